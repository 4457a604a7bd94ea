/** A shop amount ('289.00' in CHF) as the user's locale writes it; '–' without one. */
export function formatTotal(amount: string | null, currency: string | null, language: string): string {
  if (amount === null) return '–';
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  const locale = language === 'de' ? 'de-CH' : 'en-CH';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'CHF' }).format(value);
  } catch {
    // A currency code Intl does not know: the number and the code as the shop sent them.
    return `${currency ?? ''} ${amount}`.trim();
  }
}
