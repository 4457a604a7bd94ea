/** An amount with at most 2 decimals, as the user's locale writes it; '–' for none. */
export function formatAmount(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const locale = language === 'de' ? 'de-CH' : language === 'es' ? 'es-ES' : 'en-GB';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
