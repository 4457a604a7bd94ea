import {
  RECIPE_MEAL_FLAGS,
  type CreateRecipe,
  type RecipeDetail,
  type RecipeMealFlags,
} from '../schemas/recipes.ts';

/** The longest name a recipe may have. */
const NAME_MAX = 100;

/**
 * What saving a copy of a recipe sends: its core, lines, layers and manual allergens, as a new recipe. The copy
 * is named `name`, or 'Copy of …' (cut to the longest name allowed) when none is given. Its layers are new (keyed
 * by the source's layer ids) and its lines point at them; line uids stay, they are per recipe.
 */
export function recipeCopy(source: RecipeDetail, name?: string): CreateRecipe {
  const flags = Object.fromEntries(RECIPE_MEAL_FLAGS.map((flag) => [flag, source[flag]])) as RecipeMealFlags;
  const key = (layerId: number) => `copy-${layerId}`;
  return {
    ...flags,
    name: name || `Copy of ${source.name}`.slice(0, NAME_MAX),
    client_facing_name: source.client_facing_name,
    a_life_label: source.a_life_label,
    portion_quantity: source.portion_quantity,
    // The source was saved through the same request, so its units are ones the request accepts.
    portion_unit: source.portion_unit as CreateRecipe['portion_unit'],
    error_margin: source.error_margin,
    directions: source.directions,
    notes: source.notes,
    checklist: source.checklist,
    public_html: source.public_html,
    separator_indices: source.separator_indices,
    manual_allergen_ids: source.manual_allergen_ids,
    layers: source.layers.map((l) => ({ recipe_layer_id: null, key: key(l.recipe_layer_id), name: l.name })),
    lines: source.lines.map((l) => ({
      uid: l.uid,
      ingredient_id: l.ingredient_id,
      layer_key: l.recipe_layer_id === null ? null : key(l.recipe_layer_id),
      ingredient_spec_suppliers_id: l.ingredient_spec_suppliers_id,
      quantity: l.quantity,
      unit: l.unit as CreateRecipe['lines'][number]['unit'],
      error_margin: l.error_margin,
      directions: l.directions,
      client_facing_name: l.client_facing_name,
    })),
  };
}
