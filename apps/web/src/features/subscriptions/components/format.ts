import { businessTimeZone } from '../../../lib/format.ts';

/** An amount of the service ('289' in CHF) as the user's locale writes it; '–' without one. */
export function formatAmount(amount: string | null, currency: string | null, language: string): string {
  if (amount === null) return '–';
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  try {
    return new Intl.NumberFormat(language === 'de' ? 'de-CH' : 'en-CH', {
      style: 'currency',
      currency: currency ?? 'CHF',
    }).format(value);
  } catch {
    // A currency code Intl does not know: the number and the code as the service sent them.
    return `${currency ?? ''} ${amount}`.trim();
  }
}

/** A timestamp of the service as a date in Zurich ('7 Dec 2026' / '07.12.2026'); '–' without one. */
export function formatBillingDate(iso: string | null, language: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language === 'de' ? 'de-CH' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: businessTimeZone,
  }).format(date);
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const intervals = ['DAY', 'WEEK', 'MONTH', 'YEAR'];

/** How often the contract bills: 'Every week', 'Every 2 months'; the service's words when unknown. */
export function intervalText(t: Translate, interval: string | null, count: number | null): string {
  if (!interval) return '–';
  const n = count ?? 1;
  const known = interval.toUpperCase();
  return intervals.includes(known) ? t(`interval.${known}`, { count: n }) : `${n} × ${interval}`;
}
