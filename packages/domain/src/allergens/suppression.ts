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
 * suppress_allergies / suppress_warnings are JSON-string lists of ingredient names. A list that
 * does not parse, or holds anything but strings, suppresses nothing — a broken list must never hide a
 * warning.
 */
export function parseSuppressionList(value: string | readonly string[] | null | undefined): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((v) => typeof v === 'string') ? parsed : [];
  } catch {
    return [];
  }
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
