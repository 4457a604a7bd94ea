/** A nutrition figure as a label shows it: whole kcal, grams with one decimal (two below 1 g, e.g. salt). */
export function figure(value: number, language: string, kind: 'kcal' | 'g'): string {
  const digits = kind === 'kcal' ? 0 : Math.abs(value) < 1 ? 2 : 1;
  return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    maximumFractionDigits: digits,
  }).format(value);
}
