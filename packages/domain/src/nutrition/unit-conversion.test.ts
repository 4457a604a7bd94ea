import { describe, expect, it } from 'vitest';
import { parseUnit, toGrams } from './unit-conversion.ts';
import type { DomainError } from '../errors/domain-error.ts';

const oil = { name: 'Olive oil', densityGPerMl: 0.91, pieceWeightG: null };
const egg = { name: 'Egg', pieceWeightG: 55 };
const salt = { name: 'Salt' };

describe('toGrams', () => {
  it('converts masses directly', () => {
    expect(toGrams(250, 'g', salt)).toBe(250);
    expect(toGrams(1.5, 'kg', salt)).toBe(1500);
    expect(toGrams(500, 'mg', salt)).toBe(0.5);
  });
  it('converts volumes through the density', () => {
    expect(toGrams(100, 'ml', oil)).toBeCloseTo(91, 10);
    expect(toGrams(1, 'l', oil)).toBeCloseTo(910, 10);
    expect(toGrams(1, 'dl', oil)).toBeCloseTo(91, 10);
    expect(toGrams(1, 'cl', oil)).toBeCloseTo(9.1, 10);
    expect(toGrams(1, 'tsp', oil)).toBeCloseTo(4.55, 10);
    expect(toGrams(1, 'tbsp', oil)).toBeCloseTo(13.65, 10);
    expect(toGrams(1, 'cup', oil)).toBeCloseTo(227.5, 10);
  });
  it('converts pieces through the piece weight', () => {
    expect(toGrams(2, 'piece', egg)).toBe(110);
    expect(toGrams(3, 'pcs', egg)).toBe(165);
  });
  it('gives 0 for 0 whatever the unit', () => {
    expect(toGrams(0, 'kg', salt)).toBe(0);
  });
  it('names the ingredient when a density or piece weight is missing', () => {
    expect(() => toGrams(1, 'tbsp', salt)).toThrow(
      'Cannot convert tbsp of Salt to grams: set its density (g per ml) first',
    );
    expect(() => toGrams(1, 'ml', { name: 'Milk', densityGPerMl: 0 })).toThrow('density');
    expect(() => toGrams(1, 'piece', oil)).toThrow(
      'Cannot convert pieces of Olive oil to grams: set its weight per piece first',
    );
    try {
      toGrams(1, 'cup', salt);
    } catch (error) {
      expect((error as DomainError).code).toBe('UNIT_CONVERSION_MISSING');
    }
  });
  it('refuses unknown units and negative or non-numeric quantities', () => {
    expect(() => toGrams(1, 'pinch', salt)).toThrow("Unknown unit 'pinch'");
    expect(() => toGrams(-1, 'g', salt)).toThrow('must be a number of 0 or more');
    expect(() => toGrams(Number.NaN, 'g', salt)).toThrow('must be a number of 0 or more');
  });
});

describe('parseUnit', () => {
  it('reads units case- and space-insensitively, with common spellings', () => {
    expect(parseUnit(' G ')).toBe('g');
    expect(parseUnit('Grams')).toBe('g');
    expect(parseUnit('Tablespoons')).toBe('tbsp');
    expect(parseUnit('Liter')).toBe('l');
    expect(parseUnit('Stück')).toBe('piece');
  });
});
