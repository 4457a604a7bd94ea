import type { RecipeDetail, UpdateRecipe } from '../schemas/recipes.ts';
import { recipeCopy } from './recipe-copy.ts';

/**
 * The whole edit of a stored recipe, as a client sends it: an edit replaces every field (ADR 084), its layers and
 * lines included, so each is taken from the recipe. An existing layer is keyed by its id, as its lines name it.
 * For API clients and tests that edit a record they read (the screen builds its body from its form).
 * @public
 */
export function recipeEditBody(recipe: RecipeDetail): UpdateRecipe {
  // The same fields as a copy sends, but the layers keep their ids (edited in place) and the version is sent.
  const copy = recipeCopy(recipe, recipe.name);
  const key = (layerId: number | null) => (layerId === null ? null : String(layerId));
  return {
    ...copy,
    layers: recipe.layers.map((l) => ({
      recipe_layer_id: l.recipe_layer_id,
      key: String(l.recipe_layer_id),
      name: l.name,
    })),
    lines: copy.lines.map((line, i) => ({ ...line, layer_key: key(recipe.lines[i]!.recipe_layer_id) })),
    version: recipe.version,
  };
}
