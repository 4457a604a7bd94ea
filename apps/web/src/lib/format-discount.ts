import type { DiscountKind } from '@brigade/domain/schemas/discounts';

/** "15 %" or "CHF 20.00", as the booking funnel shows a code's value. */
export function formatDiscountValue(kind: DiscountKind, value: number, language: string): string {
  const locale = language === 'de' ? 'de-CH' : 'en-CH';
  if (kind === 'PERCENT') return `${new Intl.NumberFormat(locale).format(value)} %`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'CHF' }).format(value);
}
