/** The 14 allergens of Regulation (EU) 1169/2011 Annex II, in its order. */
export const EU_ALLERGEN_CODES = [
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'PEANUTS',
  'SOY',
  'MILK',
  'NUTS',
  'CELERY',
  'MUSTARD',
  'SESAME',
  'SULPHITES',
  'LUPIN',
  'MOLLUSCS',
] as const;

export type EuAllergenCode = (typeof EU_ALLERGEN_CODES)[number];

const CODES: ReadonlySet<unknown> = new Set(EU_ALLERGEN_CODES);

/**
 * True for one of the 14 codes, spelled exactly (upper case).
 * @public
 */
export function isEuAllergenCode(value: unknown): value is EuAllergenCode {
  return CODES.has(value);
}
