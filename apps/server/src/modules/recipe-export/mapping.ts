import { recipeAllergens } from '@brigade/domain/recipes/recipe-allergens';
import type { RecipeCard, RecipeCards } from '@brigade/domain/schemas/recipe-export';
import { mealTypesOf } from '@brigade/domain/schemas/recipes';
import { groupBy } from '../../lib/group-by.ts';
import type { CardData } from './repository.ts';

/** The cards of `order` (the ids asked, in that order) from the rows read for them; unknown ids are named. */
export function toCards(data: CardData, order: readonly number[]): RecipeCards {
  const layersOf = groupBy(data.layers, (l) => l.recipeId);
  const linesOf = groupBy(data.lines, (l) => l.recipeId);
  const manualOf = groupBy(data.manual, (m) => m.recipeId);
  const tagsOf = groupBy(data.tags, (t) => t.ingredientId);
  const catalogue = data.catalogue.map((a) => ({
    allergen_id: a.allergenId,
    name: a.name,
    name_de: a.nameDe,
  }));
  const byId = new Map(data.recipeRows.map((r) => [r.recipeId, r]));

  const items: RecipeCard[] = [];
  for (const id of order) {
    const recipe = byId.get(id);
    if (!recipe) continue;
    const lines = linesOf.get(id) ?? [];
    const derived = recipeAllergens(
      lines.map((line) => ({
        ingredient_id: line.ingredientId,
        name: line.ingredientName,
        allergens_reviewed: line.allergensReviewed,
        allergens: (tagsOf.get(line.ingredientId) ?? []).map((t) => ({
          allergen_id: t.allergenId,
          kind: t.kind,
        })),
      })),
      (manualOf.get(id) ?? []).map((m) => m.allergenId),
      catalogue,
    );
    items.push({
      recipe_id: id,
      name: recipe.name,
      client_facing_name: recipe.clientFacingName,
      meal_types: mealTypesOf(recipe),
      portion_quantity: recipe.portionQuantity,
      portion_unit: recipe.portionUnit,
      directions: recipe.directions,
      layers: (layersOf.get(id) ?? []).map((l) => ({
        recipe_layer_id: l.recipeLayerId,
        name: l.name,
        position: l.position,
      })),
      lines: lines.map((line) => ({
        position: line.position,
        ingredient_id: line.ingredientId,
        ingredient_name: line.ingredientName,
        ingredient_name_de: line.ingredientNameDe,
        recipe_layer_id: line.recipeLayerId,
        quantity: line.quantity,
        unit: line.unit,
        directions: line.directions,
        client_facing_name: line.clientFacingName,
      })),
      allergens: derived.allergens,
      needs_review: derived.needs_review,
      updated_at: recipe.updatedAt.toISOString(),
    });
  }
  return { items, missing_ids: order.filter((id) => !byId.has(id)) };
}

/** The workbook's header: the API's field names (ADR 010). */
export const exportColumns = [
  'recipe_id',
  'name',
  'client_facing_name',
  'meal_types',
  'portion_quantity',
  'portion_unit',
  'layer',
  'position',
  'ingredient_id',
  'ingredient_name',
  'ingredient_name_de',
  'quantity',
  'unit',
  'line_directions',
  'allergens',
  'directions',
] as const;

type Cell = string | number | null;

/** A card's rows of the workbook: one per ingredient line, or one with empty line cells when it has none. */
export function toExportRows(card: RecipeCard): Cell[][] {
  const layerName = new Map(card.layers.map((l) => [l.recipe_layer_id, l.name]));
  const allergenNames = card.allergens.map((a) => (a.may_contain ? `${a.name} (traces)` : a.name)).join(', ');
  const row = (line: Partial<RecipeCard['lines'][number]>): Cell[] => [
    card.recipe_id,
    card.name,
    card.client_facing_name,
    card.meal_types.join(', '),
    card.portion_quantity,
    card.portion_unit,
    line.recipe_layer_id == null ? '' : (layerName.get(line.recipe_layer_id) ?? ''),
    line.position ?? null,
    line.ingredient_id ?? null,
    line.ingredient_name ?? '',
    line.ingredient_name_de ?? '',
    line.quantity ?? null,
    line.unit ?? '',
    line.directions ?? '',
    allergenNames,
    card.directions,
  ];
  return card.lines.length > 0 ? card.lines.map(row) : [row({})];
}
