import { describe, expect, it } from 'vitest';
import { programmeTypesOn } from './programme-types.ts';

describe('programmeTypesOn', () => {
  it('each type plain and flex, then the trials, with the meals and prices of the day’s model', () => {
    const { price_model, programme_types } = programmeTypesOn('2026-03-10');
    expect(price_model).toBe(3);
    expect(programme_types.map((p) => p.programme)).toEqual([
      'LEAN',
      'LEAN flex',
      'STRONG',
      'STRONG flex',
      'LEAN trial',
      'STRONG trial',
    ]);
    const leanFlex = programme_types[1];
    expect(leanFlex).toMatchObject({
      discount_meals: ['power_shake', 'dinner'],
      day_rate: 60,
      week_price: 300,
    });
    expect(programme_types.slice(4).map((p) => p.week_price)).toEqual([60, 65]);
  });

  it('prices by the model of the date', () => {
    expect(programmeTypesOn('2021-01-04').price_model).toBe(2);
  });
});
