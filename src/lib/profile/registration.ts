// Spec §2 shows the registration "grouped as 3.5.rest". Read as: the first digit, the second
// digit, then the rest (3512345 → 3.5.12345) — the reading the association's printed cards use,
// not lengths of 3 and 5 (README "Decisões de projeto"). A registration too short to group, or
// with anything but digits (an old alphanumeric one), is shown exactly as stored: a dot inserted
// into letters would look like a typo in the member's own number.
export function formatRegistration(registration: string): string {
  const value = registration.trim();
  if (!/^\d{3,}$/.test(value)) return value;
  return `${value[0]}.${value[1]}.${value.slice(2)}`;
}
