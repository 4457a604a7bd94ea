import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import {
  changesLines,
  dayLinesKey,
  dayRecipeLines,
  type DayLineOverride,
} from '@brigade/domain/kitchen/day-recipe-lines';
import { shoppingContentOf } from '@brigade/domain/kitchen/shopping-content';
import type { ShoppingRecipe } from '@brigade/domain/kitchen/shopping-list';
import { shoppingTotalsEach, type ShoppingTotals } from '@brigade/domain/kitchen/shopping-totals';
import type { ShoppingContent } from '@brigade/domain/schemas/shopping-lists';
import type { Db } from '../../db/client.ts';
import { dayOverridesOf } from '../../lib/day-lines.ts';
import { groupBy } from '../../lib/group-by.ts';
import { toShoppingIngredients, toShoppingRecipe } from './mapping.ts';
import * as repo from './repository.ts';

/** The portions to cook of a recipe on a date (the kitchen's counts). */
export interface DatedPortions {
  readonly date: IsoDate | string;
  readonly recipeId: number;
  readonly portions: number;
}

type RecipeData = Awaited<ReturnType<typeof repo.recipesWithLines>>;

/**
 * What some dated portions need read: the dates' swaps (once), their recipes with lines, the ingredients of
 * those lines and the ones swapped in with their specs; and each recipe as cooked with some overrides (ADR 074).
 */
async function datedRecipes(db: Db, items: readonly DatedPortions[]) {
  const day = await dayOverridesOf(
    db,
    items.map((i) => i.date),
  );
  const data: RecipeData = await repo.recipesWithLines(
    db,
    items.map((i) => i.recipeId),
  );
  const ingredients = await repo.ingredientsWithSpecs(db, [
    ...data.lines.map((l) => l.ingredientId),
    ...day.swappedIn,
  ]);
  const nameOf = new Map(ingredients.ingredients.map((i) => [i.ingredientId, i.name]));
  const recipeOf = new Map(data.recipes.map((r) => [r.recipeId, r]));
  const linesOf = groupBy(data.lines, (l) => l.recipeId);
  /** The recipe with the overrides applied by the domain's one rule; undefined when it was deleted. */
  const cooked = (recipeId: number, overrides: ReadonlyMap<string, DayLineOverride>) => {
    const recipe = recipeOf.get(recipeId);
    if (!recipe) return undefined;
    const lines = dayRecipeLines(linesOf.get(recipeId) ?? [], overrides, (line, ingredientId) => ({
      ...line,
      ingredientId,
      name: nameOf.get(ingredientId) ?? line.name,
    }));
    return toShoppingRecipe(recipe, lines);
  };
  return { day, cooked, ingredients: toShoppingIngredients(ingredients) };
}

/**
 * What a list of dates buys (ADR 051): each date's recipes as cooked that day × their portions. A date that
 * swaps an ingredient or chooses a spec (ADR 074) buys its own lines; the other dates' portions of the recipe
 * add up as before. Recipes missing from the database are left out.
 */
export async function contentOfDates(db: Db, items: readonly DatedPortions[]): Promise<ShoppingContent> {
  const { day, cooked, ingredients } = await datedRecipes(db, items);
  const uses = new Map<string, { recipeId: number; date: string | null; portions: number }>();
  for (const item of items) {
    const date = changesLines(day.of(item.date, item.recipeId)) ? item.date : null;
    const key = `${item.recipeId}|${date ?? ''}`;
    const seen = uses.get(key);
    uses.set(key, { recipeId: item.recipeId, date, portions: (seen?.portions ?? 0) + item.portions });
  }
  const used = [...uses.values()].flatMap((use) => {
    const recipe = cooked(use.recipeId, use.date === null ? new Map() : day.of(use.date, use.recipeId));
    return recipe ? [{ ...recipe, portions: use.portions }] : [];
  });
  return shoppingContentOf(used, ingredients);
}

/**
 * Many lists' totals only (grams and cost per ingredient, ADR 070), each list's dates as cooked (ADR 074): the
 * portions of a recipe are grouped by what their dates change of it (`dayLinesKey`), so each recipe is
 * converted once per set of swaps and spec choices, whatever the number of dates and lists.
 */
export async function totalsOfDates(
  db: Db,
  lists: readonly (readonly DatedPortions[])[],
): Promise<ShoppingTotals[]> {
  const { day, cooked, ingredients } = await datedRecipes(db, lists.flat());
  const recipes = new Map<string, ShoppingRecipe | undefined>();
  const portions = lists.map((items) => {
    const perKey = new Map<string, number>();
    for (const item of items) {
      const overrides = day.of(item.date, item.recipeId);
      const key = `${item.recipeId}|${dayLinesKey(overrides)}`;
      if (!recipes.has(key)) recipes.set(key, cooked(item.recipeId, overrides)?.recipe);
      perKey.set(key, (perKey.get(key) ?? 0) + item.portions);
    }
    return perKey;
  });
  const known = new Map([...recipes].flatMap(([key, r]) => (r ? [[key, r] as const] : [])));
  return shoppingTotalsEach(portions, known, ingredients);
}
