import { describe, expect, it } from 'vitest';
import {
  computeShoppingContent,
  portionsPerRecipe,
  withDone,
  type NamedShoppingRecipe,
} from './shopping-content.ts';
import type { ShoppingIngredient } from './shopping-list.ts';

const carrot: ShoppingIngredient = {
  ingredient_id: 1,
  name: 'Carrot',
  density_g_per_ml: null,
  grams_per_piece: null,
  specs: [
    {
      ingredient_spec_suppliers_id: 11,
      supplier_id: 1,
      supplier_name: 'Gemüse Müller',
      pack_size: 1,
      pack_unit: 'kg',
      price_chf: 2.5,
      is_default: true,
    },
  ],
};

const named = (
  id: number,
  name: string,
  lines: NamedShoppingRecipe['recipe']['lines'],
): NamedShoppingRecipe => ({
  name,
  recipe: { recipe_id: id, error_margin: 0, lines },
});

const recipes = new Map([
  [
    1,
    named(1, 'Soup', [
      {
        ingredient_id: 1,
        name: 'Carrot',
        quantity: 150,
        unit: 'g',
        ingredient_spec_suppliers_id: null,
        error_margin: 0,
      },
    ]),
  ],
  [
    2,
    named(2, 'Bowl', [
      {
        ingredient_id: 4,
        name: 'Basil',
        quantity: 1,
        unit: 'bunch',
        ingredient_spec_suppliers_id: null,
        error_margin: 0,
      },
    ]),
  ],
]);

describe('portionsPerRecipe', () => {
  it('adds up the portions of a recipe that comes several times', () => {
    const summed = portionsPerRecipe([
      { recipeId: 1, portions: 3 },
      { recipeId: 2, portions: 3 },
      { recipeId: 1, portions: 5 },
    ]);
    expect([...summed]).toEqual([
      [1, 8],
      [2, 3],
    ]);
  });
});

describe('computeShoppingContent', () => {
  const content = computeShoppingContent(
    new Map([
      [1, 8],
      [2, 3],
      [99, 4],
    ]),
    recipes,
    [carrot],
  );

  it('keys each line, marks none done and lists the recipes by name, leaving out unknown ones', () => {
    expect(content.groups[0]?.lines.map((l) => [l.line_key, l.total_g, l.packs, l.is_done])).toEqual([
      ['1-11', 1200, 2, false],
    ]);
    expect(content.unconverted.map((l) => [l.line_key, l.quantity, l.is_done])).toEqual([
      ['4-u-bunch', 3, false],
    ]);
    expect(content.cost_chf).toBe(5);
    expect(content.recipes).toEqual([
      { recipe_id: 2, name: 'Bowl', portions: 3 },
      { recipe_id: 1, name: 'Soup', portions: 8 },
    ]);
  });

  it('applies done marks by line key', () => {
    const done = withDone(content, new Set(['4-u-bunch', '7-none']));
    expect(done.groups[0]?.lines[0]?.is_done).toBe(false);
    expect(done.unconverted[0]?.is_done).toBe(true);
    expect(done.recipes).toEqual(content.recipes);
  });
});
