import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import {
  missingDensityMessage,
  missingPieceWeightMessage,
  unknownUnitMessage,
} from '../nutrition/unit-conversion.ts';
import {
  MAX_SHOPPING_DATES,
  shoppingList,
  shoppingListName,
  sortedShoppingDates,
  wasteFactor,
  type ShoppingIngredient,
  type ShoppingListInput,
  type ShoppingRecipe,
  type ShoppingRecipeLine,
} from './shopping-list.ts';

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a DomainError');
}

const spec = (
  id: number,
  supplierId: number,
  supplierName: string,
  packSize: number,
  packUnit: string,
  price: number,
  isDefault: boolean,
) => ({
  ingredient_spec_suppliers_id: id,
  supplier_id: supplierId,
  supplier_name: supplierName,
  pack_size: packSize,
  pack_unit: packUnit,
  price_chf: price,
  is_default: isDefault,
});

const MUELLER = 'Gemüse Müller';
const BIO = 'Bio Hof';

const INGREDIENTS: ShoppingIngredient[] = [
  {
    ingredient_id: 1,
    name: 'Carrot',
    density_g_per_ml: null,
    grams_per_piece: 80,
    specs: [spec(11, 1, MUELLER, 5, 'kg', 12.5, true), spec(12, 2, BIO, 2000, 'g', 9, false)],
  },
  {
    ingredient_id: 2,
    name: 'Olive oil',
    density_g_per_ml: 0.92,
    grams_per_piece: null,
    specs: [spec(21, 2, BIO, 1, 'l', 14.9, true)],
  },
  { ingredient_id: 3, name: 'Salt', density_g_per_ml: null, grams_per_piece: null, specs: [] },
  { ingredient_id: 4, name: 'Basil', density_g_per_ml: null, grams_per_piece: null, specs: [] },
  {
    ingredient_id: 5,
    name: 'Rice',
    density_g_per_ml: null,
    grams_per_piece: null,
    specs: [spec(51, 1, MUELLER, 1, 'piece', 20, true)],
  },
];

const line = (
  ingredientId: number,
  name: string,
  quantity: number,
  unit: string,
  margin = 0,
  specId: number | null = null,
): ShoppingRecipeLine => ({
  ingredient_id: ingredientId,
  name,
  quantity,
  unit,
  error_margin: margin,
  ingredient_spec_suppliers_id: specId,
});

const SOUP: ShoppingRecipe = {
  recipe_id: 100,
  error_margin: 10,
  lines: [
    line(1, 'Carrot', 150, 'g'),
    line(2, 'Olive oil', 2, 'tbsp'),
    line(3, 'Salt', 2, 'g'),
    line(4, 'Basil', 2, 'piece'),
  ],
};
const ROAST: ShoppingRecipe = {
  recipe_id: 200,
  error_margin: 0,
  lines: [
    line(1, 'Carrot', 2, 'piece', 5, 12),
    line(2, 'Olive oil', 10, 'ml'),
    line(5, 'Rice', 80, 'g'),
    line(4, 'Basil', 1, 'tbsp'),
  ],
};
const SALAD: ShoppingRecipe = {
  recipe_id: 300,
  error_margin: 5,
  lines: [line(1, 'Carrot', 100, 'g', 10)],
};

const INPUT: ShoppingListInput = {
  recipes: [
    { ...SOUP, portions: 40 },
    { ...ROAST, portions: 10 },
    { ...SALAD, portions: 4 },
  ],
  ingredients: INGREDIENTS,
};

describe('sortedShoppingDates', () => {
  it('keeps each date once, ascending', () => {
    expect(sortedShoppingDates(['2024-03-27', '2024-03-25', '2024-03-27', '2023-12-31'])).toEqual([
      '2023-12-31',
      '2024-03-25',
      '2024-03-27',
    ]);
  });

  it("refuses what is not a list with the old app's message", () => {
    expect(refusal(() => sortedShoppingDates('2024-03-25'))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'Dates must be array',
    });
  });

  it('refuses a date that is not a real YYYY-MM-DD date', () => {
    for (const bad of ['2024-02-30', '25.03.2024', '2024-3-5', 20240325, null]) {
      expect(refusal(() => sortedShoppingDates(['2024-03-25', bad]))).toEqual({
        code: 'INVALID_DATE',
        message: messages.dateInvalid,
      });
    }
  });

  it('refuses an empty list and more than a year of dates', () => {
    expect(refusal(() => sortedShoppingDates([])).message).toBe(messages.datesRequired);
    const many = Array.from({ length: MAX_SHOPPING_DATES + 1 }, (_, i) =>
      new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(refusal(() => sortedShoppingDates(many)).message).toBe(messages.tooManyDates);
    expect(sortedShoppingDates(many.slice(1))).toHaveLength(MAX_SHOPPING_DATES);
  });
});

describe('shoppingListName', () => {
  it('keeps a given name and otherwise names the list after its first and last date', () => {
    expect(shoppingListName('Party', ['2026-03-02'])).toBe('Party');
    expect(shoppingListName('', ['2026-03-02'])).toBe('2026-03-02');
    expect(shoppingListName('', ['2026-03-02', '2026-03-04', '2026-03-06'])).toBe('2026-03-02 – 2026-03-06');
  });
});

describe('wasteFactor', () => {
  it('compounds the recipe and line margins', () => {
    // 1.10 × 1.05 = 1.155 (15.5 %, not 15 %)
    expect(wasteFactor(10, 5)).toBeCloseTo(1.155, 12);
    expect(wasteFactor(0, 0)).toBe(1);
    expect(refusal(() => wasteFactor(101, 0)).message).toBe(messages.recipeErrorMarginInvalid);
    expect(refusal(() => wasteFactor(0, -1)).message).toBe(messages.recipeErrorMarginInvalid);
  });
});

describe('shoppingList', () => {
  // Soup × 40 (margin 10 %), Roast × 10 (0 %), Salad × 4 (5 %).
  //
  // Carrot, default spec 11 (Gemüse Müller, 5 kg, 12.50):
  //   soup  150 g × 40 × 1.10 × 1.00        = 6600 g
  //   salad 100 g ×  4 × 1.05 × 1.10        =  462 g
  //   total 7062 g → ceil(7062 / 5000) = 2 packs → 25.00
  // Carrot, the roast line's spec 12 (Bio Hof, 2000 g, 9.00):
  //   roast 2 pieces × 80 g = 160 g × 10 × 1.00 × 1.05 = 1680 g → 1 pack → 9.00
  // Olive oil, default spec 21 (Bio Hof, 1 l = 1000 ml × 0.92 = 920 g, 14.90):
  //   soup  2 tbsp = 30 ml × 0.92 = 27.6 g × 40 × 1.10 = 1214.4 g
  //   roast 10 ml × 0.92 = 9.2 g × 10                  =   92 g
  //   total 1306.4 g → ceil(1306.4 / 920 = 1.42) = 2 packs → 29.80
  // Rice, spec 51 (Gemüse Müller, 1 piece, 20.00): 80 g × 10 = 800 g; a piece of rice has no weight → no packs
  // Salt, no spec: 2 g × 40 × 1.10 = 88 g
  // Basil, no density and no piece weight:
  //   soup  2 pieces × 40 × 1.10 = 88 pieces;  roast 1 tbsp × 10 = 10 tbsp
  // Groups: Bio Hof 9.00 + 29.80 = 38.80; Gemüse Müller 25.00 (+ rice unknown); no supplier. Total 63.80.
  const list = shoppingList(INPUT);

  it('groups by supplier name, the group without a supplier last', () => {
    expect(list.groups.map((g) => [g.supplier_id, g.supplier_name])).toEqual([
      [2, BIO],
      [1, MUELLER],
      [null, null],
    ]);
  });

  it('merges per ingredient and chosen spec with grams, packs and cost', () => {
    const [bio, mueller, none] = list.groups;
    expect(
      bio?.lines.map((l) => [
        l.name,
        l.total_g,
        l.spec?.ingredient_spec_suppliers_id,
        l.pack_g,
        l.packs,
        l.cost_chf,
      ]),
    ).toEqual([
      ['Carrot', 1680, 12, 2000, 1, 9],
      ['Olive oil', 1306.4, 21, 920, 2, 29.8],
    ]);
    expect(bio?.cost_chf).toBe(38.8);
    expect(bio?.cost_incomplete).toBe(false);
    expect(
      mueller?.lines.map((l) => [
        l.name,
        l.total_g,
        l.spec?.ingredient_spec_suppliers_id,
        l.pack_g,
        l.packs,
        l.cost_chf,
      ]),
    ).toEqual([
      ['Carrot', 7062, 11, 5000, 2, 25],
      ['Rice', 800, 51, null, null, null],
    ]);
    expect(mueller?.lines[0]?.recipe_ids).toEqual([100, 300]);
    expect(mueller?.lines[1]?.pack_issue).toBe(missingPieceWeightMessage('Rice'));
    expect(mueller?.cost_chf).toBe(25);
    expect(mueller?.cost_incomplete).toBe(true);
    expect(none?.lines).toEqual([
      {
        ingredient_id: 3,
        name: 'Salt',
        total_g: 88,
        spec: null,
        pack_g: null,
        packs: null,
        cost_chf: null,
        pack_issue: null,
        recipe_ids: [100],
      },
    ]);
    expect(none?.cost_chf).toBe(0);
    expect(list.cost_chf).toBe(63.8);
  });

  it('keeps what cannot be converted, summed per unit, with the reason', () => {
    expect(list.unconverted).toEqual([
      {
        ingredient_id: 4,
        name: 'Basil',
        unit: 'piece',
        quantity: 88,
        reason: missingPieceWeightMessage('Basil'),
        recipe_ids: [100],
      },
      {
        ingredient_id: 4,
        name: 'Basil',
        unit: 'tbsp',
        quantity: 10,
        reason: missingDensityMessage('Basil', 'tbsp'),
        recipe_ids: [200],
      },
    ]);
  });

  it('sums the same unit over recipes and keeps an unknown unit as written', () => {
    // 3 bunches × 2 + 1 bunch × 5 = 11 bunches (margins 0)
    const bunch = (id: number, qty: number): ShoppingRecipe => ({
      recipe_id: id,
      error_margin: 0,
      lines: [line(4, 'Basil', qty, ' Bunch ')],
    });
    const result = shoppingList({
      recipes: [
        { ...bunch(1, 3), portions: 2 },
        { ...bunch(2, 1), portions: 5 },
      ],
      ingredients: INGREDIENTS,
    });
    expect(result.groups).toEqual([]);
    expect(result.unconverted).toEqual([
      {
        ingredient_id: 4,
        name: 'Basil',
        unit: 'Bunch',
        quantity: 11,
        reason: unknownUnitMessage(' Bunch '),
        recipe_ids: [1, 2],
      },
    ]);
  });

  it('does not add a pack for float noise', () => {
    // 110 g × 30 × 1.10 = 3630 g, 3630.0000000000005 in floating point; 3630 / 1210 is exactly 3 packs
    const result = shoppingList({
      recipes: [{ recipe_id: 1, error_margin: 10, portions: 30, lines: [line(6, 'Flour', 110, 'g')] }],
      ingredients: [
        {
          ingredient_id: 6,
          name: 'Flour',
          density_g_per_ml: null,
          grams_per_piece: null,
          specs: [spec(61, 3, 'Mühle', 1.21, 'kg', 2.35, true)],
        },
      ],
    });
    const flour = result.groups[0]?.lines[0];
    expect([flour?.total_g, flour?.packs, flour?.cost_chf]).toEqual([3630, 3, 7.05]);
  });

  it("falls back to the default spec when the line's spec is not the ingredient's", () => {
    const result = shoppingList({
      recipes: [{ recipe_id: 1, error_margin: 0, portions: 1, lines: [line(1, 'Carrot', 100, 'g', 0, 999)] }],
      ingredients: INGREDIENTS,
    });
    expect(result.groups[0]?.lines[0]?.spec?.ingredient_spec_suppliers_id).toBe(11);
  });

  it('converts masses of an ingredient it has no data for, without a supplier', () => {
    // 0.5 kg × 3 × 1.2 = 1800 g; 2 cups (500 ml) cannot be converted without a density
    const result = shoppingList({
      recipes: [
        {
          recipe_id: 7,
          error_margin: 20,
          portions: 3,
          lines: [line(99, 'Mystery', 0.5, 'kg'), line(99, 'Mystery', 2, 'cup')],
        },
      ],
      ingredients: [],
    });
    expect(result.groups).toHaveLength(1);
    expect(result.groups[0]?.supplier_id).toBeNull();
    expect(result.groups[0]?.lines[0]?.total_g).toBe(1800);
    expect(result.unconverted[0]?.reason).toBe(missingDensityMessage('Mystery', 'cup'));
    expect(result.unconverted[0]?.quantity).toBe(7.2); // 2 × 3 × 1.2
  });

  it('adds nothing for a recipe with 0 portions', () => {
    const result = shoppingList({ recipes: [{ ...SOUP, portions: 0 }], ingredients: INGREDIENTS });
    expect(result).toEqual({ groups: [], unconverted: [], cost_chf: 0 });
  });

  it('refuses portions and margins out of range', () => {
    expect(
      refusal(() => shoppingList({ recipes: [{ ...SOUP, portions: -1 }], ingredients: INGREDIENTS })).message,
    ).toBe(messages.invalidValue);
    expect(
      refusal(() =>
        shoppingList({ recipes: [{ ...SOUP, error_margin: 150, portions: 1 }], ingredients: INGREDIENTS }),
      ).message,
    ).toBe(messages.recipeErrorMarginInvalid);
  });
});
