import type { TFunction } from 'i18next';

/**
 * The domain's conversion messages (nutrition/unit-conversion.ts) in the user's language; a message it does
 * not know is shown as it is.
 */
export function unconvertedReason(reason: string, t: TFunction<'nutrition'>): string {
  const unknownUnit = /^Unknown unit '(.*)'$/.exec(reason);
  if (unknownUnit) return t('warnings.unknownUnit', { unit: unknownUnit[1] });
  const density = /^Cannot convert (\S+) of .* to grams: set its density/.exec(reason);
  if (density) return t('warnings.noDensity', { unit: density[1] });
  if (/^Cannot convert pieces of .* set its weight per piece/.test(reason))
    return t('warnings.noPieceWeight');
  return reason;
}
