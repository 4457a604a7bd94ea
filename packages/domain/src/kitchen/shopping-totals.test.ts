import { describe, expect, it } from 'vitest';
import { roundTo2 } from '../numbers/round.ts';
import { shoppingList, type ShoppingIngredient, type ShoppingRecipe } from './shopping-list.ts';
import { shoppingTotalsEach } from './shopping-totals.ts';

const spec = (id: number, supplierId: number, packSize: number, packUnit: string, price: number) => ({
  ingredient_spec_suppliers_id: id,
  supplier_id: supplierId,
  supplier_name: `Supplier ${supplierId}`,
  pack_size: packSize,
  pack_unit: packUnit,
  price_chf: price,
  is_default: id % 10 === 1,
});
const INGREDIENTS: ShoppingIngredient[] = [
  {
    ingredient_id: 1,
    name: 'Carrot',
    density_g_per_ml: null,
    grams_per_piece: 80,
    specs: [spec(11, 1, 5, 'kg', 12.5), spec(12, 2, 2000, 'g', 9)],
  },
  {
    ingredient_id: 2,
    name: 'Olive oil',
    density_g_per_ml: 0.92,
    grams_per_piece: null,
    specs: [spec(21, 2, 1, 'l', 14.9)],
  },
  { ingredient_id: 3, name: 'Basil', density_g_per_ml: null, grams_per_piece: null, specs: [] },
];
const line = (id: number, quantity: number, unit: string, margin = 0, specId: number | null = null) => ({
  ingredient_id: id,
  name: INGREDIENTS[id - 1]!.name,
  quantity,
  unit,
  error_margin: margin,
  ingredient_spec_suppliers_id: specId,
});
const RECIPES = new Map<number, ShoppingRecipe>([
  [
    100,
    { recipe_id: 100, error_margin: 10, lines: [line(1, 150, 'g'), line(2, 2, 'tbsp'), line(3, 2, 'piece')] },
  ],
  [
    200,
    {
      recipe_id: 200,
      error_margin: 0,
      lines: [line(1, 2, 'piece', 5, 12), line(2, 10, 'ml'), line(3, 1, 'tbsp')],
    },
  ],
]);
// Three weeks: both recipes, one of them (and a recipe no longer there), nothing.
const WEEKS = [
  new Map([
    [100, 40],
    [200, 13],
  ]),
  new Map([
    [200, 7],
    [999, 5],
  ]),
  new Map<number, number>(),
];

describe('shoppingTotalsEach (ADR 070)', () => {
  it("gives each list's grams, whole packs' cost and unconverted quantities as its shopping list does", () => {
    const totals = shoppingTotalsEach(WEEKS, RECIPES, INGREDIENTS);
    expect(totals).toHaveLength(3);
    WEEKS.forEach((portions, k) => {
      const list = shoppingList({
        recipes: [...portions].flatMap(([id, count]) => {
          const recipe = RECIPES.get(id);
          return recipe ? [{ ...recipe, portions: count }] : [];
        }),
        ingredients: INGREDIENTS,
      });
      const lines = list.groups.flatMap((g) => g.lines);
      const byKey = (l: { ingredient_id: number; cost_chf: number | null }) =>
        `${l.ingredient_id}|${l.cost_chf}`;
      expect(
        totals[k]!.lines.map((l) => ({ ...l, grams: roundTo2(l.grams) })).sort((a, b) =>
          byKey(a).localeCompare(byKey(b)),
        ),
      ).toEqual(
        lines
          .map((l) => ({
            ingredient_id: l.ingredient_id,
            name: l.name,
            grams: l.total_g,
            cost_chf: l.cost_chf,
          }))
          .sort((a, b) => byKey(a).localeCompare(byKey(b))),
      );
      expect(totals[k]!.unconverted).toEqual(
        list.unconverted.map((u) => ({ ingredient_id: u.ingredient_id, name: u.name, unit: u.unit })),
      );
      expect(totals[k]!.cost_chf).toBe(list.cost_chf);
    });
  });

  it('works out the first week by hand: carrots from two specs, oil by density, basil not converted', () => {
    const [week] = shoppingTotalsEach(WEEKS.slice(0, 1), RECIPES, INGREDIENTS);
    // Soup: 150 g × 1.1 × 40 = 6,600 g carrots (default spec 11: 2 packs of 5 kg = 25.00);
    // roast: 2 pieces × 80 g × 1.05 × 13 = 2,184 g from its own spec 12 (2 packs of 2 kg = 18.00).
    // Oil: 2 tbsp = 30 ml × 0.92 × 1.1 × 40 = 1,214.4 g + 10 ml × 0.92 × 13 = 119.6 g = 1,334 g (2 × 1 l = 29.80).
    expect(week!.lines.map((l) => [l.ingredient_id, roundTo2(l.grams), l.cost_chf])).toEqual([
      [1, 6600, 25],
      [2, 1334, 29.8],
      [1, 2184, 18],
    ]);
    expect(week!.unconverted.map((u) => u.unit)).toEqual(['piece', 'tbsp']);
    expect(week!.cost_chf).toBe(72.8);
  });

  it('converts each key once: a recipe as cooked with a swap is its own key with its own lines (ADR 074)', () => {
    // The soup with its carrots swapped for oil on some dates: 150 g oil × 1.1 × 10 = 1,650 g; as written
    // 150 g carrots × 1.1 × 30 = 4,950 g.
    const soup = RECIPES.get(100)!;
    const swapped = { ...soup, lines: [{ ...soup.lines[0]!, ingredient_id: 2, name: 'Olive oil' }] };
    const asWritten = { ...soup, lines: [soup.lines[0]!] };
    const recipes = new Map([
      ['100|', asWritten],
      ['100|a:2:', swapped],
    ]);
    const [week] = shoppingTotalsEach(
      [
        new Map([
          ['100|', 30],
          ['100|a:2:', 10],
        ]),
      ],
      recipes,
      INGREDIENTS,
    );
    expect(week!.lines.map((l) => [l.name, roundTo2(l.grams)])).toEqual([
      ['Carrot', 4950],
      ['Olive oil', 1650],
    ]);
  });
});
