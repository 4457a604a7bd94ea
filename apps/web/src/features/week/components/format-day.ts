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
