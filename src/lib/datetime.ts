// Dates and times as members read them (spec §9: DD/MM/YYYY), always in Brasília time so the
// server-rendered clock and the one in the browser agree.
export const TIME_ZONE = 'America/Sao_Paulo';

const clockFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit', month: '2-digit', year: 'numeric',
  hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** DD/MM/YYYY HH:mm:ss */
export function formatClock(date: Date): string {
  const part = Object.fromEntries(clockFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}:${part.second}`;
}

const hourFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** Hour 0–23 in Brasília time. */
export const hourInBrazil = (date: Date) => Number(hourFormat.format(date));

/** Spec §2: 'Bom dia' 1–11, 'Boa tarde' 12–17, 'Boa noite' 18–23, otherwise 'Olá'. */
export function greetingFor(hour: number): string {
  if (hour >= 1 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  if (hour >= 18 && hour <= 23) return 'Boa noite';
  return 'Olá';
}

/** The dashboard's greeting followed by the member's name. */
export const greeting = (name: string, now = new Date()) => `${greetingFor(hourInBrazil(now))}, ${name}`;

/** HH:mm in Brasília time, seconds dropped (a deadline shown this way is never later than the real one). */
export const formatHourMinute = (date: Date) => formatClock(date).slice(11, 16);

/** 'DD/MM/YYYY às HH:mm' in Brasília time: the last access, a session's last use. */
export function formatDayAtTime(date: Date): string {
  const [day, time] = formatClock(date).split(' ') as [string, string];
  return `${day} às ${time.slice(0, 5)}`;
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });

/** DD/MM/YYYY in Brasília time for an instant the API sent (ISO 8601); anything else as it came. */
export function formatInstantDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
