import { mondayOfWeekId, parseWeekId } from '@brigade/domain/calendar/week-id';

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
