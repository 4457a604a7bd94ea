import type { QuantityUnit } from '@brigade/domain/nutrition/unit-conversion';
import {
  RECIPE_MEAL_FLAGS,
  type RecipeDetail,
  type RecipeMealFlags,
  type UpdateRecipeRequest,
} from '@brigade/domain/schemas/recipes';

export interface LineValues {
  uid: string;
  ingredient_id: number | null;
  ingredient_name: string;
  ingredient_name_de: string;
  /** The layer's key, '' for none. */
  layer_key: string;
  /** The supplier spec id, '' for none. */
  ingredient_spec_suppliers_id: number | '';
  quantity: string;
  unit: string;
  error_margin: string;
  directions: string;
  client_facing_name: string;
  /** A separator is drawn after this line. */
  separator_after: boolean;
}

export interface LayerValues {
  recipe_layer_id: number | null;
  key: string;
  name: string;
}

export type RecipeFormValues = RecipeMealFlags & {
  name: string;
  client_facing_name: string;
  a_life_label: string;
  portion_quantity: string;
  portion_unit: string;
  error_margin: string;
  directions: string;
  notes: string;
  checklist: { text: string; done: boolean }[];
  public_html: { header: string; html: string }[];
  layers: LayerValues[];
  lines: LineValues[];
  manual_allergen_ids: number[];
};

let counter = 0;
/** A key no line or layer of this page has yet. */
export function newKey(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${String(counter)}`;
}

export function emptyLine(): LineValues {
  return {
    uid: newKey('l'),
    ingredient_id: null,
    ingredient_name: '',
    ingredient_name_de: '',
    layer_key: '',
    ingredient_spec_suppliers_id: '',
    quantity: '',
    unit: 'g',
    error_margin: '0',
    directions: '',
    client_facing_name: '',
    separator_after: false,
  };
}

/** The form's values of a saved recipe (or of a new one). */
export function recipeFormValues(recipe: RecipeDetail | undefined): RecipeFormValues {
  const flags = Object.fromEntries(
    RECIPE_MEAL_FLAGS.map((f) => [f, recipe?.[f] ?? false]),
  ) as RecipeMealFlags;
  if (!recipe) {
    return {
      ...flags,
      name: '',
      client_facing_name: '',
      a_life_label: '',
      portion_quantity: '',
      portion_unit: 'g',
      error_margin: '0',
      directions: '',
      notes: '',
      checklist: [],
      public_html: [],
      layers: [],
      lines: [],
      manual_allergen_ids: [],
    };
  }
  const separators = new Set(recipe.separator_indices);
  return {
    ...flags,
    name: recipe.name,
    client_facing_name: recipe.client_facing_name,
    a_life_label: recipe.a_life_label,
    portion_quantity: String(recipe.portion_quantity),
    portion_unit: recipe.portion_unit,
    error_margin: String(recipe.error_margin),
    directions: recipe.directions,
    notes: recipe.notes,
    checklist: recipe.checklist,
    public_html: recipe.public_html,
    layers: recipe.layers.map((l) => ({
      recipe_layer_id: l.recipe_layer_id,
      key: String(l.recipe_layer_id),
      name: l.name,
    })),
    lines: recipe.lines.map((l, i) => ({
      uid: l.uid,
      ingredient_id: l.ingredient_id,
      ingredient_name: l.ingredient_name,
      ingredient_name_de: l.ingredient_name_de,
      layer_key: l.recipe_layer_id === null ? '' : String(l.recipe_layer_id),
      ingredient_spec_suppliers_id: l.ingredient_spec_suppliers_id ?? '',
      quantity: String(l.quantity),
      unit: l.unit,
      error_margin: String(l.error_margin),
      directions: l.directions,
      client_facing_name: l.client_facing_name,
      separator_after: separators.has(i),
    })),
    manual_allergen_ids: recipe.manual_allergen_ids,
  };
}

/**
 * The request the form's values become (the server checks it with the same schema): every field, as an edit
 * replaces the whole recipe (ADR 084); a new recipe sends the same.
 */
export function recipeRequest(values: RecipeFormValues): Omit<UpdateRecipeRequest, 'version'> {
  const flags = Object.fromEntries(RECIPE_MEAL_FLAGS.map((f) => [f, values[f]])) as RecipeMealFlags;
  const layerKeys = new Set(values.layers.map((l) => l.key));
  return {
    ...flags,
    name: values.name,
    client_facing_name: values.client_facing_name,
    a_life_label: values.a_life_label,
    portion_quantity: values.portion_quantity,
    portion_unit: values.portion_unit as QuantityUnit,
    error_margin: values.error_margin,
    directions: values.directions,
    notes: values.notes,
    checklist: values.checklist,
    public_html: values.public_html,
    layers: values.layers,
    lines: values.lines.map((l) => ({
      uid: l.uid,
      ingredient_id: l.ingredient_id ?? 0,
      layer_key: l.layer_key && layerKeys.has(l.layer_key) ? l.layer_key : null,
      ingredient_spec_suppliers_id:
        l.ingredient_spec_suppliers_id === '' ? null : l.ingredient_spec_suppliers_id,
      quantity: l.quantity,
      unit: l.unit as QuantityUnit,
      error_margin: l.error_margin,
      directions: l.directions,
      client_facing_name: l.client_facing_name,
    })),
    separator_indices: values.lines.flatMap((l, i) =>
      l.separator_after && i < values.lines.length - 1 ? [i] : [],
    ),
    manual_allergen_ids: values.manual_allergen_ids,
  };
}
