import { useTranslation } from 'react-i18next';

/**
 * A unit's name for `count` of it: the units the dialog offers are translated and pluralised ('2 boxes',
 * '2 Stk.'); any other is shown as staff typed it.
 */
export function useUnitName(): (unit: string, count?: number) => string {
  const { t } = useTranslation('inventory');
  return (unit, count = 2) => t(`unit.${unit}`, { count, defaultValue: unit });
}

/** A stock as the user's locale writes it, with its unit. */
export function useQuantity(): (value: number, unit: string) => string {
  const { i18n } = useTranslation('inventory');
  const unitName = useUnitName();
  const format = new Intl.NumberFormat(i18n.language === 'de' ? 'de-CH' : 'en-GB', {
    maximumFractionDigits: 3,
  });
  return (value, unit) => `${format.format(value)} ${unitName(unit, value)}`;
}
