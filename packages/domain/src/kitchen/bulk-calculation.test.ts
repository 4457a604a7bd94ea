import { describe, expect, it } from 'vitest';
import { bulkCalculation } from './bulk-calculation.ts';
import type { ShoppingIngredient, ShoppingRecipe } from './shopping-list.ts';

const OATS: ShoppingIngredient = {
  ingredient_id: 1,
  name: 'Oats',
  density_g_per_ml: null,
  grams_per_piece: null,
  specs: [
    {
      ingredient_spec_suppliers_id: 10,
      supplier_id: 1,
      supplier_name: 'Mühle',
      pack_size: 1,
      pack_unit: 'kg',
      price_chf: 3.2,
      is_default: true,
    },
  ],
};
const MILK: ShoppingIngredient = {
  ingredient_id: 2,
  name: 'Milk',
  density_g_per_ml: 1.03,
  grams_per_piece: null,
  specs: [],
};

const PORRIDGE: ShoppingRecipe = {
  recipe_id: 1,
  error_margin: 10,
  lines: [
    {
      ingredient_id: 1,
      name: 'Oats',
      quantity: 60,
      unit: 'g',
      error_margin: 0,
      ingredient_spec_suppliers_id: null,
    },
    {
      ingredient_id: 2,
      name: 'Milk',
      quantity: 2,
      unit: 'dl',
      error_margin: 0,
      ingredient_spec_suppliers_id: null,
    },
  ],
};
const BARS: ShoppingRecipe = {
  recipe_id: 2,
  error_margin: 0,
  lines: [
    {
      ingredient_id: 1,
      name: 'Oats',
      quantity: 40,
      unit: 'g',
      error_margin: 5,
      ingredient_spec_suppliers_id: 10,
    },
  ],
};

describe('bulkCalculation', () => {
  it('totals the ingredients of recipes × quantities with the shopping-list merge', () => {
    // Oats: porridge 60 g × 50 × 1.10 = 3300 g; bars 40 g × 20 × 1.05 = 840 g; total 4140 g
    //       → ceil(4140 / 1000) = 5 packs × 3.20 = 16.00
    // Milk: 2 dl = 200 ml × 1.03 = 206 g × 50 × 1.10 = 11 330 g, no spec
    const result = bulkCalculation({
      items: [
        { recipe: PORRIDGE, quantity: 50 },
        { recipe: BARS, quantity: 20 },
      ],
      ingredients: [OATS, MILK],
    });
    expect(result.groups.map((g) => g.lines.map((l) => [l.name, l.total_g, l.packs, l.cost_chf]))).toEqual([
      [['Oats', 4140, 5, 16]],
      [['Milk', 11330, null, null]],
    ]);
    expect(result.groups[0]?.lines[0]?.recipe_ids).toEqual([1, 2]);
    expect(result.cost_chf).toBe(16);
    expect(result.unconverted).toEqual([]);
  });

  it('adds the quantities of a recipe given twice', () => {
    // 60 g × (3 + 7) × 1.10 = 660 g
    const result = bulkCalculation({
      items: [
        { recipe: PORRIDGE, quantity: 3 },
        { recipe: PORRIDGE, quantity: 7 },
      ],
      ingredients: [OATS, MILK],
    });
    expect(result.groups[0]?.lines[0]?.total_g).toBe(660);
  });
});
