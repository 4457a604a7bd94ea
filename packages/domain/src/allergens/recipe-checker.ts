import {
  matchCustomerToRecipe,
  OTHER_WARNING_ALLERGEN_ID,
  type CustomerSensitivities,
  type MatchableIngredient,
  type RecipeCheck,
  type SensitivityMatch,
  undeclaredFor,
} from './recipe-matches.ts';
import type { AllergenBlockRule } from './word-match.ts';

/**
 * `matchCustomerToRecipe` for many customers of one recipe: a term's matches depend only on the term and the
 * recipe, so each distinct term is matched once (through that rule, one term at a time) and reused for every
 * customer who has it; the review list depends only on the customer's allergen ids, so it is kept per set of
 * ids. Same result, term order and review list as calling the rule per customer.
 */
export function recipeChecker(
  ingredients: readonly MatchableIngredient[],
  blocks: readonly AllergenBlockRule[] = [],
): (customer: CustomerSensitivities) => RecipeCheck {
  const byTerm = new Map<string, SensitivityMatch | null>();
  const none: CustomerSensitivities = { allergens: [], other_allergens: [], warnings: [], dislikes: [] };
  const one = (key: string, customer: CustomerSensitivities) => {
    let found = byTerm.get(key);
    if (found === undefined) {
      found = matchCustomerToRecipe(customer, ingredients, blocks).matches[0] ?? null;
      byTerm.set(key, found);
    }
    return found;
  };
  const reviews = new Map<string, string[]>();
  const review = (customer: CustomerSensitivities) => {
    const ids = [...customer.allergens, ...customer.warnings]
      .filter((a) => a.allergen_id !== OTHER_WARNING_ALLERGEN_ID && a.regulated !== false)
      .map((a) => a.allergen_id);
    const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
    let list = reviews.get(key);
    if (list === undefined) {
      list = undeclaredFor(customer, ingredients);
      reviews.set(key, list);
    }
    return list;
  };
  return (customer) => {
    const matches: SensitivityMatch[] = [];
    const add = (m: SensitivityMatch | null) => {
      if (m) matches.push(m);
    };
    for (const a of customer.allergens)
      add(one(`a|${a.allergen_id}|${a.name}|${String(a.regulated)}`, { ...none, allergens: [a] }));
    for (const t of customer.other_allergens) add(one(`o|${t}`, { ...none, other_allergens: [t] }));
    for (const w of customer.warnings)
      add(one(`w|${w.allergen_id}|${w.name}|${String(w.regulated)}`, { ...none, warnings: [w] }));
    for (const d of customer.dislikes) add(one(`d|${d}`, { ...none, dislikes: [d] }));
    return { matches, needsReview: review(customer) };
  };
}
