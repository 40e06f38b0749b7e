// The day the demo dates (news, invoices, lawsuits, folders) count back from. The browser tests'
// reference screenshots must look the same on every day they run, so their stacks set DEMO_TODAY
// (YYYY-MM-DD) and the dates stop moving with the calendar. Unset: the real today.
export function demoToday(): Date {
  const fixed = process.env.DEMO_TODAY;
  return fixed ? new Date(`${fixed}T12:00:00Z`) : new Date();
}
