/** An amount in its currency as the payer reads it: "CHF 245.50", "€ 99.90" (de-CH groups thousands with an apostrophe). */
export function formatAmount(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', { style: 'currency', currency }).format(
    amount,
  );
}
