import { formatChf } from '../../lib/format.ts';

const locale = (language: string) => (language === 'de' ? 'de-CH' : 'en-CH');

/** '2026_45' → 'W45 2026', the week as charts and tables name it. */
export function weekLabel(weekId: string): string {
  const [year, week] = weekId.split('_');
  return `W${week} ${year}`;
}

/** A count with the language's thousands separator (up to 2 decimals). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);
}

/** A CHF amount of a table ('CHF 1,234.50' / 'CHF 1’234.50'). */
export const formatAmount = (amount: number, language: string) => formatChf(amount, language);

/** An axis amount in whole francs, thousands short ('CHF 60K'). */
export function compactAmount(amount: number, language: string): string {
  const number = new Intl.NumberFormat(locale(language), { notation: 'compact', maximumFractionDigits: 1 });
  return `CHF ${number.format(amount)}`;
}

/** A share in percent to one decimal ('42.5 %'); '–' when there is nothing to share. */
export function formatPercent(value: number | null, language: string): string {
  if (value === null) return '–';
  const number = new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${number.format(value)} %`;
}
