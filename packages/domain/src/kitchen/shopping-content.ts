import type { ShoppingContent } from '../schemas/shopping-lists.ts';
import { shoppingLineKey, unconvertedLineKey } from './shopping-line-key.ts';
import { shoppingList, type ShoppingIngredient, type ShoppingRecipe } from './shopping-list.ts';

// What a shopping list (and a bulk calculation) keeps: the computed list with each line's key, and the recipes
// it is made of (ADR 051).

/** A recipe as the list computes it, with the name the list shows. */
export interface NamedShoppingRecipe {
  readonly name: string;
  readonly recipe: ShoppingRecipe;
}

/** Portions per recipe: a recipe that comes several times (several slots or dates) has its portions added up. */
export function portionsPerRecipe(
  items: readonly { readonly recipeId: number; readonly portions: number }[],
): Map<number, number> {
  const summed = new Map<number, number>();
  for (const item of items) summed.set(item.recipeId, (summed.get(item.recipeId) ?? 0) + item.portions);
  return summed;
}

/**
 * The content of a list of recipes × portions: the {@link shoppingList} with each line's key and no done
 * marks, and the recipes by name. Recipes missing from `recipes` (deleted since) are left out; callers that
 * must refuse them check first.
 */
export function computeShoppingContent(
  portions: ReadonlyMap<number, number>,
  recipes: ReadonlyMap<number, NamedShoppingRecipe>,
  ingredients: readonly ShoppingIngredient[],
): ShoppingContent {
  const used = [...portions.entries()].flatMap(([id, count]) => {
    const named = recipes.get(id);
    return named ? [{ ...named, portions: count }] : [];
  });
  return shoppingContentOf(used, ingredients);
}

/**
 * The content of recipes as cooked × their portions. A recipe may come more than once with other lines (a
 * date that swaps one of its ingredients, ADR 074): its lines count as given each time, and the list of
 * recipes names it once with its portions added up.
 */
export function shoppingContentOf(
  used: readonly (NamedShoppingRecipe & { readonly portions: number })[],
  ingredients: readonly ShoppingIngredient[],
): ShoppingContent {
  const list = shoppingList({
    recipes: used.map((r) => ({ ...r.recipe, portions: r.portions })),
    ingredients,
  });
  const recipes = new Map<number, { recipe_id: number; name: string; portions: number }>();
  for (const r of used) {
    const id = r.recipe.recipe_id;
    const seen = recipes.get(id);
    recipes.set(id, { recipe_id: id, name: r.name, portions: (seen?.portions ?? 0) + r.portions });
  }
  return {
    groups: list.groups.map((g) => ({
      ...g,
      lines: g.lines.map((l) => ({
        ...l,
        recipe_ids: [...l.recipe_ids],
        line_key: shoppingLineKey(l),
        is_done: false,
      })),
    })),
    unconverted: list.unconverted.map((l) => ({
      ...l,
      recipe_ids: [...l.recipe_ids],
      line_key: unconvertedLineKey(l),
      is_done: false,
    })),
    cost_chf: list.cost_chf,
    recipes: [...recipes.values()].sort(
      (a, b) => a.name.localeCompare(b.name, 'en') || a.recipe_id - b.recipe_id,
    ),
  };
}

/** The content with the list's done marks (by line key) applied. */
export function withDone(content: ShoppingContent, done: ReadonlySet<string>): ShoppingContent {
  return {
    ...content,
    groups: content.groups.map((g) => ({
      ...g,
      lines: g.lines.map((l) => ({ ...l, is_done: done.has(l.line_key) })),
    })),
    unconverted: content.unconverted.map((l) => ({ ...l, is_done: done.has(l.line_key) })),
  };
}
