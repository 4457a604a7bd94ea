import { describe, expect, it } from 'vitest';
import { defaultLabourRange, labourFigures, sumLabourWeeks } from './labour.ts';

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

describe('defaultLabourRange', () => {
  it('is the 12 weeks up to the default week', () => {
    // Wednesday 18 Nov 2026: the default week is this one (Monday 16 Nov).
    expect(defaultLabourRange(new Date('2026-11-18T10:00:00Z'))).toEqual({
      from: '2026-08-31',
      to: '2026-11-16',
    });
    expect(defaultLabourRange(new Date(), { from: '2026-01-05' })).toEqual({
      from: '2026-01-05',
      to: '2026-03-23',
    });
  });
});
