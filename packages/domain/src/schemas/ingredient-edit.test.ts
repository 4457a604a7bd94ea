import { describe, expect, it } from 'vitest';
import { ingredientEditBody } from './ingredient-edit.ts';
import { updateIngredientRequest, type IngredientDetail } from './ingredients.ts';

const declaration = (allergen_id: number, state: IngredientDetail['declarations'][number]['state']) => ({
  allergen_id,
  name: `Allergen ${allergen_id}`,
  name_de: `Allergen ${allergen_id} DE`,
  code: null,
  state,
  declared_by: null,
  declared_at: null,
});

const quark: IngredientDetail = {
  ingredient_id: 12,
  name: 'Quark',
  name_de: 'Magerquark',
  spec: 'low fat',
  spec_de: 'mager',
  energy_kcal: 67,
  fat_g: 0.3,
  saturated_fat_g: null,
  carbohydrates_g: 4,
  sugars_g: 4,
  fibre_g: null,
  protein_g: 12,
  sodium_mg: 40,
  density_g_per_ml: null,
  grams_per_piece: 250,
  allergens_reviewed: false,
  source: 'label',
  legacy: false,
  version: 3,
  updated_at: '2026-11-29T10:00:00.000Z',
  allergens: [{ allergen_id: 7, name: 'Milk', name_de: 'Milch', kind: 'CONTAINS' }],
  declarations: [declaration(1, 'FREE'), declaration(2, 'UNKNOWN'), declaration(7, 'CONTAINS')],
  specs: [],
};

describe('ingredientEditBody', () => {
  it('sends every field of the ingredient, unknown nutrients as null and only its declared allergens', () => {
    const body = ingredientEditBody(quark);
    expect(body).toMatchObject({
      name_de: 'Magerquark',
      saturated_fat_g: null,
      grams_per_piece: 250,
      version: 3,
    });
    expect(body.allergens).toEqual([
      { allergen_id: 1, kind: 'FREE' },
      { allergen_id: 7, kind: 'CONTAINS' },
    ]);
    // The edit schema takes it as it is: nothing left out, nothing changed.
    expect(updateIngredientRequest.parse(body)).toEqual(body);
  });

  it('is refused with a field left out (a nutrient left out is not read as unknown)', () => {
    const { fibre_g: _left, ...partial } = ingredientEditBody(quark);
    const result = updateIngredientRequest.safeParse(partial);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fibre_g']);
  });
});
