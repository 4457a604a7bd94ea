import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundTo2 } from './round.ts';

describe('roundTo2', () => {
  it('rounds halves away from zero on the written decimal', () => {
    expect(roundTo2(1.005)).toBe(1.01);
    expect(roundTo2(1.004)).toBe(1);
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2(-1.005)).toBe(-1.01);
    expect(roundTo2(0.1 + 0.2)).toBe(0.3);
    expect(roundTo2(70 * 0.9)).toBe(63);
  });
  it('leaves whole numbers, zero and non-finite values alone', () => {
    expect(roundTo2(85)).toBe(85);
    expect(Object.is(roundTo2(-0.001), 0)).toBe(true);
    expect(roundTo2(Number.NaN)).toBeNaN();
    expect(roundTo2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
  it('is idempotent and never moves a value by more than half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundTo2(x);
        expect(roundTo2(r)).toBe(r);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});
