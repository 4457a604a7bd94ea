import { describe, expect, it } from 'vitest';
import { labourFigures, sumLabourWeeks } from './labour.ts';

describe('labourFigures', () => {
  it('adds staff and couriers, and divides meals by the staff hours only', () => {
    const week = {
      staff_hours: 40,
      staff_cost_chf: 1200,
      courier_hours: 10,
      courier_cost_chf: 250,
      meals: 500,
    };
    expect(labourFigures(week)).toEqual({
      ...week,
      hours: 50,
      cost_chf: 1450,
      meals_per_hour: 12.5,
      staff_cost_per_meal: 2.4,
    });
  });
  it('leaves the ratios empty without hours or meals', () => {
    const none = { staff_hours: 0, staff_cost_chf: 0, courier_hours: 0, courier_cost_chf: 0, meals: 0 };
    expect(labourFigures(none)).toMatchObject({ meals_per_hour: null, staff_cost_per_meal: null });
    expect(sumLabourWeeks([none, { ...none, meals: 3, staff_hours: 1.5 }])).toMatchObject({
      meals: 3,
      staff_hours: 1.5,
    });
  });
});
