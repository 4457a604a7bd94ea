import type { PublicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import type { RecipeAllergens } from '@brigade/domain/recipes/recipe-allergens';
import {
  RECIPE_MEAL_FLAGS,
  mealTypesOf,
  type CreateRecipe,
  type RecipeDetail,
  type RecipeListItem,
  type RecipeMealFlags,
} from '@brigade/domain/schemas/recipes';
import type {
  IngredientTag,
  LayerRow,
  LineRow,
  LineValues,
  RecipeRow,
  RecipeValues,
  RecipeWithFigures,
} from './repository.ts';

function flagsOf(row: RecipeMealFlags): RecipeMealFlags {
  return Object.fromEntries(RECIPE_MEAL_FLAGS.map((flag) => [flag, row[flag]])) as RecipeMealFlags;
}

/** The average rating to two decimals; null when nobody rated the recipe. */
const ratingOf = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

/** The columns list and detail share. */
function core(r: RecipeRow) {
  const flags = flagsOf(r);
  return {
    recipe_id: r.recipeId,
    name: r.name,
    client_facing_name: r.clientFacingName,
    a_life_label: r.aLifeLabel,
    ...flags,
    meal_types: mealTypesOf(flags),
    portion_quantity: r.portionQuantity,
    portion_unit: r.portionUnit,
  };
}

export function toListItem(row: RecipeWithFigures): RecipeListItem {
  const r = row.recipe;
  return {
    ...core(r),
    line_count: Number(row.lineCount),
    revision_status: r.revisionStatus,
    rating: ratingOf(row.rating),
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The lines' ingredients with their allergen tags, as the recipe's allergens are derived from them. */
export function toLineIngredients(lines: LineRow[], tags: IngredientTag[]) {
  return lines.map((l) => ({
    ingredient_id: l.line.ingredientId,
    name: l.ingredientName,
    allergens_reviewed: l.allergensReviewed,
    allergens: tags
      .filter((t) => t.ingredientId === l.line.ingredientId)
      .map((t) => ({ allergen_id: t.allergenId, kind: t.kind })),
  }));
}

export function toDetail(
  row: RecipeWithFigures,
  parts: { layers: LayerRow[]; lines: LineRow[]; manual: number[]; derived: RecipeAllergens },
): RecipeDetail {
  const r = row.recipe;
  return {
    ...core(r),
    error_margin: r.errorMargin,
    directions: r.directions,
    separator_indices: r.separatorIndices,
    revision_status: r.revisionStatus,
    notes: r.notes,
    checklist: r.checklist,
    public_html: r.publicHtml,
    layers: parts.layers.map((l) => ({
      recipe_layer_id: l.recipeLayerId,
      name: l.name,
      position: l.position,
    })),
    lines: parts.lines.map(({ line, ingredientName, ingredientNameDe }) => ({
      uid: line.uid,
      position: line.position,
      ingredient_id: line.ingredientId,
      ingredient_name: ingredientName,
      ingredient_name_de: ingredientNameDe,
      recipe_layer_id: line.recipeLayerId,
      ingredient_spec_suppliers_id: line.ingredientSpecSuppliersId,
      quantity: line.quantity,
      unit: line.unit,
      error_margin: line.errorMargin,
      directions: line.directions,
      client_facing_name: line.clientFacingName,
    })),
    manual_allergen_ids: parts.manual,
    allergens: parts.derived.allergens,
    needs_review: parts.derived.needs_review,
    rating: ratingOf(row.rating),
    version: r.version,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** The recipe's own columns of a save request (separators each once, in order). */
export function toRecipeValues(input: CreateRecipe): Omit<RecipeValues, 'revisionStatus'> {
  return {
    name: input.name,
    clientFacingName: input.client_facing_name,
    aLifeLabel: input.a_life_label,
    ...flagsOf(input),
    portionQuantity: input.portion_quantity,
    portionUnit: input.portion_unit,
    errorMargin: input.error_margin,
    directions: input.directions,
    separatorIndices: [...new Set(input.separator_indices)].sort((a, b) => a - b),
    notes: input.notes,
    checklist: input.checklist,
    publicHtml: input.public_html,
  };
}

/** A request line as the table's values, at its position, pointing at its layer's id (or none). */
export function toLineValues(
  line: CreateRecipe['lines'][number],
  position: number,
  layerId: number | null,
): LineValues {
  return {
    uid: line.uid,
    position,
    ingredientId: line.ingredient_id,
    recipeLayerId: layerId,
    ingredientSpecSuppliersId: line.ingredient_spec_suppliers_id,
    quantity: line.quantity,
    unit: line.unit,
    errorMargin: line.error_margin,
    directions: line.directions,
    clientFacingName: line.client_facing_name,
  };
}

/** The list export's header: the list's fields, meal types as one text. */
export const exportColumns = [
  'recipe_id',
  'name',
  'client_facing_name',
  'a_life_label',
  'meal_types',
  'portion_quantity',
  'portion_unit',
  'line_count',
  'revision_status',
  'rating',
  'version',
  'updated_at',
] as const;

export function toExportRow(item: RecipeListItem) {
  return exportColumns.map((c) => (c === 'meal_types' ? item.meal_types.join(', ') : item[c]));
}

/** The public page's allergens: each with its EU-14 code when it has one (ADR 075). */
export function toPublicAllergens(
  recipe: RecipeDetail,
  codes: ReadonlyMap<number, string>,
): PublicRecipeAllergens {
  return {
    recipe_id: recipe.recipe_id,
    items: recipe.allergens.map((a) => ({
      code: (codes.get(a.allergen_id) ?? null) as PublicRecipeAllergens['items'][number]['code'],
      name: a.name,
      name_de: a.name_de,
      may_contain: a.may_contain,
    })),
    incomplete: recipe.needs_review.length > 0,
  };
}
