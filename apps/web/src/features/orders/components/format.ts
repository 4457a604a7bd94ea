import { mondayOfWeekId, parseWeekId } from '@brigade/domain/calendar/week-id';

/** A CHF amount as Swiss staff read it: "CHF 60.00" (de-CH groups thousands with ’). */
export function formatChf(amount: number | null, language: string): string {
  if (amount === null) return '–';
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', {
    style: 'currency',
    currency: 'CHF',
  }).format(amount);
}

/** A week id as a person reads it: "Week 11 · Mon 9 Mar 2026" / "KW 11 · Mo., 9. März 2026". */
export function formatWeek(weekId: string, language: string, weekWord: string): string {
  const monday = mondayOfWeekId(weekId);
  const date = new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${monday}T00:00:00Z`));
  return `${weekWord} ${parseWeekId(weekId).week} · ${date}`;
}
