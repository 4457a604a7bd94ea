import { describe, expect, it } from 'vitest';
import type { ShoppingContent, ShoppingLineItem } from '../schemas/shopping-lists.ts';
import type { ProgrammeCounts } from './programme-meals.ts';
import { costPerPortion, foodCostByRow, usedFoodCost } from './food-cost.ts';

const spec = (packSize: number, packUnit: string, price: number) => ({
  ingredient_spec_suppliers_id: 1,
  supplier_id: 1,
  supplier_name: 'Zz Bio Partner',
  pack_size: packSize,
  pack_unit: packUnit,
  price_chf: price,
  is_default: true,
});
const line = (
  id: number,
  name: string,
  totalG: number,
  bought: { spec: ReturnType<typeof spec>; packG: number | null } | null,
): ShoppingLineItem => ({
  line_key: `${id}-1`,
  ingredient_id: id,
  name,
  total_g: totalG,
  spec: bought?.spec ?? null,
  pack_g: bought?.packG ?? null,
  packs: null,
  cost_chf: null,
  pack_issue: null,
  recipe_ids: [1],
  is_done: false,
});

// A lunch of 8 portions: rice 100 g and chicken 150 g a portion, salt 2 g (no supplier spec), spinach bought
// by the piece (no piece weight), a bay leaf (not in grams).
const content: Pick<ShoppingContent, 'groups' | 'unconverted'> = {
  groups: [
    {
      supplier_id: 1,
      supplier_name: 'Zz Bio Partner',
      cost_chf: 0,
      cost_incomplete: true,
      lines: [
        line(1, 'Rice', 800, { spec: spec(5, 'kg', 12.5), packG: 5000 }),
        line(2, 'Chicken', 1200, { spec: spec(1, 'kg', 20), packG: 1000 }),
        line(3, 'Spinach', 400, { spec: spec(1, 'piece', 4), packG: null }),
      ],
    },
    {
      supplier_id: null,
      supplier_name: null,
      cost_chf: 0,
      cost_incomplete: false,
      lines: [line(4, 'Salt', 16, null)],
    },
  ],
  unconverted: [
    {
      line_key: '5-u-piece',
      ingredient_id: 5,
      name: 'Bay leaf',
      unit: 'piece',
      quantity: 8,
      reason: 'no piece weight',
      recipe_ids: [1],
      is_done: false,
    },
  ],
};

describe('food cost as used', () => {
  it('costs the grams at the price per gram of the pack, not whole packs', () => {
    // Rice 800 g of a 5,000 g pack at 12.50 = 2.00 (the list buys a whole pack: 12.50);
    // chicken 1,200 g at 20.00 a kg = 24.00. 26.00 for 8 portions: 3.25 a portion.
    const used = usedFoodCost(content);
    expect(used.cost).toBeCloseTo(26, 10);
    expect(costPerPortion(content, 8)).toBeCloseTo(3.25, 10);
    expect(costPerPortion(content, 0)).toBe(0);
  });

  it('names what it cannot cost, and why', () => {
    expect(usedFoodCost(content).uncosted).toEqual([
      { ingredient_id: 3, name: 'Spinach', reason: 'PACK_NOT_IN_GRAMS' },
      { ingredient_id: 4, name: 'Salt', reason: 'NO_SUPPLIER_PRICE' },
      { ingredient_id: 5, name: 'Bay leaf', reason: 'NOT_IN_GRAMS' },
    ]);
  });
});

describe('food cost by programme', () => {
  const ordered = (entries: Record<string, number>) => new Map(Object.entries(entries)) as ProgrammeCounts;

  it('costs each programme’s share of each slot at the slot’s cost per portion', () => {
    // Lunch: 8 portions at 3.25; STRONG 4, LEAN flex 1, LEAN 1, STRONG trial 1 ordered, the kitchen 1 more.
    // Dinner: 3 portions at 0.3212; STRONG 2, STRONG trial 1.
    // Extra slot: 3 portions at 1.00, the kitchen's.
    const rows = foodCostByRow([
      {
        portions: 8,
        costPerPortion: 3.25,
        ordered: ordered({ STRONG: 4, 'LEAN flex': 1, LEAN: 1, 'STRONG trial': 1 }),
      },
      { portions: 3, costPerPortion: 0.3212, ordered: ordered({ STRONG: 2, 'STRONG trial': 1 }) },
      { portions: 3, costPerPortion: 1, ordered: ordered({}) },
    ]);
    const of = (key: Parameters<typeof rows.get>[0]) => rows.get(key);
    expect(of('STRONG')?.portions).toBe(6);
    expect(of('STRONG')?.cost).toBeCloseTo(13 + 0.6424, 10);
    expect(of('STRONG trial')?.cost).toBeCloseTo(3.25 + 0.3212, 10);
    expect(of('LEAN')).toEqual({ portions: 1, cost: 3.25 });
    expect(of('LEAN flex')).toEqual({ portions: 1, cost: 3.25 });
    expect(of('KITCHEN')).toEqual({ portions: 4, cost: 6.25 });
    expect(of('STRONG flex')).toBeUndefined();
    const total = [...rows.values()].reduce((sum, r) => sum + r.cost, 0);
    expect(total).toBeCloseTo(8 * 3.25 + 3 * 0.3212 + 3, 10);
  });
});
