import { describe, expect, it } from 'vitest';
import { rowHealth, weekCustomerRow, type WeekRowInput } from './week-customer-row.ts';
import {
  ASSIGN_DELIVERY_GROUP_MESSAGE,
  DELIVERY_MISMATCH_MESSAGE,
  DELIVERY_UNDETERMINED_MESSAGE,
} from './week-delivery.ts';

// Week 2024_13: Monday 25 March to Sunday 31 March 2024.
const base: WeekRowInput = {
  weekStart: '2024-03-25',
  order: {
    order_id: 7,
    customer_id: 3,
    type: 'LEAN',
    is_flex: true,
    day_trial: false,
    discount_meals: null,
    start_date: '2024-03-25',
    end_date: null,
    weekdays: [1, 2, 3, 4, 5],
    delivery_type_id: null,
    pick_up: false,
    order_version: 3,
    is_subscription: false,
    price_date: '2024-03-20',
  },
  customer: { customer_id: 3, first_name: 'Anna', last_name: 'Muster', is_office: false },
  place: {
    company: '',
    name: 'Anna Muster',
    co: '',
    street: 'Bahnhofstrasse 1',
    postcode: '8001',
    city: 'Zürich',
    latitude: 47.37,
    longitude: 8.54,
  },
  deliveryTypeNames: new Map([
    [1, 'Evening courier'],
    [2, 'Office morning'],
  ]),
  zone: { delivery_type_id: 1, delivery_type_id_company: 2 },
  dayOverrides: [],
  mealOverrides: [],
  allergies: ['Peanuts'],
  preferenceWarnings: ['Coriander'],
  needsDeliveryGroup: false,
  mismatchConfirmed: false,
};

const LEAN_FLEX = ['breakfast', 'shot', 'lunch', 'dressing', 'treat', 'other'];

describe('weekCustomerRow', () => {
  it('a LEAN flex order with Wednesday skipped: num_days 4, Wednesday empty', () => {
    const row = weekCustomerRow({
      ...base,
      dayOverrides: [
        { date: '2024-03-27', status: 0, has_discount_meals: true, programme_type: null, is_flex: null },
      ],
    });
    expect(row.num_days).toBe(4);
    expect(row.slots.wednesday).toEqual([]);
    expect(row.slots.monday).toEqual(LEAN_FLEX);
    expect(row.slots.thursday).toEqual(LEAN_FLEX);
    expect(row.slots.saturday).toEqual([]);
    expect(row.meals).toEqual(LEAN_FLEX);
    // Price model 3: breakfast 16 + shot 7 + lunch 30 + dressing 0 + treat 7 + other 0 = 60 a day; 4 days.
    expect(row.day_rate).toBe(60);
    expect(row.week_price).toBe(240);
    expect(row.counts).toEqual({
      monday: 'numLeanFlex',
      tuesday: 'numLeanFlex',
      thursday: 'numLeanFlex',
      friday: 'numLeanFlex',
    });
  });

  it("applies the order's discount code to this week's price: the days after skips, by the order's price model", () => {
    const skipWednesday = [
      { date: '2024-03-27', status: 0, has_discount_meals: true, programme_type: null, is_flex: null },
    ] as const;
    // Model 3: 4 days × 60 = 240; 15 % is the multiplier 0.85 → 204, 36 off; effective day rate 204 / 4 = 51.
    const percent = weekCustomerRow({
      ...base,
      dayOverrides: [...skipWednesday],
      order: { ...base.order, discount_code: { code: 'SPRING15', kind: 'PERCENT', value: 15 } },
    });
    expect(percent).toMatchObject({ day_rate: 51, week_price: 204 });
    expect(percent.discount).toEqual({
      code: 'SPRING15',
      amount: 36,
      day_rate_before: 60,
      week_price_before: 240,
    });
    // Model 2 (LEAN flex 56 a day × 5 = 280): CHF 50 off → 230, day rate 46; a code never takes it below 0.
    const fixed = weekCustomerRow({
      ...base,
      order: {
        ...base.order,
        price_date: '2021-07-27',
        discount_code: { code: 'WELCOME', kind: 'FIXED', value: 50 },
      },
    });
    expect(fixed).toMatchObject({ day_rate: 46, week_price: 230, discount: { amount: 50 } });
    const free = weekCustomerRow({
      ...base,
      order: { ...base.order, discount_code: { code: 'BIG', kind: 'FIXED', value: 1000 } },
    });
    expect(free).toMatchObject({ day_rate: 0, week_price: 0, discount: { amount: 300 } });
    // Model 1 (before 2020-08-12) takes no code: the price stands, no discount.
    const model1 = weekCustomerRow({
      ...base,
      order: {
        ...base.order,
        price_date: '2020-01-10',
        discount_code: { code: 'WELCOME', kind: 'FIXED', value: 50 },
      },
    });
    expect(model1.discount).toBeNull();
    expect(model1.week_price).toBe(
      weekCustomerRow({ ...base, order: { ...base.order, price_date: '2020-01-10' } }).week_price,
    );
  });

  it("takes the zone's delivery type when the order has none; address, map link, allergies", () => {
    const row = weekCustomerRow(base);
    expect(row.delivery_type_id).toBe(1);
    expect(row.delivery_type_name).toBe('Evening courier');
    expect(row.delivery_errors).toEqual([]);
    expect(row.address_slots).toEqual(['Anna Muster', 'Bahnhofstrasse 1', '8001 Zürich']);
    expect(row.num_address_slots).toBe(3);
    expect(row.map_url).toBe('https://www.google.com/maps/search/?api=1&query=47.37,8.54');
    expect(row.map_error).toBeNull();
    expect(row.allergies).toEqual(['Peanuts']);
    expect(row.preference_warnings).toEqual(['Coriander']);
  });

  it('prices a 1-day trial at its trial price, and an order created under model 2 at model 2 rates', () => {
    const trial = weekCustomerRow({ ...base, order: { ...base.order, type: 'STRONG', day_trial: true } });
    expect(trial.day_rate).toBe(65);
    expect(trial.week_price).toBe(65);
    const old = weekCustomerRow({ ...base, order: { ...base.order, price_date: '2021-07-27' } });
    // Model 2 (to 2021-07-28): LEAN 70 a day, less the dinner (14) a flex order leaves out = 56; 5 days.
    expect(old.day_rate).toBe(56);
    expect(old.week_price).toBe(280);
  });

  it("'Unable to determine coordinates' without coordinates", () => {
    const row = weekCustomerRow({ ...base, place: { street: 'Weg 2', postcode: '3000', city: 'Bern' } });
    expect(row.map_url).toBeNull();
    expect(row.map_error).toBe('Unable to determine coordinates');
  });

  it('MISMATCH ERROR when the order type differs from the zone type, until confirmed for the week', () => {
    const order = { ...base.order, delivery_type_id: 2 };
    expect(weekCustomerRow({ ...base, order }).delivery_errors).toEqual([DELIVERY_MISMATCH_MESSAGE]);
    const confirmed = weekCustomerRow({ ...base, order, mismatchConfirmed: true });
    expect(confirmed.delivery_errors).toEqual([]);
    expect(confirmed.delivery_mismatch_confirmed).toBe(true);
    expect(confirmed.delivery_type_name).toBe('Office morning');
  });

  it('compares an office customer with the zone type for companies', () => {
    const order = { ...base.order, delivery_type_id: 2 };
    const office = { ...base.customer, is_office: true };
    expect(weekCustomerRow({ ...base, order, customer: office }).delivery_errors).toEqual([]);
    expect(weekCustomerRow({ ...base, customer: office }).delivery_type_id).toBe(2);
  });

  it("'ERROR Unable to determine delivery' without a type or without a place", () => {
    expect(weekCustomerRow({ ...base, zone: null }).delivery_errors).toEqual([DELIVERY_UNDETERMINED_MESSAGE]);
    const noPlace = weekCustomerRow({ ...base, place: null });
    expect(noPlace.delivery_errors).toEqual([DELIVERY_UNDETERMINED_MESSAGE]);
    expect(noPlace.num_address_slots).toBe(0);
  });

  it("'ASSIGN DELIVERY GROUP' for a special-programme customer without a group", () => {
    expect(weekCustomerRow({ ...base, needsDeliveryGroup: true }).delivery_errors).toEqual([
      ASSIGN_DELIVERY_GROUP_MESSAGE,
    ]);
  });

  it("'Unable to determine programme' for an unknown type: empty slots, no counts", () => {
    const row = weekCustomerRow({ ...base, order: { ...base.order, type: 'MEDIUM' } });
    expect(row.programme_error).toBe('Unable to determine programme');
    expect(row.day_rate).toBeNull();
    expect(row.num_days).toBe(0);
    expect(row.slots.monday).toEqual([]);
    expect(row.type).toBeNull();
  });

  it('a meal override changes that day only; a trial counts as other; v2 is legacy', () => {
    const row = weekCustomerRow({
      ...base,
      order: { ...base.order, day_trial: true, order_version: 2 },
      mealOverrides: [{ date: '2024-03-26', programme_type: 'STRONG', is_flex: false, discount_meals: [] }],
    });
    expect(row.slots.tuesday).toContain('power_shake');
    expect(row.slots.tuesday).toContain('dinner');
    expect(row.slots.monday).not.toContain('dinner');
    expect(row.counts.tuesday).toBe('numOther');
    expect(row.legacy).toBe(true);
  });

  it('delivers only within the order weeks and weekdays', () => {
    const later = weekCustomerRow({ ...base, order: { ...base.order, start_date: '2024-04-01' } });
    expect(later.num_days).toBe(0);
    const mwf = weekCustomerRow({ ...base, order: { ...base.order, weekdays: [1, 3, 5] } });
    expect(mwf.num_days).toBe(3);
    expect(mwf.slots.tuesday).toEqual([]);
  });
});

describe('rowHealth', () => {
  it('listed allergens of each kind first, then the typed ones; trimmed, blanks dropped, each once', () => {
    const health = rowHealth(
      [
        { kind: 'ALLERGY', name: 'Peanuts' },
        { kind: 'WARNING', name: 'Celery' },
      ],
      { otherAllergens: [' Kiwi ', 'Peanuts', ''], otherWarnings: ['Celery'], dislikes: ['Coriander'] },
    );
    expect(health).toEqual({ allergies: ['Peanuts', 'Kiwi'], preferenceWarnings: ['Celery', 'Coriander'] });
  });
});
