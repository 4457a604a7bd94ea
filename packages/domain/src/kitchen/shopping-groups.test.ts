import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { missingDensityMessage } from '../nutrition/unit-conversion.ts';
import {
  packsOf,
  supplierGroups,
  unconvertedLines,
  type GramsTotal,
  type UnitTotal,
} from './shopping-groups.ts';
import type { ShoppingSupplierSpec } from './shopping-list.ts';

const spec = (
  id: number,
  supplierId: number,
  supplierName: string,
  size: number,
  unit: string,
  price: number,
) =>
  ({
    ingredient_spec_suppliers_id: id,
    supplier_id: supplierId,
    supplier_name: supplierName,
    pack_size: size,
    pack_unit: unit,
    price_chf: price,
    is_default: true,
  }) satisfies ShoppingSupplierSpec;

const total = (
  id: number,
  name: string,
  grams: number,
  supplier: ShoppingSupplierSpec | null,
  recipes: number[] = [1],
): GramsTotal => ({
  ingredient_id: id,
  name,
  grams,
  spec: supplier,
  conversion: { name, densityGPerMl: null, pieceWeightG: null },
  recipes: new Set(recipes),
});

describe('packsOf', () => {
  it('rounds the packs up, without a pack for float noise, and prices them', () => {
    // 3630.0000000000005 g in 1.21 kg packs is exactly 3 packs
    expect(packsOf(total(1, 'Flour', 110 * 30 * 1.1, spec(61, 3, 'Mühle', 1.21, 'kg', 2.35)))).toEqual({
      pack_g: 1210,
      packs: 3,
      cost_chf: 7.05,
      pack_issue: null,
    });
    expect(packsOf(total(1, 'Flour', 1211, spec(61, 3, 'Mühle', 1.21, 'kg', 2.35))).packs).toBe(2);
  });

  it('knows nothing without a spec, and says why when the pack does not convert or is empty', () => {
    expect(packsOf(total(1, 'Salt', 88, null))).toEqual({
      pack_g: null,
      packs: null,
      cost_chf: null,
      pack_issue: null,
    });
    expect(packsOf(total(2, 'Oil', 500, spec(21, 2, 'Bio Hof', 1, 'l', 14.9))).pack_issue).toBe(
      missingDensityMessage('Oil', 'l'),
    );
    expect(packsOf(total(2, 'Oil', 500, spec(21, 2, 'Bio Hof', 0, 'kg', 14.9))).pack_issue).toBe(
      messages.packSizeInvalid,
    );
  });
});

describe('supplierGroups', () => {
  const groups = supplierGroups([
    total(3, 'salt', 88, null),
    total(2, 'Carrot', 2000, spec(12, 2, 'bio Hof', 2000, 'g', 9), [300, 100]),
    total(5, 'Rice', 800, spec(51, 1, 'Gemüse Müller', 1, 'piece', 20)),
    total(1, 'Apple', 1500.004, spec(13, 2, 'bio Hof', 1, 'kg', 3)),
  ]);

  it('sorts the suppliers by name, the lines without one last, and the lines by name', () => {
    expect(groups.map((g) => [g.supplier_id, g.supplier_name, g.lines.map((l) => l.name)])).toEqual([
      [2, 'bio Hof', ['Apple', 'Carrot']],
      [1, 'Gemüse Müller', ['Rice']],
      [null, null, ['salt']],
    ]);
  });

  it('sums the known costs, marks a group whose pack does not convert, and rounds only the output', () => {
    expect(groups.map((g) => [g.cost_chf, g.cost_incomplete])).toEqual([
      [15, false],
      [0, true],
      [0, false],
    ]);
    expect(groups[0]?.lines[0]?.total_g).toBe(1500);
    expect(groups[0]?.lines[1]?.recipe_ids).toEqual([100, 300]);
  });
});

describe('unconvertedLines', () => {
  it('sorts by name, then unit, and rounds the quantities', () => {
    const unit = (id: number, name: string, u: string, quantity: number): UnitTotal => ({
      ingredient_id: id,
      name,
      unit: u,
      quantity,
      reason: 'why',
      recipes: new Set([2, 1]),
    });
    expect(
      unconvertedLines([
        unit(4, 'Basil', 'tbsp', 10),
        unit(4, 'Basil', 'piece', 88.004),
        unit(1, 'anise', 'cup', 1),
      ]),
    ).toEqual([
      { ingredient_id: 1, name: 'anise', unit: 'cup', quantity: 1, reason: 'why', recipe_ids: [1, 2] },
      { ingredient_id: 4, name: 'Basil', unit: 'piece', quantity: 88, reason: 'why', recipe_ids: [1, 2] },
      { ingredient_id: 4, name: 'Basil', unit: 'tbsp', quantity: 10, reason: 'why', recipe_ids: [1, 2] },
    ]);
  });
});
