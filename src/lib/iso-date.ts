// The API's dates are YYYY-MM-DD; members read DD/MM/YYYY (spec §9) and some old browsers
// without a date picker let them type it that way, so both directions live here.
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** DD/MM/YYYY for a YYYY-MM-DD date; anything else is shown as it came. */
export function isoToBr(iso: string): string {
  const match = ISO.exec(iso.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** YYYY-MM-DD from what a date field sent (the ISO value of a picker, or DD/MM/YYYY typed). */
export function toIsoDate(input: string): string {
  const trimmed = input.trim();
  const match = BR.exec(trimmed);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : trimmed;
}
