import {
  RECIPE_MEAL_FLAGS,
  type RecipeDetail,
  type RecipeMealFlags,
  type UpdateRecipe,
} from '../schemas/recipes.ts';

/**
 * The whole edit of a stored recipe, as a client sends it: an edit replaces every field (ADR 084), its layers and
 * lines included, so each is taken from the recipe. An existing layer is keyed by its id, as its lines name it.
 * For API clients and tests that edit a record they read (the screen builds its body from its form).
 * @public
 */
export function recipeEditBody(recipe: RecipeDetail): UpdateRecipe {
  const flags = Object.fromEntries(RECIPE_MEAL_FLAGS.map((flag) => [flag, recipe[flag]])) as RecipeMealFlags;
  return {
    ...flags,
    name: recipe.name,
    client_facing_name: recipe.client_facing_name,
    a_life_label: recipe.a_life_label,
    portion_quantity: recipe.portion_quantity,
    // The recipe was saved through the same request, so its units are ones the request accepts.
    portion_unit: recipe.portion_unit as UpdateRecipe['portion_unit'],
    error_margin: recipe.error_margin,
    directions: recipe.directions,
    notes: recipe.notes,
    checklist: recipe.checklist,
    public_html: recipe.public_html,
    layers: recipe.layers.map((l) => ({
      recipe_layer_id: l.recipe_layer_id,
      key: String(l.recipe_layer_id),
      name: l.name,
    })),
    lines: recipe.lines.map((l) => ({
      uid: l.uid,
      ingredient_id: l.ingredient_id,
      layer_key: l.recipe_layer_id === null ? null : String(l.recipe_layer_id),
      ingredient_spec_suppliers_id: l.ingredient_spec_suppliers_id,
      quantity: l.quantity,
      unit: l.unit as UpdateRecipe['lines'][number]['unit'],
      error_margin: l.error_margin,
      directions: l.directions,
      client_facing_name: l.client_facing_name,
    })),
    separator_indices: recipe.separator_indices,
    manual_allergen_ids: recipe.manual_allergen_ids,
    version: recipe.version,
  };
}
