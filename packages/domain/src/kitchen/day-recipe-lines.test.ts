import { describe, expect, it } from 'vitest';
import {
  changesLines,
  dayLinesKey,
  dayOverridesIndex,
  dayRecipeLines,
  daySwapKeys,
  swapsIngredients,
  type DayLineOverride,
} from './day-recipe-lines.ts';

type Line = { uid: string; ingredientId: number; specId: number | null; name: string; quantity: number };

const lines: Line[] = [
  { uid: 'a', ingredientId: 1, specId: 11, name: 'Butter', quantity: 20 },
  { uid: 'b', ingredientId: 2, specId: null, name: 'Rice', quantity: 80 },
];
const names = new Map([
  [3, 'Olive oil'],
  [4, 'Quinoa'],
]);
const swapIn = (line: Line, id: number): Line => ({ ...line, ingredientId: id, name: names.get(id)! });

const override = (extra: Partial<DayLineOverride>): DayLineOverride => ({
  date: '2026-03-02',
  recipe_id: 7,
  uid: 'a',
  ingredient_id: null,
  ingredient_spec_suppliers_id: null,
  ...extra,
});

describe('dayRecipeLines', () => {
  it('keeps the lines as they are without overrides', () => {
    expect(dayRecipeLines(lines, new Map(), swapIn)).toEqual(lines);
  });

  it('swaps the ingredient of one line, keeping its quantity, and drops the old spec', () => {
    const of = dayOverridesIndex([override({ ingredient_id: 3 })]);
    expect(dayRecipeLines(lines, of('2026-03-02', 7), swapIn)).toEqual([
      { uid: 'a', ingredientId: 3, specId: null, name: 'Olive oil', quantity: 20 },
      lines[1],
    ]);
  });

  it('buys a swapped line from the spec chosen for the day', () => {
    const of = dayOverridesIndex([override({ ingredient_id: 3, ingredient_spec_suppliers_id: 31 })]);
    expect(dayRecipeLines(lines, of('2026-03-02', 7), swapIn)[0]).toMatchObject({
      ingredientId: 3,
      specId: 31,
    });
  });

  it('takes the day spec of a line that is not swapped', () => {
    const of = dayOverridesIndex([override({ uid: 'b', ingredient_spec_suppliers_id: 21 })]);
    expect(dayRecipeLines(lines, of('2026-03-02', 7), swapIn)).toEqual([
      lines[0],
      { ...lines[1], specId: 21 },
    ]);
  });

  it('applies only the overrides of that date and recipe', () => {
    const of = dayOverridesIndex([
      override({ ingredient_id: 3 }),
      override({ uid: 'b', recipe_id: 8, ingredient_id: 4 }),
    ]);
    expect(dayRecipeLines(lines, of('2026-03-03', 7), swapIn)).toEqual(lines);
    expect(dayRecipeLines(lines, of('2026-03-02', 8), swapIn)[1]!.name).toBe('Quinoa');
    expect(dayRecipeLines(lines, of('2026-03-02', 8), swapIn)[0]).toEqual(lines[0]);
  });

  it('ignores an override of a line the recipe no longer has, and a swap to the same ingredient', () => {
    const of = dayOverridesIndex([
      override({ uid: 'gone', ingredient_id: 3 }),
      override({ uid: 'b', ingredient_id: 2 }),
    ]);
    expect(dayRecipeLines(lines, of('2026-03-02', 7), swapIn)).toEqual(lines);
  });

  it("drops a swapped line's client-facing name: it named the recipe's ingredient", () => {
    const named = [{ ...lines[0]!, clientFacingName: 'Swiss butter' }];
    const of = dayOverridesIndex([override({ ingredient_id: 3 })]);
    expect(dayRecipeLines(named, of('2026-03-02', 7), swapIn)[0]).toMatchObject({
      name: 'Olive oil',
      clientFacingName: '',
    });
  });
});

describe('changesLines', () => {
  it('is true for a swap or a spec choice, false for ticks only', () => {
    expect(changesLines(new Map([['a', override({})]]))).toBe(false);
    expect(changesLines(new Map([['a', override({ ingredient_id: 3 })]]))).toBe(true);
    expect(changesLines(new Map([['a', override({ ingredient_spec_suppliers_id: 3 })]]))).toBe(true);
  });
});

describe('swapsIngredients', () => {
  it('is true for a swap only: a spec choice changes what is bought, not the dish', () => {
    expect(swapsIngredients(new Map([['a', override({ ingredient_spec_suppliers_id: 3 })]]))).toBe(false);
    expect(swapsIngredients(new Map([['a', override({ ingredient_id: 3 })]]))).toBe(true);
  });
});

describe('daySwapKeys', () => {
  it("names a date's swaps of the given recipes, sorted, without spec choices or other dates", () => {
    const of = dayOverridesIndex([
      override({ uid: 'b', ingredient_id: 4 }),
      override({ ingredient_id: 3 }),
      override({ uid: 'c', ingredient_spec_suppliers_id: 9 }),
      override({ recipe_id: 8, ingredient_id: 5 }),
      override({ date: '2026-03-03', ingredient_id: 6 }),
    ]);
    expect(daySwapKeys(of, '2026-03-02', [7, 7])).toEqual(['7|a|3', '7|b|4']);
    expect(daySwapKeys(of, '2026-03-02', [8, 7])).toEqual(['7|a|3', '7|b|4', '8|a|5']);
    expect(daySwapKeys(of, '2026-03-04', [7])).toEqual([]);
  });
});

describe('dayLinesKey', () => {
  it('is the same for dates that change the lines alike, and empty when nothing changes', () => {
    const of = dayOverridesIndex([
      override({ ingredient_id: 3 }),
      override({ uid: 'b', ingredient_spec_suppliers_id: 21 }),
      override({ date: '2026-03-03', uid: 'b', ingredient_spec_suppliers_id: 21 }),
      override({ date: '2026-03-03', ingredient_id: 3 }),
      override({ date: '2026-03-04', ingredient_id: 3 }),
      override({ date: '2026-03-05', uid: 'b' }),
    ]);
    const key = (date: string) => dayLinesKey(of(date, 7));
    expect(key('2026-03-02')).toBe('a:3:,b::21');
    expect(key('2026-03-03')).toBe(key('2026-03-02'));
    expect(key('2026-03-04')).toBe('a:3:');
    expect(key('2026-03-05')).toBe('');
    expect(key('2026-03-06')).toBe('');
  });
});
