import { describe, expect, it } from 'vitest';
import { packingProblems, type PackingDelivery } from './packing-check.ts';

const anna: PackingDelivery = {
  orderId: 1,
  customerId: 10,
  customerName: 'A.Muster',
  date: '2026-11-30',
  recipes: [
    { recipeId: 12, bagNo: 1 },
    { recipeId: 14, bagNo: 2 },
  ],
  allergyMatches: new Map([[12, ['Walnuts']]]),
};
const ben: PackingDelivery = {
  ...anna,
  orderId: 2,
  customerId: 20,
  customerName: 'B.Keller',
  allergyMatches: new Map(),
};

describe('packing check', () => {
  it('is green when the meal is the customer’s, of the day, in this bag and safe', () => {
    expect(
      packingProblems(
        { orderId: 1, date: '2026-11-30', recipeId: 14 },
        anna,
        { orderId: 1, date: '2026-11-30', bagNo: 2 },
        anna,
      ),
    ).toEqual([]);
  });

  it('is red for a meal that matches the bag customer’s allergy, even their own', () => {
    expect(
      packingProblems(
        { orderId: 1, date: '2026-11-30', recipeId: 12 },
        anna,
        { orderId: 1, date: '2026-11-30', bagNo: 1 },
        anna,
      ),
    ).toEqual([{ code: 'allergy', ingredients: ['Walnuts'] }]);
  });

  it('names another customer, another day and a recipe the bag does not carry', () => {
    expect(
      packingProblems(
        { orderId: 2, date: '2026-11-30', recipeId: 14 },
        ben,
        { orderId: 1, date: '2026-11-30', bagNo: 2 },
        anna,
      ),
    ).toEqual([{ code: 'wrong_customer', mealCustomer: 'B.Keller', bagCustomer: 'A.Muster' }]);
    expect(
      packingProblems(
        { orderId: 1, date: '2026-12-01', recipeId: 14 },
        null,
        { orderId: 1, date: '2026-11-30', bagNo: 2 },
        anna,
      ),
    ).toEqual([{ code: 'wrong_day', mealDate: '2026-12-01', bagDate: '2026-11-30' }]);
    expect(
      packingProblems(
        { orderId: 1, date: '2026-11-30', recipeId: 14 },
        anna,
        { orderId: 1, date: '2026-11-30', bagNo: 1 },
        anna,
      ),
    ).toEqual([{ code: 'not_in_bag', bagNo: 1 }]);
    expect(
      packingProblems(
        { orderId: 9, date: '2026-11-30', recipeId: 12 },
        null,
        { orderId: 1, date: '2026-11-30', bagNo: 1 },
        anna,
      ),
    ).toEqual([
      { code: 'wrong_customer', mealCustomer: '#9', bagCustomer: 'A.Muster' },
      { code: 'allergy', ingredients: ['Walnuts'] },
    ]);
  });
});
