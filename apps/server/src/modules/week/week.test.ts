import { messages } from '@brigade/domain/messages/catalogue';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { deliveryTypes, postcodeZones, postcodes } from '../../db/schema/delivery.ts';
import {
  additionalBags,
  dayOverrides,
  deliveryMismatchConfirmations,
  mealOverrides,
  orderMerges,
  orders,
} from '../../db/schema/orders.ts';
import { specialProgrammeCustomers, specialProgrammes } from '../../db/schema/special-programmes.ts';

// The test clock starts Monday 2026-03-02 08:00 UTC: the default week is 2026_10 (2–8 March).
let t: TestApp;
let admin: string;
const ids = {} as Record<
  'anna' | 'ben' | 'cara' | 'dan' | 'eva' | 'legacy' | 'cancelled' | 'later' | 'ended',
  number
>;
const types = {} as Record<'evening' | 'morning', number>;
let allergenName = '';
let allergenNameDe = '';

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function seed() {
  const db = t.database.db;
  const [evening, morning] = await db
    .insert(deliveryTypes)
    .values([{ name: 'C test evening' }, { name: 'C test morning' }])
    .returning();
  types.evening = evening!.deliveryTypeId;
  types.morning = morning!.deliveryTypeId;
  const [zone] = await db
    .insert(postcodeZones)
    .values({
      zone: 'C test zone',
      priceChf: '5.00',
      deliveryTypeId: types.evening,
      deliveryTypeIdCompany: types.morning,
    })
    .returning();
  await db
    .insert(postcodes)
    .values({ postcode: '9991', place: 'Testdorf', postcodeZoneId: zone!.postcodeZoneId });
  const [point] = await db
    .insert(pickUpPoints)
    .values({
      name: 'C test point',
      clientFacingName: 'C point',
      street: 'Marktgasse 9',
      postcode: '9992',
      city: 'Testdorf',
    })
    .returning();

  const customer = async (
    first: string,
    street: string | null,
    extra: Partial<typeof customers.$inferInsert> = {},
  ) => {
    const [c] = await db
      .insert(customers)
      .values({ firstName: first, lastName: 'Weektest', ...extra })
      .returning();
    if (street) {
      const [a] = await db
        .insert(addresses)
        .values({
          customerId: c!.customerId,
          street,
          postcode: '9991',
          city: 'Testdorf',
          latitude: first === 'Anna' ? 47.37 : null,
          longitude: first === 'Anna' ? 8.54 : null,
        })
        .returning();
      await db
        .update(customers)
        .set({ billingDefault: a!.addressId })
        .where(eq(customers.customerId, c!.customerId));
    }
    return c!.customerId;
  };
  const anna = await customer('Anna', 'Bahnhofstrasse 1', { otherWarnings: ['Coriander'] });
  const ben = await customer('Ben', 'Bahnhofstrasse 1');
  const cara = await customer('Cara', null, { pickUp: true, pickUpPointId: point!.pickUpPointId });
  const dan = await customer('Dan', 'Seestrasse 5');
  const eva = await customer('Eva', null);
  const [allergen] = await db.select().from(allergens).limit(1);
  allergenName = allergen!.name;
  allergenNameDe = allergen!.nameDe;
  await db
    .insert(customerAllergens)
    .values({ customerId: anna, allergenId: allergen!.allergenId, kind: 'ALLERGY' });
  const [programme] = await db
    .insert(specialProgrammes)
    .values({ name: 'C test programme', startDate: '2026-03-04' })
    .returning();
  await db
    .insert(specialProgrammeCustomers)
    .values({ specialProgrammeId: programme!.specialProgrammeId, customerId: eva });

  const order = async (customerId: number, values: Partial<typeof orders.$inferInsert> = {}) => {
    const [o] = await db
      .insert(orders)
      .values({ customerId, type: 'STRONG', startDate: '2026-03-02', ...values })
      .returning();
    return o!.orderId;
  };
  ids.anna = await order(anna, { type: 'LEAN', isFlex: true });
  ids.ben = await order(ben);
  ids.cara = await order(cara, { pickUp: true, deliveryTypeId: types.morning });
  ids.dan = await order(dan, { deliveryTypeId: types.morning });
  ids.eva = await order(eva, { useBilling: false });
  ids.legacy = await order(ben, { orderVersion: 2, startDate: '2026-02-23' });
  ids.cancelled = await order(ben, { cancelled: true });
  ids.later = await order(ben, { startDate: '2026-03-16' });
  ids.ended = await order(ben, { startDate: '2026-02-16', endDate: '2026-02-23' });
}

interface Row {
  order_id: number;
  num_days: number;
  slots: Record<string, string[]>;
  delivery_errors: string[];
  delivery_type_name: string | null;
  delivery_mismatch_confirmed: boolean;
  [key: string]: unknown;
}
const week = async (query = '') => {
  const response = await get(`/api/v1/week/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    week_id: string;
    start_date: string;
    days: string[];
    rows: Row[];
    totals: Record<string, number | string>[];
    allergen_names_de: Record<string, string>;
  };
};
const rowOf = async (orderId: number, query = '') =>
  (await week(query)).rows.find((r) => r.order_id === orderId);
const tableCount = async (
  table: typeof dayOverrides | typeof mealOverrides | typeof orderMerges | typeof additionalBags,
) => (await t.database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  await seed();
});
afterAll(async () => {
  await t.app.close();
});

describe('GET /week/customers', () => {
  it('gives the default week (next week from Friday) and any date opens its week; rows of the active orders only', async () => {
    const current = await week();
    expect(current.week_id).toBe('2026_10');
    expect(current.start_date).toBe('2026-03-02');
    expect(current.days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
    const mine = current.rows.map((r) => r.order_id).filter((id) => Object.values(ids).includes(id));
    expect(new Set(mine)).toEqual(new Set([ids.anna, ids.ben, ids.cara, ids.dan, ids.eva, ids.legacy]));
    expect((await week('?start_date=2026-03-05')).start_date).toBe('2026-03-02');
    const later = await week('?start_date=2026-03-16');
    expect(later.rows.some((r) => r.order_id === ids.later)).toBe(true);

    t.clock.set('2026-03-06T10:00:00Z'); // Friday: the default week rolls on (a session of that day)
    const friday = await get('/api/v1/week/customers', await loginAs(t.app, 'SUPER'));
    t.clock.set('2026-03-02T08:00:00Z');
    expect(friday.json().start_date).toBe('2026-03-09');
  });

  it('builds the row: LEAN flex slots, zone delivery type, address slots, map link, allergies and warnings', async () => {
    const anna = await rowOf(ids.anna);
    expect(anna).toMatchObject({
      first_name: 'Anna',
      last_name: 'Weektest',
      type: 'LEAN',
      is_flex: true,
      num_days: 5,
      delivery_type_name: 'C test evening',
      address_slots: ['Bahnhofstrasse 1', '9991 Testdorf'],
      num_address_slots: 2,
      map_url: 'https://www.google.com/maps/search/?api=1&query=47.37,8.54',
      map_error: null,
      allergies: [allergenName],
      preference_warnings: ['Coriander'],
      delivery_errors: [],
      legacy: false,
      // Price model 3 (order created 2026): LEAN flex = 16 + 7 + 30 + 0 + 7 + 0 = CHF 60 a day, 5 days.
      day_rate: 60,
      week_price: 300,
    });
    expect(anna!.slots.wednesday).toEqual(['breakfast', 'shot', 'lunch', 'dressing', 'treat', 'other']);
    // The German screen names the listed allergens in German.
    expect((await week()).allergen_names_de).toEqual({ [allergenName]: allergenNameDe });
    expect(anna!.slots.saturday).toEqual([]);
    const ben = await rowOf(ids.ben);
    expect(ben!.map_error).toBe('Unable to determine coordinates');
    expect((await rowOf(ids.legacy))!.legacy).toBe(true);
  });

  it('shows the three delivery errors', async () => {
    expect((await rowOf(ids.cara))!.delivery_errors).toEqual([]);
    expect((await rowOf(ids.cara))!.address_slots).toEqual(['C test point', 'Marktgasse 9', '9992 Testdorf']);
    expect((await rowOf(ids.dan))!.delivery_errors).toEqual([messages.deliveryMismatch]);
    expect((await rowOf(ids.eva))!.delivery_errors).toEqual([
      messages.deliveryUndetermined,
      messages.assignDeliveryGroup,
    ]);
    // The special programme starts in week 10 only.
    expect((await rowOf(ids.eva, '?start_date=2026-03-09'))!.delivery_errors).toEqual([
      messages.deliveryUndetermined,
    ]);
  });

  it('refuses a bad date (400) and other roles', async () => {
    for (const bad of ['x', '2026-02-30', '0001-01-01']) {
      const response = await get(`/api/v1/week/customers?start_date=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error_message).toBe(messages.dateInvalid);
    }
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/week/customers', cookie)).statusCode, role).toBe(403);
    }
    expect((await get('/api/v1/week/customers', '')).statusCode).toBe(401);
  });
});

describe('day overrides', () => {
  const url = (orderId: number, date: string) => `/api/v1/orders/${orderId}/day-overrides/${date}`;
  /** A whole override (ADR 084): a plain skip (0) or delivery (1) keeps the order's programme. */
  const day = (status: number, version: number) => ({
    status,
    has_discount_meals: true,
    programme_type: null,
    is_flex: null,
    version,
  });

  it('a LEAN flex order with Wednesday skipped: num_days 4, Wednesday empty, totals lowered; then delivered again', async () => {
    const before = await week();
    const wednesdayBefore = before.totals[2]!.numLeanFlex as number;
    const created = await send('PUT', url(ids.anna, '2026-03-04'), day(0, 0));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      order_id: ids.anna,
      date: '2026-03-04',
      status: 0,
      has_discount_meals: true,
      programme_type: null,
      is_flex: null,
      version: 1,
    });
    const after = await week();
    const anna = after.rows.find((r) => r.order_id === ids.anna)!;
    expect(anna.num_days).toBe(4);
    expect(anna.slots.wednesday).toEqual([]);
    expect(anna).toMatchObject({ day_rate: 60, week_price: 240 });
    expect(anna.slots.thursday?.length).toBeGreaterThan(0);
    expect(after.totals[2]!.numLeanFlex).toBe(wednesdayBefore - 1);

    const stale = await send('PUT', url(ids.anna, '2026-03-04'), day(1, 0));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_message).toBe(messages.staleVersion);
    const updated = await send('PUT', url(ids.anna, '2026-03-04'), day(1, 1));
    expect(updated.json()).toMatchObject(day(1, 2));
    expect((await rowOf(ids.anna))!.num_days).toBe(5);
    expect((await send('PUT', url(ids.anna, '2026-03-04'), day(0, 1))).statusCode).toBe(409);

    expect((await send('DELETE', `${url(ids.anna, '2026-03-04')}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url(ids.anna, '2026-03-04')}?version=2`)).statusCode).toBe(204);
    expect((await send('DELETE', `${url(ids.anna, '2026-03-04')}?version=2`)).statusCode).toBe(404);
  });

  it('delivers a Saturday and changes the programme of a day', async () => {
    const saturday = await send('PUT', url(ids.ben, '2026-03-07'), day(1, 0));
    expect(saturday.statusCode, saturday.body).toBe(200);
    const tuesday = await send('PUT', url(ids.ben, '2026-03-03'), {
      status: 1,
      programme_type: 'LEAN',
      is_flex: true,
      has_discount_meals: false,
      version: 0,
    });
    expect(tuesday.statusCode, tuesday.body).toBe(200);
    const ben = (await rowOf(ids.ben))!;
    expect(ben.num_days).toBe(6);
    expect(ben.slots.saturday).toContain('dinner');
    expect(ben.slots.tuesday).not.toContain('dinner');
    expect(ben.slots.tuesday).not.toContain('power_shake');
  });

  it('refuses an override that leaves a field out, changing nothing; an explicit null clears it', async () => {
    const tuesday = async () =>
      (await get(`/api/v1/customers/overview/2026/10/${ids.ben}`)).json().days[1].override;
    const before = await tuesday();
    expect(before).toMatchObject({ programme_type: 'LEAN', is_flex: true, has_discount_meals: false });
    const { has_discount_meals: _left, ...partial } = { ...day(1, before.version), programme_type: 'LEAN' };
    const refused = await send('PUT', url(ids.ben, '2026-03-03'), partial);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().details)).toEqual(['has_discount_meals']);
    expect(await tuesday()).toEqual(before);
    const cleared = await send('PUT', url(ids.ben, '2026-03-03'), {
      ...day(1, before.version),
      has_discount_meals: false,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await tuesday()).toMatchObject({ programme_type: null, is_flex: null, has_discount_meals: false });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const n = await tableCount(dayOverrides);
    const cases: [string, object, number, string][] = [
      [url(ids.anna, '2026-03-05'), day(2, 0), 400, messages.dayOverrideStatusInvalid],
      [
        url(ids.anna, '2026-03-05'),
        { ...day(0, 0), programme_type: 'MEDIUM' },
        400,
        messages.programmeTypeInvalid,
      ],
      [url(ids.anna, '2026-03-05'), { status: 0 }, 400, ''],
      [url(ids.anna, '2026-13-05'), day(0, 0), 400, messages.dateInvalid],
      [url(ids.anna, '2026-02-25'), day(0, 0), 422, messages.dateOutsideOrder],
      [url(ids.ended, '2026-03-04'), day(0, 0), 422, messages.dateOutsideOrder],
      [url(ids.legacy, '2026-03-04'), day(0, 0), 422, messages.orderLegacyReadOnly],
      [url(ids.cancelled, '2026-03-04'), day(0, 0), 422, messages.orderCancelledNoChange],
      [url(999_999, '2026-03-04'), day(0, 0), 404, messages.notFound],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await send('PUT', path, body);
      expect(response.statusCode, `${path} ${response.body}`).toBe(status);
      if (message) expect(response.json().error_message).toBe(message);
    }
    expect(await tableCount(dayOverrides)).toBe(n);
    expect((await send('DELETE', url(ids.anna, '2026-03-05'))).statusCode).toBe(400);
  });

  it('refuses other roles', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('PUT', url(ids.anna, '2026-03-05'), day(0, 0), cookie)).statusCode, role).toBe(403);
      expect(
        (await send('DELETE', `${url(ids.anna, '2026-03-05')}?version=1`, undefined, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await send('PUT', url(ids.anna, '2026-03-05'), day(0, 0), '')).statusCode).toBe(401);
    expect(await tableCount(dayOverrides)).toBe(2);
  });
});

describe('meal overrides', () => {
  const url = (date: string, orderId = ids.anna) => `/api/v1/orders/${orderId}/meal-overrides/${date}`;

  it('gives a day another programme; 409 when stale; removed again', async () => {
    const created = await send('PUT', url('2026-03-05'), {
      programme_type: 'STRONG',
      is_flex: false,
      discount_meals: ['treat', 'treat'],
      version: 0,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      programme_type: 'STRONG',
      is_flex: false,
      discount_meals: ['treat'],
      version: 1,
    });
    const anna = (await rowOf(ids.anna))!;
    expect(anna.slots.thursday).toContain('dinner');
    expect(anna.slots.thursday).not.toContain('treat');
    expect(anna.slots.friday).not.toContain('dinner');

    const body = { programme_type: 'LEAN', is_flex: false, discount_meals: [] };
    expect((await send('PUT', url('2026-03-05'), { ...body, version: 0 })).statusCode).toBe(409);
    expect((await send('PUT', url('2026-03-05'), { ...body, version: 1 })).json().version).toBe(2);
    expect((await send('DELETE', `${url('2026-03-05')}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url('2026-03-05')}?version=2`)).statusCode).toBe(204);
  });

  it('refuses bad input and other roles, changing nothing', async () => {
    const n = await tableCount(mealOverrides);
    for (const [body, message] of [
      [
        { programme_type: 'MEDIUM', is_flex: false, discount_meals: [], version: 0 },
        messages.programmeTypeInvalid,
      ],
      [
        { programme_type: 'LEAN', is_flex: false, discount_meals: ['pizza'], version: 0 },
        messages.mealTypeInvalid,
      ],
      [{ programme_type: 'LEAN', is_flex: false, discount_meals: [], version: -1 }, messages.invalidValue],
    ] as const) {
      const response = await send('PUT', url('2026-03-05'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_message).toBe(message);
    }
    expect(
      (
        await send(
          'PUT',
          url('2026-03-30'),
          { programme_type: 'LEAN', is_flex: false, discount_meals: [], version: 0 },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send('PUT', url('2026-03-04', ids.later), {
          programme_type: 'LEAN',
          is_flex: false,
          discount_meals: [],
          version: 0,
        })
      ).statusCode,
    ).toBe(422);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (
          await send(
            'PUT',
            url('2026-03-05'),
            { programme_type: 'LEAN', is_flex: false, discount_meals: [], version: 0 },
            cookie,
          )
        ).statusCode,
        role,
      ).toBe(403);
      expect((await send('DELETE', `${url('2026-03-30')}?version=1`, undefined, cookie)).statusCode).toBe(
        403,
      );
    }
    expect(await tableCount(mealOverrides)).toBe(n + 1);
  });
});

describe('merges', () => {
  const url = (date: string, orderId = ids.anna) => `/api/v1/orders/${orderId}/merges/${date}`;

  it('merges orders going to the same address, de-duplicated and comma-joined', async () => {
    const response = await send('PUT', url('2026-03-02'), { merged_with: [ids.ben, ids.ben] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      order_id: ids.anna,
      menu_date: '2026-03-02',
      merged_with: [ids.ben],
      merged_with_param: String(ids.ben),
      version: 1,
    });
    // Without a version the merge is replaced; with a stale one it is refused.
    expect((await send('PUT', url('2026-03-02'), { merged_with: [ids.ben] })).json().version).toBe(2);
    expect((await send('PUT', url('2026-03-02'), { merged_with: [ids.ben], version: 1 })).statusCode).toBe(
      409,
    );
    expect((await send('DELETE', `${url('2026-03-02')}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url('2026-03-02')}?version=2`)).statusCode).toBe(204);
  });

  it('refuses itself, unknown orders, another delivery, an order not delivered that day — nothing changed', async () => {
    const skip = await send('PUT', `/api/v1/orders/${ids.ben}/day-overrides/2026-03-06`, {
      status: 0,
      has_discount_meals: true,
      programme_type: null,
      is_flex: null,
      version: 0,
    });
    expect(skip.statusCode).toBe(200);
    const n = await tableCount(orderMerges);
    const cases: [object, number, string][] = [
      [{ merged_with: [ids.anna] }, 400, messages.mergeWithItself],
      [{ merged_with: [] }, 400, messages.mergeOrdersRequired],
      [{ merged_with: 'x' }, 400, messages.mergeOrdersRequired],
      [{ merged_with: [999_999] }, 422, messages.mergeOrderUnknown],
      [{ merged_with: [ids.dan] }, 422, messages.mergeDifferentDelivery],
      [{ merged_with: [ids.cara] }, 422, messages.mergeDifferentDelivery],
      [{ merged_with: [ids.later] }, 422, messages.mergeNotDelivered],
      [{ merged_with: [ids.cancelled] }, 422, messages.mergeNotDelivered],
    ];
    for (const [body, status, message] of cases) {
      const response = await send('PUT', url('2026-03-02'), body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error_message).toBe(message);
    }
    const friday = await send('PUT', url('2026-03-06'), { merged_with: [ids.ben] });
    expect(friday.json().error_message).toBe(messages.mergeNotDelivered);
    expect(await tableCount(orderMerges)).toBe(n);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect(
        (await send('PUT', url('2026-03-02'), { merged_with: [ids.ben] }, cookie)).statusCode,
        role,
      ).toBe(403);
      expect((await send('DELETE', `${url('2026-03-02')}?version=1`, undefined, cookie)).statusCode).toBe(
        403,
      );
    }
    expect(await tableCount(orderMerges)).toBe(n);
  });
});

describe('additional bags', () => {
  const list = (orderId = ids.cara) => `/api/v1/orders/${orderId}/additional-bags`;
  const url = (date: string) => `${list()}/${date}`;
  const bags = [{ meal_type: 'lunch', qty: 2, note: ' extra for the office ' }];

  it('adds, lists, updates (409 when stale) and removes the bags of a date', async () => {
    expect((await get(list())).json()).toEqual({ items: [] });
    const created = await send('PUT', url('2026-03-03'), { bags_json: bags, version: 0 });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      order_id: ids.cara,
      date: '2026-03-03',
      bags_json: [{ meal_type: 'lunch', qty: 2, note: 'extra for the office' }],
      first_name: 'Cara',
      last_name: 'Weektest',
      version: 1,
    });
    expect((await get(list())).json().items).toHaveLength(1);
    // The bags are replaced whole (ADR 084): a line's note left out is refused, not emptied; '' is no note.
    const noNote = await send('PUT', url('2026-03-03'), {
      bags_json: [{ meal_type: 'other', qty: 1 }],
      version: 1,
    });
    expect(noNote.statusCode).toBe(400);
    expect((await get(list())).json().items[0]).toMatchObject({
      bags_json: [{ note: 'extra for the office' }],
    });
    expect(
      (
        await send('PUT', url('2026-03-03'), {
          bags_json: [{ meal_type: 'other', qty: 1, note: '' }],
          version: 1,
        })
      ).json(),
    ).toMatchObject({
      bags_json: [{ meal_type: 'other', qty: 1, note: '' }],
      version: 2,
    });
    expect((await send('PUT', url('2026-03-03'), { bags_json: bags, version: 1 })).statusCode).toBe(409);
    expect((await send('DELETE', `${url('2026-03-03')}?version=1`)).statusCode).toBe(409);
    expect((await send('DELETE', `${url('2026-03-03')}?version=2`)).statusCode).toBe(204);
    expect((await get(list())).json()).toEqual({ items: [] });
    expect((await get(list(999_999))).statusCode).toBe(404);
  });

  it('validates the bags shape and refuses other roles, changing nothing', async () => {
    const n = await tableCount(additionalBags);
    for (const [body, message] of [
      [{ bags_json: [], version: 0 }, messages.bagsRequired],
      [{ bags_json: 'lunch', version: 0 }, messages.bagsRequired],
      [{ bags_json: [{ meal_type: 'pizza', qty: 1 }], version: 0 }, messages.mealTypeInvalid],
      [{ bags_json: [{ meal_type: 'lunch', qty: 0 }], version: 0 }, messages.bagQtyInvalid],
      [{ bags_json: [{ meal_type: 'lunch', qty: 1.5 }], version: 0 }, messages.bagQtyInvalid],
      [
        { bags_json: [{ meal_type: 'lunch', qty: 1, note: 'x'.repeat(201) }], version: 0 },
        messages.textTooLong,
      ],
    ] as const) {
      const response = await send('PUT', url('2026-03-03'), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error_message).toBe(message);
    }
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get(list(), cookie)).statusCode, role).toBe(403);
      expect((await send('PUT', url('2026-03-03'), { bags_json: bags, version: 0 }, cookie)).statusCode).toBe(
        403,
      );
      expect((await send('DELETE', `${url('2026-03-03')}?version=1`, undefined, cookie)).statusCode).toBe(
        403,
      );
    }
    expect((await get(list(), '')).statusCode).toBe(401);
    expect(await tableCount(additionalBags)).toBe(n);
  });
});

describe('delivery mismatch confirmations', () => {
  const url = (orderId = ids.dan) => `/api/v1/orders/${orderId}/delivery-mismatch-confirmations`;
  const confirmations = async () =>
    (
      await t.database.db
        .select({ n: count() })
        .from(deliveryMismatchConfirmations)
        .where(and(eq(deliveryMismatchConfirmations.orderId, ids.dan)))
    )[0]!.n;

  it('confirms a week (idempotent): the MISMATCH ERROR goes for that week only; withdrawn again', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await send('POST', url(), { week_start: '2026-03-04' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ order_id: ids.dan, week_start: '2026-03-02', confirmed: true });
    }
    expect(await confirmations()).toBe(1);
    const dan = (await rowOf(ids.dan))!;
    expect(dan.delivery_errors).toEqual([]);
    expect(dan.delivery_mismatch_confirmed).toBe(true);
    expect((await rowOf(ids.dan, '?start_date=2026-03-09'))!.delivery_errors).toEqual([
      messages.deliveryMismatch,
    ]);
    for (let i = 0; i < 2; i++) {
      const response = await send('DELETE', `${url()}?week_start=2026-03-02`);
      expect(response.statusCode).toBe(200);
      expect(response.json().confirmed).toBe(false);
    }
    expect((await rowOf(ids.dan))!.delivery_errors).toEqual([messages.deliveryMismatch]);
  });

  it('refuses bad input, unknown orders, a week outside the order and other roles', async () => {
    expect((await send('POST', url(), { week_start: 'soon' })).statusCode).toBe(400);
    expect((await send('POST', url(), {})).statusCode).toBe(400);
    expect((await send('POST', url(999_999), { week_start: '2026-03-02' })).statusCode).toBe(404);
    const outside = await send('POST', url(), { week_start: '2026-02-23' });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error_message).toBe(messages.orderNotInWeek);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await send('POST', url(), { week_start: '2026-03-02' }, cookie)).statusCode, role).toBe(403);
      expect((await send('DELETE', `${url()}?week_start=2026-03-02`, undefined, cookie)).statusCode).toBe(
        403,
      );
    }
    expect(await confirmations()).toBe(0);
  });
});

describe('GET /customers/overview/:year/:week[/:orderId]', () => {
  it("gives the week's orders with their days, overrides, bags and merges", async () => {
    await send('PUT', `/api/v1/orders/${ids.anna}/additional-bags/2026-03-03`, {
      bags_json: [{ meal_type: 'treat', qty: 1, note: '' }],
      version: 0,
    });
    await send('PUT', `/api/v1/orders/${ids.anna}/merges/2026-03-03`, { merged_with: [ids.ben] });
    const response = await get('/api/v1/customers/overview/2026/10');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json();
    expect(overview).toMatchObject({ week_id: '2026_10', year: 2026, week: 10, start_date: '2026-03-02' });
    const ben = overview.orders.find((o: { order_id: number }) => o.order_id === ids.ben);
    expect(ben.days).toHaveLength(7);
    expect(ben.days[4]).toMatchObject({
      date: '2026-03-06',
      weekday: 'friday',
      in_span: true,
      active: false,
    });
    expect(ben.days[4].override).toMatchObject({ status: 0, version: 1 });
    const anna = await get(`/api/v1/customers/overview/2026/10/${ids.anna}`);
    expect(anna.statusCode).toBe(200);
    expect(anna.json().days[1]).toMatchObject({
      date: '2026-03-03',
      active: true,
      bag: { bags_json: [{ meal_type: 'treat', qty: 1, note: '' }] },
      merge: { merged_with: [ids.ben], merged_with_param: String(ids.ben) },
    });
    expect(anna.json().days[0]).toMatchObject({
      override: null,
      meal_override: null,
      bag: null,
      merge: null,
    });
    expect((await get('/api/v1/customers/overview/2026/07')).json().week_id).toBe('2026_7');
    expect((await get('/api/v1/customers/overview/default-week')).json()).toEqual({ week_id: '2026_10' });
  });

  it("404 for an order not in that week; 400 'Invalid weekId'; other roles refused", async () => {
    expect((await get(`/api/v1/customers/overview/2026/10/${ids.later}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/customers/overview/2026/10/${ids.cancelled}`)).statusCode).toBe(404);
    expect((await get('/api/v1/customers/overview/2026/10/0')).statusCode).toBe(400);
    for (const bad of ['2026/54', '2026/0', '1899/10', 'abcd/10', '2021/53']) {
      const response = await get(`/api/v1/customers/overview/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error_message).toBe('Invalid weekId');
      expect((await get(`/api/v1/customers/overview/${bad}/${ids.anna}`)).statusCode).toBe(400);
    }
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/api/v1/customers/overview/2026/10', cookie)).statusCode, role).toBe(403);
      expect((await get(`/api/v1/customers/overview/2026/10/${ids.anna}`, cookie)).statusCode).toBe(403);
      expect((await get('/api/v1/customers/overview/default-week', cookie)).statusCode).toBe(403);
    }
    expect((await get('/api/v1/customers/overview/2026/10', '')).statusCode).toBe(401);
  });
});
