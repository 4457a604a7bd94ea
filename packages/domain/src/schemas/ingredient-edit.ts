import type { IngredientDetail, UpdateIngredientRequest } from './ingredients.ts';

/**
 * The whole edit of a stored ingredient, as a client sends it: an edit replaces every field (ADR 084), so each is
 * taken from the ingredient. Its allergens are the declared ones (an UNKNOWN one is left out of the list).
 * For API clients and tests that edit a record they read (the screen builds its body from its form).
 * @public
 */
export function ingredientEditBody(ingredient: IngredientDetail): Required<UpdateIngredientRequest> {
  return {
    name: ingredient.name,
    name_de: ingredient.name_de,
    spec: ingredient.spec,
    spec_de: ingredient.spec_de,
    energy_kcal: ingredient.energy_kcal,
    fat_g: ingredient.fat_g,
    saturated_fat_g: ingredient.saturated_fat_g,
    carbohydrates_g: ingredient.carbohydrates_g,
    sugars_g: ingredient.sugars_g,
    fibre_g: ingredient.fibre_g,
    protein_g: ingredient.protein_g,
    sodium_mg: ingredient.sodium_mg,
    density_g_per_ml: ingredient.density_g_per_ml,
    grams_per_piece: ingredient.grams_per_piece,
    allergens_reviewed: ingredient.allergens_reviewed,
    source: ingredient.source,
    allergens: ingredient.declarations.flatMap((d) =>
      d.state === 'UNKNOWN' ? [] : [{ allergen_id: d.allergen_id, kind: d.state }],
    ),
    version: ingredient.version,
  };
}
