import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { changesLines, dayRecipeLines } from '@brigade/domain/kitchen/day-recipe-lines';
import { shoppingContentOf } from '@brigade/domain/kitchen/shopping-content';
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

/**
 * What a list of dates buys (ADR 051): each date's recipes as cooked that day × their portions. A date that
 * swaps an ingredient or chooses a spec (ADR 074) buys its own lines; the other dates' portions of the recipe
 * add up as before. Recipes missing from the database are left out.
 */
export async function contentOfDates(db: Db, items: readonly DatedPortions[]): Promise<ShoppingContent> {
  const day = await dayOverridesOf(
    db,
    items.map((i) => i.date),
  );
  const data = await repo.recipesWithLines(
    db,
    items.map((i) => i.recipeId),
  );
  const ingredients = await repo.ingredientsWithSpecs(db, [
    ...data.lines.map((l) => l.ingredientId),
    ...day.swappedIn,
  ]);
  const nameOf = new Map(ingredients.ingredients.map((i) => [i.ingredientId, i.name]));
  const uses = new Map<string, { recipeId: number; date: string | null; portions: number }>();
  for (const item of items) {
    const date = changesLines(day.of(item.date, item.recipeId)) ? item.date : null;
    const key = `${item.recipeId}|${date ?? ''}`;
    const seen = uses.get(key);
    uses.set(key, { recipeId: item.recipeId, date, portions: (seen?.portions ?? 0) + item.portions });
  }
  const recipeOf = new Map(data.recipes.map((r) => [r.recipeId, r]));
  const linesOf = groupBy(data.lines, (l) => l.recipeId);
  const used = [...uses.values()].flatMap((use) => {
    const recipe = recipeOf.get(use.recipeId);
    if (!recipe) return [];
    const lines = linesOf.get(use.recipeId) ?? [];
    const cooked =
      use.date === null
        ? lines
        : dayRecipeLines(lines, day.of(use.date, use.recipeId), (line, ingredientId) => ({
            ...line,
            ingredientId,
            name: nameOf.get(ingredientId) ?? line.name,
          }));
    return [{ ...toShoppingRecipe(recipe, cooked), portions: use.portions }];
  });
  return shoppingContentOf(used, toShoppingIngredients(ingredients));
}
