import { describe, expect, it } from 'vitest';
import {
  consignment,
  consignmentContents,
  deliveryDetailsMeals,
  logisticsOrderId,
  publishConsignmentsRequest,
} from './payload-schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => [
  ...new Set(result.error?.issues.map((i) => i.message) ?? []),
];

const meals = {
  lunch: { allergies: [{ ingredient: 'Butter', isSuppressed: false }], warnings: [], qty: [1] },
};
const bag = { meals, recipes: [{ recipeId: 1, quantity: 0, name: 'Soup', bagId: 1 }] };
const bagContent = { orderId: 12, customerId: '7', bags: [bag], menuIndex: 0 };
const extraContent = {
  specialProgrammeId: '3',
  specialProgrammeName: 'Office',
  startDate: '2024-03-25',
  description: null,
  menuIndex: 1,
};

describe('logisticsOrderId', () => {
  it("accepts an integer or a string, else 'Can only be int or string.'", () => {
    expect(logisticsOrderId.parse(12)).toBe(12);
    expect(logisticsOrderId.parse('SHOP-12')).toBe('SHOP-12');
    for (const bad of [1.5, null, true, {}, '']) {
      expect(messages(logisticsOrderId.safeParse(bad))).toEqual(['Can only be int or string.']);
    }
  });
});

describe('deliveryDetailsMeals', () => {
  it('accepts meals with allergies, warnings and qty arrays', () => {
    expect(deliveryDetailsMeals.safeParse(meals).success).toBe(true);
    expect(deliveryDetailsMeals.safeParse({}).success).toBe(true);
  });
  it("refuses anything else with 'DeliveryDetailsMeals is invalid'", () => {
    for (const bad of [
      { lunch: { allergies: [], warnings: [] } },
      { lunch: { allergies: [{ ingredient: 'Butter' }], warnings: [], qty: [] } },
      { lunch: { allergies: [{ ingredient: 1, isSuppressed: false }], warnings: [], qty: [] } },
      { lunch: { allergies: [], warnings: 'none', qty: [] } },
      { lunch: { allergies: [], warnings: [], qty: [-1] } },
      { supper: { allergies: [], warnings: [], qty: [] } },
      null,
      [],
    ]) {
      expect(messages(deliveryDetailsMeals.safeParse(bad)), JSON.stringify(bad)).toEqual([
        'DeliveryDetailsMeals is invalid',
      ]);
    }
  });
});

describe('consignmentContents', () => {
  it('accepts bag and extra deliveries', () => {
    expect(consignmentContents.safeParse([bagContent, extraContent]).success).toBe(true);
    expect(consignmentContents.safeParse([]).success).toBe(true);
  });
  it("refuses anything else with 'IsConsigmentContent array is invalid'", () => {
    for (const bad of [
      'x',
      [{}],
      [{ ...bagContent, menuIndex: -1 }],
      [{ ...bagContent, customerId: 7 }],
      [
        {
          ...bagContent,
          bags: [{ ...bag, recipes: [{ recipeId: 0, quantity: 1, name: 'Soup', bagId: 1 }] }],
        },
      ],
      [
        {
          ...bagContent,
          bags: [{ ...bag, recipes: [{ recipeId: 1, quantity: -1, name: 'Soup', bagId: 1 }] }],
        },
      ],
      [
        {
          ...bagContent,
          bags: [{ ...bag, recipes: [{ recipeId: 1, quantity: 1, name: 'Soup', bagId: 0 }] }],
        },
      ],
      [{ ...extraContent, startDate: '25.03.2024' }],
      [{ ...extraContent, description: undefined }],
    ]) {
      expect(messages(consignmentContents.safeParse(bad)), JSON.stringify(bad)).toEqual([
        'IsConsigmentContent array is invalid',
      ]);
    }
  });
  it('uses the contents message when a bag’s meals are wrong too', () => {
    const bad = [{ ...bagContent, bags: [{ ...bag, meals: { lunch: { allergies: [], warnings: [] } } }] }];
    expect(messages(consignmentContents.safeParse(bad))).toEqual(['IsConsigmentContent array is invalid']);
  });
});

describe('consignment and publish payload', () => {
  const one = {
    orderId: 'SHOP-1',
    code: 'ABC',
    deliveryAddress: { name: 'Anna Muster', street: 'Bahnhofstrasse 1', postcode: '8001', city: 'Zürich' },
    pickUpTimeFrom: '08:00',
    deliveryTimeFrom: '09:00',
    deliveryTimeTo: '12:00',
    pickupIndex: 0,
    products: [{ dimension: { lengthCm: 40, widthCm: 30, heightCm: 20, weightKg: 3.5 }, description: 'Bag' }],
    first_name: 'Anna',
    trackingItems: [{ status: 1, timestamp: '2024-03-29T08:00:00Z' }],
  };
  it('accepts a publish payload', () => {
    const payload = {
      date: '2024-03-29',
      identifier: 'PM-0',
      team: 'rico',
      consignments: [one],
      env: 'live',
      mode: 'testing',
    };
    expect(publishConsignmentsRequest.safeParse(payload).success).toBe(true);
  });
  it('refuses unknown tracking statuses, envs and negative weights', () => {
    expect(consignment.safeParse({ ...one, trackingItems: [{ status: 10, timestamp: 'x' }] }).success).toBe(
      false,
    );
    expect(
      consignment.safeParse({
        ...one,
        products: [{ dimension: { ...one.products[0]!.dimension, weightKg: -1 }, description: '' }],
      }).success,
    ).toBe(false);
    const payload = {
      date: '2024-03-29',
      identifier: 'PM-0',
      team: 'rico',
      consignments: [],
      env: 'prod',
      mode: 'live',
    };
    expect(publishConsignmentsRequest.safeParse(payload).success).toBe(false);
  });
});
