// Declarations are dated in Brasília, where the association and its members are: one issued at
// 22:30 on 31 December belongs to that year, not to the next (UTC) one.
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of this instant in Brasília. */
export const brasiliaDay = (instant: Date) => DAY.format(instant);

export const yearOf = (isoDay: string) => Number(isoDay.slice(0, 4));

/** YYYY-MM-DD `days` after a YYYY-MM-DD day. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
