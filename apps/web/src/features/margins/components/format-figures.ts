import { formatChf } from '../../../lib/format.ts';

const locale = (language: string) => (language === 'de' ? 'de-CH' : 'en-CH');

/** A CHF amount of the table ('CHF 1,234.50' / 'CHF 1’234.50'). */
export const chf = (amount: number, language: string) => formatChf(amount, language);

/** An axis amount in whole francs, thousands short ('CHF 60K', 'CHF 60’000' would not fit). */
export function compactChf(amount: number, language: string): string {
  const number = new Intl.NumberFormat(locale(language), { notation: 'compact', maximumFractionDigits: 1 });
  return `CHF ${number.format(amount)}`;
}

/** A margin in percent to one decimal ('85.6 %'); '–' without revenue. */
export function percent(value: number | null, language: string): string {
  if (value === null) return '–';
  const number = new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${number.format(value)} %`;
}

/** A count or portions (up to 2 decimals: a shortfall is shared in proportion). */
export function count(value: number, language: string): string {
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(value);
}

/** '2026_45' → 'W45 2026', the week as the chart and table name it. */
export function weekLabel(weekId: string): string {
  const [year, week] = weekId.split('_');
  return `W${week} ${year}`;
}
