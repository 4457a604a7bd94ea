import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';
import { additionalMealDateErrors } from './additional-meal-dates.ts';

const dates = (production_date: string | null, bb_date: string | null, expiry_date: string | null) => ({
  production_date,
  bb_date,
  expiry_date,
});

describe('additionalMealDateErrors', () => {
  it('accepts production ≤ best before ≤ expiry, equal days included, and missing dates', () => {
    expect(additionalMealDateErrors(dates('2026-03-02', '2026-03-04', '2026-03-05'))).toEqual({});
    expect(additionalMealDateErrors(dates('2026-03-02', '2026-03-02', '2026-03-02'))).toEqual({});
    expect(additionalMealDateErrors(dates(null, null, null))).toEqual({});
    expect(additionalMealDateErrors(dates('2026-03-02', null, '2026-03-03'))).toEqual({});
  });

  it('marks a best-before date before production', () => {
    expect(additionalMealDateErrors(dates('2026-03-03', '2026-03-02', null))).toEqual({
      bb_date: messages.additionalMealBestBeforeBeforeProduction,
    });
  });

  it('marks an expiry before best before, or before production when there is no best before', () => {
    expect(additionalMealDateErrors(dates('2026-03-01', '2026-03-05', '2026-03-04'))).toEqual({
      expiry_date: messages.additionalMealExpiryBeforeBestBefore,
    });
    expect(additionalMealDateErrors(dates('2026-03-05', null, '2026-03-04'))).toEqual({
      expiry_date: messages.additionalMealExpiryBeforeProduction,
    });
  });

  it('marks both dates of a reversed label', () => {
    expect(additionalMealDateErrors(dates('2026-03-05', '2026-03-04', '2026-03-03'))).toEqual({
      bb_date: messages.additionalMealBestBeforeBeforeProduction,
      expiry_date: messages.additionalMealExpiryBeforeBestBefore,
    });
  });

  it('refuses an expiry before the delivery date only when that date is given', () => {
    const label = dates('2026-03-01', '2026-03-02', '2026-03-03');
    expect(additionalMealDateErrors(label)).toEqual({});
    expect(additionalMealDateErrors(label, '2026-03-03')).toEqual({});
    expect(additionalMealDateErrors(label, '2026-03-04')).toEqual({
      expiry_date: messages.additionalMealExpiryBeforeDelivery,
    });
  });

  it('finds no error exactly when the given dates are in order', () => {
    const day = fc.option(fc.integer({ min: 0, max: 30 }), { nil: null });
    fc.assert(
      fc.property(day, day, day, (p, b, e) => {
        const iso = (n: number | null) => (n === null ? null : addDays('2026-03-01', n));
        const given = [p, b, e].filter((n): n is number => n !== null);
        const ordered = given.every((n, i) => i === 0 || given[i - 1]! <= n);
        const errors = additionalMealDateErrors(dates(iso(p), iso(b), iso(e)));
        expect(Object.keys(errors).length === 0).toBe(ordered);
      }),
    );
  });
});
