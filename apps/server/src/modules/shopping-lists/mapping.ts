import type { NamedShoppingRecipe } from '@brigade/domain/kitchen/shopping-content';
import type { ShoppingIngredient, ShoppingRecipe } from '@brigade/domain/kitchen/shopping-list';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ShoppingListDetail, ShoppingListSummary } from '@brigade/domain/schemas/shopping-lists';
import { businessRule } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { groupBy } from '../../lib/group-by.ts';
import type * as repo from './repository.ts';

/** The stored dates of a list: a JSON list of YYYY-MM-DD, else 422 'Unable to extract dates array.' */
function datesOf(row: repo.ShoppingListRow): string[] {
  const dates: unknown = row.dates;
  if (!Array.isArray(dates) || !dates.every((d) => typeof d === 'string')) {
    throw businessRule(messages.unableToExtractDates);
  }
  return dates as string[];
}

export function toSummary(row: repo.ShoppingListRow): ShoppingListSummary {
  return {
    shopping_list_id: row.shoppingListId,
    name: row.name,
    dates: datesOf(row),
    week_id: row.weekId,
    cost_chf: Number((row.content as { cost_chf?: unknown } | null)?.cost_chf ?? 0) || 0,
    created_at: row.createdAt.toISOString(),
    computed_at: row.computedAt.toISOString(),
    version: row.version,
  };
}

type RecipeData = Awaited<ReturnType<typeof repo.recipesWithLines>>;

/** A recipe row with its lines (one portion each) → the recipe as the domain's shopping list takes it. */
export function toShoppingRecipe(
  r: RecipeData['recipes'][number],
  lines: readonly RecipeData['lines'][number][],
): NamedShoppingRecipe {
  return {
    name: r.name,
    recipe: {
      recipe_id: r.recipeId,
      error_margin: r.errorMargin,
      lines: lines.map((l) => ({
        ingredient_id: l.ingredientId,
        name: l.name,
        quantity: l.quantity,
        unit: l.unit,
        ingredient_spec_suppliers_id: l.specId,
        error_margin: l.errorMargin,
      })),
    } satisfies ShoppingRecipe,
  };
}

/** Recipe rows with their lines (one portion each) → the recipes as the domain's shopping list takes them. */
export function toShoppingRecipes(data: RecipeData): Map<number, NamedShoppingRecipe> {
  const linesOf = groupBy(data.lines, (l) => l.recipeId);
  return new Map(data.recipes.map((r) => [r.recipeId, toShoppingRecipe(r, linesOf.get(r.recipeId) ?? [])]));
}

/** Ingredient rows with their supplier specs → the ingredients as the domain's shopping list takes them. */
export function toShoppingIngredients(
  data: Awaited<ReturnType<typeof repo.ingredientsWithSpecs>>,
): ShoppingIngredient[] {
  const specsOf = groupBy(data.specs, (s) => s.ingredientId);
  return data.ingredients.map((i) => ({
    ingredient_id: i.ingredientId,
    name: i.name,
    density_g_per_ml: i.densityGPerMl,
    grams_per_piece: i.gramsPerPiece,
    specs: (specsOf.get(i.ingredientId) ?? []).map((s) => ({
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
}

/** The .xlsx of a list: one row a line, supplier by supplier, then the unconverted quantities. */
export function toExportTable(id: number, detail: ShoppingListDetail, readAt: Date): ExportTable {
  const rows = detail.groups.flatMap((g) =>
    g.lines.map((l) => [
      g.supplier_name ?? '',
      l.name,
      l.spec?.article_number ?? '',
      l.total_g,
      'g',
      l.packs,
      l.spec ? `${l.spec.pack_size} ${l.spec.pack_unit}` : '',
      l.cost_chf,
      l.is_done ? 'yes' : 'no',
    ]),
  );
  for (const l of detail.unconverted) {
    rows.push(['', l.name, '', l.quantity, l.unit, null, '', null, l.is_done ? 'yes' : 'no']);
  }
  return {
    name: `shopping-list-${id}`,
    columns: ['supplier', 'ingredient', 'spec', 'quantity', 'unit', 'packs', 'pack_size', 'cost_chf', 'done'],
    rows,
    readAt,
  };
}
