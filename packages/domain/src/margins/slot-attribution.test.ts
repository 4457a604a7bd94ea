import { describe, expect, it } from 'vitest';
import type { ProgrammeCounts } from './programme-meals.ts';
import { slotShares } from './slot-attribution.ts';

const ordered = (entries: Record<string, number>) => new Map(Object.entries(entries)) as ProgrammeCounts;
const shares = (portions: number, entries: Record<string, number>) => {
  const result = slotShares(portions, ordered(entries));
  return { programmes: Object.fromEntries(result.programmes), kitchen: result.kitchen };
};

describe("a slot's portions, shared out", () => {
  it('gives each programme what its orders receive and the rest to the kitchen', () => {
    // 5 + 1 + 1 ordered, 8 made (qty_adjust +1): the kitchen carries 1.
    expect(shares(8, { STRONG: 5, LEAN: 1, 'LEAN flex': 1 })).toEqual({
      programmes: { STRONG: 5, LEAN: 1, 'LEAN flex': 1 },
      kitchen: 1,
    });
    // An extra slot: nobody ordered it, all 3 portions are the kitchen's.
    expect(shares(3, {})).toEqual({ programmes: {}, kitchen: 3 });
  });

  it('shares a shortfall in proportion to what each programme ordered', () => {
    // 6 + 2 ordered, 4 made (qty_adjust −4): 4 × 6/8 = 3 and 4 × 2/8 = 1.
    expect(shares(4, { STRONG: 6, LEAN: 2 })).toEqual({ programmes: { STRONG: 3, LEAN: 1 }, kitchen: 0 });
  });

  it('gives nothing to a programme whose bags take away more than its orders get', () => {
    expect(shares(2, { STRONG: 2, LEAN: -1 })).toEqual({ programmes: { STRONG: 2 }, kitchen: 0 });
    expect(shares(0, { STRONG: 2 })).toEqual({ programmes: {}, kitchen: 0 });
  });
});
