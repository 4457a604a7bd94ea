/** The business runs in Europe/Zurich; timestamps show in its time. */
export const businessTimeZone = 'Europe/Zurich';

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: businessTimeZone,
  }).format(date);
}

/** A CHF amount as Swiss staff read it: "CHF 60.00" (de-CH groups thousands with ’); '–' for none. */
export function formatChf(amount: number | null, language: string): string {
  if (amount === null) return '–';
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', {
    style: 'currency',
    currency: 'CHF',
  }).format(amount);
}

/**
 * A YYYY-MM-DD date as the user's locale writes it (de-CH 07.12.2026, en-GB 07/12/2026), or written out with
 * `full` ('Montag, 3. März 2031'); UTC so the date never shifts.
 */
export function formatIsoDate(date: string, language: string, style: 'numeric' | 'full' = 'numeric'): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    timeZone: 'UTC',
    ...(style === 'full' ? { dateStyle: 'full' } : {}),
  }).format(parsed);
}

/** A date as the user's locale shows a weekday and day ('Mon 2 Mar' / 'Mo., 2. März'); UTC so the date never shifts. */
export function formatDay(iso: string, language: string, weekday = true): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(date);
}
