import { describe, expect, it } from 'vitest';
import { mgToG, saltFromSodium, saltGFromSodiumMg } from './salt.ts';

describe('salt', () => {
  it('converts sodium to salt at 2.58', () => {
    expect(saltFromSodium(1)).toBe(2.58);
    expect(saltFromSodium(0)).toBe(0);
  });
  it('converts mg to g first', () => {
    expect(mgToG(1500)).toBe(1.5);
    expect(saltGFromSodiumMg(400)).toBeCloseTo(1.032, 10);
  });
});
