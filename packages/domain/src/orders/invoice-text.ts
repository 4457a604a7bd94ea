import type { MealType } from '../programmes/meal-types.ts';

/** The accounting service takes at most 4999 characters of invoice text. */
export const INVOICE_TEXT_MAX_LENGTH = 4999;

/**
 * Two-letter meal names for long invoice texts. 'other' is not abbreviated: it is an everyday word in
 * invoice text and its meals go by their own names.
 */
export const MEAL_ABBREVIATIONS: Readonly<Record<Exclude<MealType, 'other'>, string>> = {
  breakfast: 'Br',
  shot: 'Sh',
  lunch: 'Lu',
  dressing: 'Dr',
  treat: 'Tr',
  power_shake: 'PS',
  dinner: 'Di',
};

const PATTERNS: readonly [RegExp, string][] = Object.entries(MEAL_ABBREVIATIONS).map(([meal, short]) => [
  new RegExp(`(?<![\\p{L}\\p{N}])${meal.replace('_', '[ _-]?')}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu'),
  short,
]);

/** Meal names in the text replaced by their two-letter names ('Power Shake' → 'PS', 'Lunches' → 'Lu'). */
export function abbreviateMealNames(text: string): string {
  return PATTERNS.reduce((out, [pattern, short]) => out.replace(pattern, short), text);
}

/**
 * A text that is too long is first abbreviated to two-letter meal names, then cut. Choice: a text that
 * already fits is sent as written; only a longer one is abbreviated, and cut at 4999 characters if
 * still too long (never between the two halves of an emoji).
 * @public
 */
export function invoiceText(text: string): string {
  if (text.length <= INVOICE_TEXT_MAX_LENGTH) return text;
  const short = abbreviateMealNames(text);
  if (short.length <= INVOICE_TEXT_MAX_LENGTH) return short;
  const last = short.charCodeAt(INVOICE_TEXT_MAX_LENGTH - 1);
  const cut = last >= 0xd800 && last <= 0xdbff ? INVOICE_TEXT_MAX_LENGTH - 1 : INVOICE_TEXT_MAX_LENGTH;
  return short.slice(0, cut);
}
