import { describe, expect, it } from 'vitest';
import { weekTotals } from './week-totals.ts';

describe('weekTotals', () => {
  it('counts each delivered working day by programme', () => {
    const totals = weekTotals('2024-03-25', [
      { counts: { monday: 'numLean', tuesday: 'numLean' } },
      { counts: { monday: 'numStrongFlex', saturday: 'numStrong' } },
    ]);
    expect(totals).toHaveLength(5);
    expect(totals[0]).toEqual({
      date: '2024-03-25',
      numLean: 1,
      numLeanFlex: 0,
      numStrong: 0,
      numStrongFlex: 1,
      numOther: 0,
    });
    expect(totals[1]?.numLean).toBe(1);
    expect(totals[4]?.date).toBe('2024-03-29');
  });
});
