import { describe, expect, it } from 'vitest';
import { kcalFromMacros, kjFromKcal } from './energy.ts';

describe('energy', () => {
  it('computes kcal as 4·carbs + 9·fat + 4·protein', () => {
    expect(kcalFromMacros({ carbsG: 10, fatG: 10, proteinG: 10 })).toBe(170);
    expect(kcalFromMacros({ carbsG: 0, fatG: 0, proteinG: 0 })).toBe(0);
    expect(kcalFromMacros({ carbsG: 0, fatG: 1, proteinG: 0 })).toBe(9);
  });
  it('computes kJ as 4.18·kcal', () => {
    expect(kjFromKcal(100)).toBeCloseTo(418, 10);
    expect(kjFromKcal(0)).toBe(0);
  });
});
