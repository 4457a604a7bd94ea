import { describe, expect, it } from 'vitest';
import { createRecipeRequest, updateRecipeRequest, type RecipeDetail } from '../schemas/recipes.ts';
import { recipeCopy } from './recipe-copy.ts';
import { recipeEditBody } from './recipe-edit.ts';

const source: RecipeDetail = {
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
    {
      uid: 'a',
      position: 0,
      ingredient_id: 3,
      ingredient_name: 'Lentils',
      ingredient_name_de: 'Linsen',
      recipe_layer_id: 31,
      ingredient_spec_suppliers_id: 12,
      quantity: 80,
      unit: 'g',
      error_margin: 0,
      directions: 'Rinse',
      client_facing_name: 'lentils',
    },
    {
      uid: 'b',
      position: 1,
      ingredient_id: 4,
      ingredient_name: 'Salt',
      ingredient_name_de: 'Salz',
      recipe_layer_id: null,
      ingredient_spec_suppliers_id: null,
      quantity: 1,
      unit: 'g',
      error_margin: 0,
      directions: '',
      client_facing_name: '',
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

describe('recipeCopy', () => {
  it("is named 'Copy of …' unless a name is given, cut to 100 characters", () => {
    expect(recipeCopy(source).name).toBe('Copy of Lentil soup');
    expect(recipeCopy(source, 'Soup II').name).toBe('Soup II');
    expect(recipeCopy({ ...source, name: 'x'.repeat(100) }).name).toHaveLength(100);
  });

  it('keeps the core, flags, manual allergens and lines; layers become new ones the lines point at', () => {
    const copy = recipeCopy(source);
    expect(copy).toMatchObject({
      isLunch: true,
      isDinner: true,
      isBreakfast: false,
      portion_quantity: 350,
      notes: 'Spicy',
      separator_indices: [0],
      manual_allergen_ids: [9],
    });
    expect(copy.layers).toEqual([{ recipe_layer_id: null, key: 'copy-31', name: 'Base' }]);
    expect(copy.lines.map((l) => [l.uid, l.layer_key, l.ingredient_spec_suppliers_id])).toEqual([
      ['a', 'copy-31', 12],
      ['b', null, null],
    ]);
  });

  it('is a save request the schema accepts as it is', () => {
    const copy = recipeCopy(source);
    expect(createRecipeRequest.parse(copy)).toEqual(copy);
  });
});

describe('recipeEditBody', () => {
  it('sends every field of the recipe; its layers keyed by id and the lines naming them', () => {
    const body = recipeEditBody(source);
    expect(body).toMatchObject({
      name: 'Lentil soup',
      isLunch: true,
      isTreat: false,
      notes: 'Spicy',
      version: 3,
    });
    expect(body.layers).toEqual([{ recipe_layer_id: 31, key: '31', name: 'Base' }]);
    expect(body.lines.map((l) => [l.uid, l.layer_key, l.ingredient_spec_suppliers_id])).toEqual([
      ['a', '31', 12],
      ['b', null, null],
    ]);
    // The edit schema takes it as it is: nothing left out, nothing changed.
    expect(updateRecipeRequest.parse(body)).toEqual(body);
  });

  it('is refused with a field left out, a line field too', () => {
    const { notes: _left, ...partial } = recipeEditBody(source);
    const paths = (value: object) =>
      updateRecipeRequest.safeParse(value).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(partial)).toEqual(['notes']);
    const body = recipeEditBody(source);
    const { error_margin: _margin, ...lineWithout } = body.lines[0]!;
    expect(paths({ ...body, lines: [lineWithout, body.lines[1]] })).toEqual(['lines.0.error_margin']);
  });
});
