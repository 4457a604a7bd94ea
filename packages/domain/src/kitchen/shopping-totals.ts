import { roundTo2 } from '../numbers/round.ts';
import { packsOf, type GramsTotal } from './shopping-groups.ts';
import {
  addLine,
  wasteFactor,
  type ShoppingIngredient,
  type ShoppingRecipe,
  type Totals,
} from './shopping-list.ts';

// Many shopping lists of the same recipes at once, as totals only (the food analytics' weeks, ADR 070): each
// recipe's lines are converted once by the shopping list's own rule (ADR 051) and scaled by each list's portions.

/** A list's grams and cost per ingredient and chosen spec, the quantities not converted, and its cost. */
export interface ShoppingTotals {
  readonly lines: readonly { ingredient_id: number; name: string; grams: number; cost_chf: number | null }[];
  readonly unconverted: readonly { ingredient_id: number; name: string; unit: string }[];
  readonly cost_chf: number;
}

/**
 * The totals of each list of recipe portions, as {@link shoppingList} would give them: per ingredient and chosen
 * spec the grams (one portion's grams × waste factor × portions, exact), its whole packs' cost (`packsOf`,
 * null when unknown), and the list's cost; recipes missing from `recipes` or with 0 portions add nothing.
 * Each recipe is converted once whatever the number of lists. Recipes are keyed by the caller: a recipe id, or
 * a recipe as cooked with a date's swaps (several keys of one recipe, ADR 074).
 */
export function shoppingTotalsEach<K = number>(
  lists: readonly ReadonlyMap<K, number>[],
  recipes: ReadonlyMap<K, ShoppingRecipe>,
  ingredients: readonly ShoppingIngredient[],
): ShoppingTotals[] {
  const byId = new Map(ingredients.map((i) => [i.ingredient_id, i]));
  const perPortion = new Map<K, Totals>();
  const onePortion = (key: K, recipe: ShoppingRecipe): Totals => {
    const known = perPortion.get(key);
    if (known) return known;
    const totals: Totals = { grams: new Map(), units: new Map() };
    for (const line of recipe.lines) {
      const factor = wasteFactor(recipe.error_margin, line.error_margin);
      const ingredient = byId.get(line.ingredient_id);
      addLine(totals, line, ingredient, { recipe_id: recipe.recipe_id, portions: 1, factor });
    }
    perPortion.set(key, totals);
    return totals;
  };
  return lists.map((portions) => {
    const grams = new Map<string, GramsTotal>();
    const unconverted = new Map<string, ShoppingTotals['unconverted'][number]>();
    for (const [recipeKey, count] of portions) {
      const recipe = recipes.get(recipeKey);
      if (!recipe || count === 0) continue;
      const totals = onePortion(recipeKey, recipe);
      for (const [key, total] of totals.grams) {
        const sum = grams.get(key) ?? { ...total, grams: 0 };
        sum.grams += total.grams * count;
        grams.set(key, sum);
      }
      for (const [key, u] of totals.units) {
        unconverted.set(key, { ingredient_id: u.ingredient_id, name: u.name, unit: u.unit });
      }
    }
    const lines = [...grams.values()].map((total) => ({
      ingredient_id: total.ingredient_id,
      name: total.name,
      grams: total.grams,
      cost_chf: packsOf(total).cost_chf,
    }));
    const cost = lines.reduce((sum, line) => sum + (line.cost_chf ?? 0), 0);
    return { lines, unconverted: [...unconverted.values()], cost_chf: roundTo2(cost) };
  });
}
