/** A YYYY-MM-DD date as the user's locale writes it (de-CH 07.12.2026, en-GB 07/12/2026). */
export function formatIsoDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', { timeZone: 'UTC' }).format(parsed);
}

/** CHF as Swiss staff read it ("CHF 2.50"). */
export function formatChf(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', {
    style: 'currency',
    currency: 'CHF',
  }).format(amount);
}
