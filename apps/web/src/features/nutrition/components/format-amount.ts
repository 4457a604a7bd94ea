/** An amount with at most 2 decimals, as the user's locale writes it; '–' for none. */
export function formatAmount(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );
}
