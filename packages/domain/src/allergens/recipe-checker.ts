import {
  matchCustomerToRecipe,
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
 * customer who has it. Same result, term order and review list as calling the rule per customer.
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
  return (customer) => {
    const matches: SensitivityMatch[] = [];
    const add = (m: SensitivityMatch | null) => {
      if (m) matches.push(m);
    };
    for (const a of customer.allergens) add(one(`a|${a.allergen_id}|${a.name}`, { ...none, allergens: [a] }));
    for (const t of customer.other_allergens) add(one(`o|${t}`, { ...none, other_allergens: [t] }));
    for (const w of customer.warnings) add(one(`w|${w.allergen_id}|${w.name}`, { ...none, warnings: [w] }));
    for (const d of customer.dislikes) add(one(`d|${d}`, { ...none, dislikes: [d] }));
    return { matches, needsReview: undeclaredFor(customer, ingredients) };
  };
}
