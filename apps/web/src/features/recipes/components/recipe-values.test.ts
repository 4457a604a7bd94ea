import { describe, expect, it } from 'vitest';
import { createRecipeRequest, type RecipeDetail } from '@brigade/domain/schemas/recipes';
import { emptyLine, recipeFormValues, recipeRequest } from './recipe-values.ts';

const saved: RecipeDetail = {
  recipe_id: 7,
  name: 'Risotto',
  client_facing_name: '',
  a_life_label: '',
  isBreakfast: false,
  isShot: false,
  isLunch: true,
  isDressing: false,
  isTreat: false,
  isPowerShake: false,
  isDinner: false,
  isOther: false,
  meal_types: ['lunch'],
  portion_quantity: 350,
  portion_unit: 'g',
  error_margin: 5,
  directions: '',
  separator_indices: [0],
  revision_status: 'DRAFT',
  notes: '',
  checklist: [],
  public_html: [],
  layers: [{ recipe_layer_id: 3, name: 'Base', position: 0 }],
  lines: [
    {
      uid: 'a',
      position: 0,
      ingredient_id: 11,
      ingredient_name: 'Rice',
      ingredient_name_de: 'Reis',
      recipe_layer_id: 3,
      ingredient_spec_suppliers_id: null,
      quantity: 80,
      unit: 'g',
      error_margin: 0,
      directions: '',
      client_facing_name: '',
    },
    {
      uid: 'b',
      position: 1,
      ingredient_id: 12,
      ingredient_name: 'Stock',
      ingredient_name_de: 'Brühe',
      recipe_layer_id: null,
      ingredient_spec_suppliers_id: 9,
      quantity: 1.5,
      unit: 'dl',
      error_margin: 0,
      directions: '',
      client_facing_name: '',
    },
  ],
  manual_allergen_ids: [4],
  allergens: [],
  needs_review: [],
  rating: null,
  version: 2,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};

describe('recipe form values', () => {
  it('round-trips a saved recipe into the request the server checks', () => {
    const body = recipeRequest(recipeFormValues(saved));
    expect(body).toMatchObject({
      name: 'Risotto',
      isLunch: true,
      portion_quantity: '350',
      layers: [{ recipe_layer_id: 3, key: '3', name: 'Base' }],
      separator_indices: [0],
      manual_allergen_ids: [4],
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        uid: 'a',
        ingredient_id: 11,
        layer_key: '3',
        ingredient_spec_suppliers_id: null,
        quantity: '80',
      }),
      expect.objectContaining({
        uid: 'b',
        layer_key: null,
        ingredient_spec_suppliers_id: 9,
        quantity: '1.5',
        unit: 'dl',
      }),
    ]);
    const parsed = createRecipeRequest.parse(body);
    expect(parsed.lines[1]?.quantity).toBe(1.5);
  });

  it('drops a removed layer from its lines and a separator after the last line; refuses a line without ingredient', () => {
    const values = recipeFormValues(saved);
    values.layers = [];
    values.lines[1]!.separator_after = true;
    values.lines.push({ ...emptyLine(), quantity: '2,5', separator_after: true });
    const body = recipeRequest(values);
    expect(body.lines?.[0]?.layer_key).toBeNull();
    expect(body.separator_indices).toEqual([0, 1]);
    const result = createRecipeRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.2.ingredient_id']);
  });
});
