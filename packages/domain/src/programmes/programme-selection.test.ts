import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { programmeFromMealTypes } from './programme-selection.ts';
import { MEAL_TYPES } from './meal-types.ts';

describe('programmeFromMealTypes', () => {
  it('gives STRONG without the dinner slot when nothing is selected', () => {
    expect(programmeFromMealTypes([])).toEqual({ type: 'STRONG', isFlex: false, discountMeals: [] });
  });
  it('gives LEAN with the dinner slot for power shake + dinner, in any order', () => {
    expect(programmeFromMealTypes(['power_shake', 'dinner'])).toMatchObject({ type: 'LEAN', isFlex: true });
    expect(programmeFromMealTypes(['dinner', 'power_shake'])).toMatchObject({ type: 'LEAN', isFlex: true });
  });
  it('accepts power shake + breakfast only with the variant flag', () => {
    expect(programmeFromMealTypes(['power_shake', 'breakfast'], { breakfastVariant: true })).toEqual({
      type: 'LEAN',
      isFlex: true,
      discountMeals: ['power_shake', 'breakfast'],
    });
    expect(() => programmeFromMealTypes(['power_shake', 'breakfast'])).toThrow('not a programme');
  });
  it('gives LEAN without dinner for power shake alone and STRONG with dinner for dinner alone', () => {
    expect(programmeFromMealTypes(['power_shake'])).toMatchObject({ type: 'LEAN', isFlex: false });
    expect(programmeFromMealTypes(['dinner'])).toMatchObject({ type: 'STRONG', isFlex: true });
  });
  it('counts a meal picked twice once', () => {
    expect(programmeFromMealTypes(['dinner', 'dinner'])).toEqual({
      type: 'STRONG',
      isFlex: true,
      discountMeals: ['dinner'],
    });
  });
  it('refuses more than 2 meal types', () => {
    expect(() => programmeFromMealTypes(['power_shake', 'dinner', 'breakfast'])).toThrow(
      'Select at most 2 meal types',
    );
  });
  it('refuses other combinations and unknown meal types', () => {
    for (const bad of [
      ['lunch'],
      ['breakfast'],
      ['other'],
      ['lunch', 'dinner'],
      ['breakfast', 'dinner'],
      ['supper'],
    ]) {
      expect(() => programmeFromMealTypes(bad, { breakfastVariant: true }), bad.join()).toThrow(
        'not a programme',
      );
    }
  });
  it('never answers for a selection that has neither power shake nor dinner, apart from none', () => {
    const others = MEAL_TYPES.filter((m) => m !== 'power_shake' && m !== 'dinner');
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...others), { minLength: 1, maxLength: 2 }), (sel) => {
        expect(() => programmeFromMealTypes(sel, { breakfastVariant: true })).toThrow();
      }),
    );
  });
});
