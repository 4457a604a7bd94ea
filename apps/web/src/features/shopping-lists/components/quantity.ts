import { QUANTITY_UNITS } from '@brigade/domain/nutrition/unit-conversion';

/** Grams as a cook reads them: '264 g', '2.25 kg' (from 1000 g), in the user's locale. */
export function formatGrams(grams: number, language: string): string {
  const locale = language === 'de' ? 'de-CH' : 'en-GB';
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return grams >= 1000 ? `${number(grams / 1000)} kg` : `${number(grams)} g`;
}

/** A unit as the user reads it ('Stück' in German); a unit Brigade does not know stays as written. */
export function unitLabel(unit: string, t: (key: string) => string): string {
  return (QUANTITY_UNITS as readonly string[]).includes(unit) ? t(`units.${unit}`) : unit;
}

/** A quantity in its own (translated) unit: '8 piece', '8 Stück'. */
export function formatQuantity(
  quantity: number,
  unit: string,
  language: string,
  t: (key: string) => string,
): string {
  const locale = language === 'de' ? 'de-CH' : 'en-GB';
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(quantity)} ${unitLabel(unit, t)}`;
}
