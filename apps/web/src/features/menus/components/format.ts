/** A YYYY-MM-DD date written out ('Monday 3 March 2031' / 'Montag, 3. März 2031'); UTC so it never shifts. */
export function longDate(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(date);
}

/** A nutrition figure as a label shows it: whole kcal, grams with one decimal (two below 1 g, e.g. salt). */
export function figure(value: number, language: string, kind: 'kcal' | 'g'): string {
  const digits = kind === 'kcal' ? 0 : Math.abs(value) < 1 ? 2 : 1;
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    maximumFractionDigits: digits,
  }).format(value);
}
