import { describe, expect, it } from 'vitest';
import { updateRecipeRequest, type RecipeDetail } from '../schemas/recipes.ts';
import { recipeEditBody } from './recipe-edit.ts';

const line = {
  uid: 'a',
  position: 0,
  ingredient_id: 3,
  ingredient_name: 'Lentils',
  ingredient_name_de: 'Linsen',
  recipe_layer_id: 31,
  ingredient_spec_suppliers_id: 12,
  quantity: 80,
  unit: 'g',
  error_margin: 2,
  directions: 'Rinse',
  client_facing_name: 'lentils',
};

const soup: RecipeDetail = {
  recipe_id: 7,
  name: 'Lentil soup',
  client_facing_name: 'Red lentil soup',
  a_life_label: 'LS',
  isBreakfast: false,
  isShot: false,
  isLunch: true,
  isDressing: false,
  isTreat: false,
  isPowerShake: false,
  isDinner: true,
  isOther: false,
  meal_types: ['lunch', 'dinner'],
  portion_quantity: 350,
  portion_unit: 'g',
  error_margin: 5,
  directions: 'Simmer.',
  separator_indices: [0],
  revision_status: 'APPROVED',
  notes: 'Spicy',
  checklist: [{ text: 'Taste', done: true }],
  public_html: [{ header: 'About', html: '<p>Warm</p>' }],
  layers: [{ recipe_layer_id: 31, name: 'Base', position: 0 }],
  lines: [
    line,
    {
      ...line,
      uid: 'b',
      position: 1,
      recipe_layer_id: null,
      ingredient_spec_suppliers_id: null,
      unit: 'tsp',
    },
  ],
  manual_allergen_ids: [9],
  allergens: [],
  needs_review: [],
  rating: 4.5,
  version: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('recipeEditBody', () => {
  it('sends every field of the recipe; its layers keyed by id and the lines naming them', () => {
    const body = recipeEditBody(soup);
    expect(body).toMatchObject({
      name: 'Lentil soup',
      isLunch: true,
      isTreat: false,
      notes: 'Spicy',
      version: 3,
    });
    expect(body.layers).toEqual([{ recipe_layer_id: 31, key: '31', name: 'Base' }]);
    expect(body.lines.map((l) => [l.uid, l.layer_key, l.ingredient_spec_suppliers_id, l.unit])).toEqual([
      ['a', '31', 12, 'g'],
      ['b', null, null, 'tsp'],
    ]);
    // The edit schema takes it as it is: nothing left out, nothing changed.
    expect(updateRecipeRequest.parse(body)).toEqual(body);
  });

  it('is refused with a field left out, a line field too', () => {
    const { notes: _left, ...partial } = recipeEditBody(soup);
    const paths = (value: object) =>
      updateRecipeRequest.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(partial)).toEqual(['notes']);
    const body = recipeEditBody(soup);
    const { error_margin: _margin, ...lineWithout } = body.lines[0]!;
    expect(paths({ ...body, lines: [lineWithout, body.lines[1]] })).toEqual(['lines.0.error_margin']);
  });
});
