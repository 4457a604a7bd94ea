import { normaliseWords } from './word-variants.ts';

/** An allergy or warning line of a delivered meal, as the logistics payload carries it. */
export interface SuppressibleIngredient {
  readonly ingredient: string;
  readonly isSuppressed: boolean;
}

export interface SuppressedMatch {
  readonly items: SuppressibleIngredient[];
  /** Every matching ingredient is suppressed. */
  readonly fullySuppressed: boolean;
}

/**
 * Marks each matching ingredient suppressed when its name is in the suppression list (same name up to
 * case, spaces and punctuation — suppressing 'butter' does not suppress 'peanut butter'). The match is
 * fully suppressed only when it has ingredients and every one is suppressed.
 */
export function applySuppression(
  matchingIngredients: readonly string[],
  suppressed: readonly string[],
): SuppressedMatch {
  const off = new Set(suppressed.map(normaliseWords).filter(Boolean));
  const items = matchingIngredients.map((ingredient) => ({
    ingredient,
    isSuppressed: off.has(normaliseWords(ingredient)),
  }));
  return { items, fullySuppressed: items.length > 0 && items.every((i) => i.isSuppressed) };
}
