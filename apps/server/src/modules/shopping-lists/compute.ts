import { shoppingLineKey, unconvertedLineKey } from '@brigade/domain/kitchen/shopping-line-key';
import {
  shoppingList,
  type ShoppingIngredient,
  type ShoppingRecipe,
} from '@brigade/domain/kitchen/shopping-list';
import type { ShoppingContent } from '@brigade/domain/schemas/shopping-lists';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** Recipes and ingredients as the domain's `shoppingList` takes them, read in four queries. */
export async function loadShoppingInputs(db: Db, recipeIds: readonly number[]) {
  const { recipes, lines } = await repo.recipesWithLines(db, recipeIds);
  const data = await repo.ingredientsWithSpecs(
    db,
    lines.map((l) => l.ingredientId),
  );
  const linesOf = new Map<number, ShoppingRecipe['lines'][number][]>();
  for (const l of lines) {
    const list = linesOf.get(l.recipeId) ?? [];
    list.push({
      ingredient_id: l.ingredientId,
      name: l.name,
      quantity: l.quantity,
      unit: l.unit,
      ingredient_spec_suppliers_id: l.specId,
      error_margin: l.errorMargin,
    });
    linesOf.set(l.recipeId, list);
  }
  const recipeOf = new Map(
    recipes.map((r) => [
      r.recipeId,
      {
        name: r.name,
        recipe: {
          recipe_id: r.recipeId,
          error_margin: r.errorMargin,
          lines: linesOf.get(r.recipeId) ?? [],
        } satisfies ShoppingRecipe,
      },
    ]),
  );
  const ingredients: ShoppingIngredient[] = data.ingredients.map((i) => ({
    ingredient_id: i.ingredientId,
    name: i.name,
    density_g_per_ml: i.densityGPerMl,
    grams_per_piece: i.gramsPerPiece,
    specs: data.specs
      .filter((s) => s.ingredientId === i.ingredientId)
      .map((s) => ({
        ingredient_spec_suppliers_id: s.specId,
        supplier_id: s.supplierId,
        supplier_name: s.supplierName,
        article_number: s.articleNumber,
        pack_size: s.packSize,
        pack_unit: s.packUnit,
        price_chf: Number(s.priceChf),
        is_default: s.isDefault,
      })),
  }));
  return { recipeOf, ingredients };
}

/**
 * The shopping list of recipes × portions (the same recipe may come several times: its portions add up),
 * with each line's key and no done marks; recipes missing from the database are left out (callers check).
 */
export async function computeContent(
  db: Db,
  portions: readonly { recipeId: number; portions: number }[],
): Promise<ShoppingContent> {
  const summed = new Map<number, number>();
  for (const p of portions) summed.set(p.recipeId, (summed.get(p.recipeId) ?? 0) + p.portions);
  const { recipeOf, ingredients } = await loadShoppingInputs(db, [...summed.keys()]);
  const used = [...summed.entries()].filter(([id]) => recipeOf.has(id));
  const list = shoppingList({
    recipes: used.map(([id, count]) => ({ ...recipeOf.get(id)!.recipe, portions: count })),
    ingredients,
  });
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
    recipes: used
      .map(([id, count]) => ({ recipe_id: id, name: recipeOf.get(id)!.name, portions: count }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.recipe_id - b.recipe_id),
  };
}

/** The content with the list's done marks applied. */
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
