/** A CHF amount as Swiss staff read it: "CHF 2.50" (de-CH groups thousands with ’). */
export function formatChf(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', {
    style: 'currency',
    currency: 'CHF',
  }).format(amount);
}
