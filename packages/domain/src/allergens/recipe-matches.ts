import { normaliseWords } from './word-variants.ts';
import { wordsMatchUnblocked, type AllergenBlockRule } from './word-match.ts';

/** A warning with this allergen_id is an "other" warning, known by its name only. */
export const OTHER_WARNING_ALLERGEN_ID = -1;

/** A recipe ingredient line as matching needs it. */
export interface MatchableIngredient {
  readonly name: string;
  /**
   * The EU-14 allergens it contains or may contain (ADR 033). `null` = not tagged yet (never reviewed);
   * `[]` = reviewed, none.
   */
  readonly allergen_ids: readonly number[] | null;
}

export interface NamedAllergen {
  readonly allergen_id: number;
  readonly name: string;
}

/** A customer's health fields (ADR 021). */
export interface CustomerSensitivities {
  /** allergen_ids with their names. */
  readonly allergens: readonly NamedAllergen[];
  /** other_allergens: names only. */
  readonly other_allergens: readonly string[];
  /** warnings: allergen objects; other warnings carry allergen_id -1 and a name. */
  readonly warnings: readonly NamedAllergen[];
  readonly dislikes: readonly string[];
}

export type SensitivityKind = 'allergen' | 'warning' | 'dislike';

export interface MatchedIngredient {
  readonly name: string;
  /** 'tag': the ingredient carries the allergen (never blocked); 'name': word matching. */
  readonly via: 'tag' | 'name';
}

export interface SensitivityMatch {
  readonly kind: SensitivityKind;
  readonly term: string;
  /** The allergen's id, or null for names only (other allergens, other warnings, dislikes). */
  readonly allergen_id: number | null;
  readonly ingredients: readonly MatchedIngredient[];
}

export interface RecipeCheck {
  readonly matches: SensitivityMatch[];
  /** Untagged ingredients of a recipe for a customer with allergens or warnings: review before serving. */
  readonly needsReview: string[];
}

interface Term {
  readonly kind: SensitivityKind;
  readonly term: string;
  readonly allergen_id: number | null;
}

function termsOf(customer: CustomerSensitivities): Term[] {
  const id = (a: NamedAllergen) => (a.allergen_id === OTHER_WARNING_ALLERGEN_ID ? null : a.allergen_id);
  return [
    ...customer.allergens.map((a) => ({ kind: 'allergen' as const, term: a.name, allergen_id: id(a) })),
    ...customer.other_allergens.map((term) => ({ kind: 'allergen' as const, term, allergen_id: null })),
    ...customer.warnings.map((w) => ({ kind: 'warning' as const, term: w.name, allergen_id: id(w) })),
    ...customer.dislikes.map((term) => ({ kind: 'dislike' as const, term, allergen_id: null })),
  ];
}

function matchedIngredients(
  term: Term,
  ingredients: readonly MatchableIngredient[],
  blocks: readonly AllergenBlockRule[],
) {
  const found = new Map<string, MatchedIngredient>();
  for (const ingredient of ingredients) {
    const key = normaliseWords(ingredient.name);
    const tagged = term.allergen_id !== null && (ingredient.allergen_ids ?? []).includes(term.allergen_id);
    if (tagged) found.set(key, { name: ingredient.name, via: 'tag' });
    else if (!found.has(key) && wordsMatchUnblocked(ingredient.name, term.term, blocks)) {
      found.set(key, { name: ingredient.name, via: 'name' });
    }
  }
  return [...found.values()];
}

/**
 * Which of a customer's allergens, warnings and dislikes a recipe hits, ingredient by ingredient
 * (ADR 009). Allergen safety first:
 * - an allergen or warning with an EU-14 id matches every ingredient tagged with that id, whatever the
 *   ingredient is called, and no block can remove that;
 * - on top, every name (allergen names, other allergens, warnings, dislikes) is word-matched against
 *   every ingredient name (containment, singular/plural), where an allergen block may override;
 * - untagged ingredients are listed in `needsReview` when the customer has any allergen or warning, so
 *   the dish is never shown as safe because data is missing (dislikes alone do not ask for review).
 * Matches keep the customer's order of terms; each ingredient appears once per term.
 */
export function matchCustomerToRecipe(
  customer: CustomerSensitivities,
  ingredients: readonly MatchableIngredient[],
  blocks: readonly AllergenBlockRule[] = [],
): RecipeCheck {
  const matches: SensitivityMatch[] = [];
  for (const term of termsOf(customer)) {
    if (!normaliseWords(term.term) && term.allergen_id === null) continue;
    const found = matchedIngredients(term, ingredients, blocks);
    if (found.length > 0) matches.push({ ...term, ingredients: found });
  }
  const hasHealthTerms =
    customer.allergens.length > 0 || customer.other_allergens.length > 0 || customer.warnings.length > 0;
  const untagged = ingredients.filter((i) => i.allergen_ids === null).map((i) => i.name);
  const needsReview = hasHealthTerms
    ? [...new Map(untagged.map((n) => [normaliseWords(n), n])).values()]
    : [];
  return { matches, needsReview };
}
