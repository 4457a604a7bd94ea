import { describe, expect, it } from 'vitest';
import { deliveredMealTypes } from './programme-meals.ts';

describe('deliveredMealTypes', () => {
  it('gives every meal to a full STRONG order', () => {
    expect(deliveredMealTypes('STRONG', [])).toEqual([
      'breakfast',
      'shot',
      'lunch',
      'dressing',
      'treat',
      'power_shake',
      'dinner',
      'other',
    ]);
  });
  it('leaves the power shake out of LEAN even when not listed', () => {
    expect(deliveredMealTypes('LEAN', [])).not.toContain('power_shake');
    expect(deliveredMealTypes('LEAN', ['dinner'])).toEqual([
      'breakfast',
      'shot',
      'lunch',
      'dressing',
      'treat',
      'other',
    ]);
  });
  it('drops the dressing with the lunch', () => {
    expect(deliveredMealTypes('STRONG', ['lunch'])).toEqual([
      'breakfast',
      'shot',
      'treat',
      'power_shake',
      'dinner',
      'other',
    ]);
  });
  it('always adds other', () => {
    expect(deliveredMealTypes('LEAN', ['breakfast', 'shot', 'lunch', 'treat', 'dinner', 'other'])).toEqual([
      'other',
    ]);
  });
});
