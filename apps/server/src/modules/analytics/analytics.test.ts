import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { dayOverrides, orders } from '../../db/schema/orders.ts';

// Wednesday 18 November 2026 (week 2026_47, Monday 16 November).
const now = '2026-11-18T10:00:00.000Z';

let t: TestApp;
let cookie: string;
const ids = { anna: 0, beat: 0, chiara: 0 };

async function customer(firstName: string, lastName: string): Promise<number> {
  const [row] = await t.database.db
    .insert(customers)
    .values({ firstName, lastName, email: `${firstName.toLowerCase()}@example.ch` })
    .returning({ id: customers.customerId });
  await t.database.db
    .insert(addresses)
    .values({ customerId: row!.id, street: 'Langstrasse 1', postcode: '8004', city: 'Zürich' });
  return row!.id;
}

async function order(
  customerId: number,
  fields: Partial<typeof orders.$inferInsert> & { startDate: string },
  skips: { date: string; status: number }[] = [],
) {
  const [row] = await t.database.db
    .insert(orders)
    .values({ customerId, type: 'LEAN', ...fields })
    .returning({ id: orders.orderId });
  if (skips.length > 0) {
    await t.database.db.insert(dayOverrides).values(skips.map((s) => ({ orderId: row!.id, ...s })));
  }
}

const get = (url: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url: `/api/v1/analytics/${url}`, headers });

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(now) });
  cookie = await loginAs(t.app, 'SUPER');
  ids.anna = await customer('Anna', 'Keller');
  ids.beat = await customer('Beat', 'Frei');
  ids.chiara = await customer('Chiara', 'Bernasconi');
  // Anna: 2 November to 30 November, Monday–Friday; Tuesday 3 Nov skipped, Tuesday 24 Nov (future) too.
  await order(ids.anna, { startDate: '2026-11-02', endDate: '2026-11-30' }, [
    { date: '2026-11-03', status: 0 },
    { date: '2026-11-24', status: 0 },
  ]);
  // Anna: a cancelled order counts for nothing.
  await order(ids.anna, { startDate: '2026-10-05', endDate: '2026-10-12', cancelled: true });
  // Beat: a STRONG flex subscription since 26 October, the whole week of 9 November skipped.
  await order(
    ids.beat,
    { startDate: '2026-10-26', endDate: null, type: 'STRONG', isFlex: true, isSubscription: true },
    ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'].map((date) => ({
      date,
      status: 0,
    })),
  );
  // Beat: a legacy order of 2020 (price model 1), Mondays, Wednesdays and Fridays.
  await order(ids.beat, {
    startDate: '2020-03-02',
    endDate: '2020-03-09',
    weekdays: [1, 3, 5],
    orderVersion: 2,
    createdAt: new Date('2020-02-20T10:00:00Z'),
  });
  // Chiara: a 1-day trial next week only.
  await order(ids.chiara, { startDate: '2026-11-23', endDate: '2026-11-23', dayTrial: true, weekdays: [4] });
});
afterAll(async () => {
  await t?.app.close();
});

describe('GET /analytics/customer-weeks-done', () => {
  it('gives weeks done up to this week, orders and discount days, in the order asked', async () => {
    const response = await get(`customer-weeks-done?customer_ids=${ids.chiara},${ids.anna},${ids.beat}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        { customer_id: ids.chiara, weeks_done: 0, orders: 1, discount_days: 0 },
        // weeks of 2, 9 and 16 November; the skip of 3 Nov counts, the future one of 24 Nov not yet
        { customer_id: ids.anna, weeks_done: 3, orders: 1, discount_days: 1 },
        // 26 Oct, 2 Nov, 16 Nov (9 Nov all skipped: 5 discount days) + 2 weeks of March 2020
        { customer_id: ids.beat, weeks_done: 5, orders: 2, discount_days: 5 },
      ],
    });
  });

  it('takes one customer as customer_id, tolerates spaces and repeats, and leaves unknown ids out', async () => {
    const one = await get(`customer-weeks-done?customer_id=${ids.anna}`);
    expect(one.json().results).toEqual([
      { customer_id: ids.anna, weeks_done: 3, orders: 1, discount_days: 1 },
    ]);
    const listed = await get(
      `customer-weeks-done?customer_ids=${encodeURIComponent(` ${ids.anna} , 2147483647,${ids.anna}`)}`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().results.map((r: { customer_id: number }) => r.customer_id)).toEqual([ids.anna]);
    const none = await get('customer-weeks-done?customer_ids=2147483646');
    expect(none.json()).toEqual({ results: [] });
  });

  it.each([
    ['no ids', ''],
    ['an empty list', '?customer_ids='],
    ['a word', '?customer_ids=abc'],
    ['an empty item', '?customer_ids=1,,2'],
    ['zero', '?customer_ids=0'],
    ['a negative id', '?customer_ids=-3'],
    ['an id past the integer range', '?customer_ids=2147483648'],
    ['a decimal', '?customer_id=1.5'],
    ['501 ids', `?customer_ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`],
  ])('refuses %s with 400 and the message', async (_name, query) => {
    const response = await get(`customer-weeks-done${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error_code: 'VALIDATION_ERROR',
      error_message: messages.analyticsCustomerIdsInvalid,
    });
    expect(Object.keys(response.json().details ?? {})).toEqual([expect.stringMatching(/^customer_ids?$/)]);
  });
});

describe('GET /analytics/weeks-with-orders', () => {
  it('lists the week ids with orders between from and to, ascending, without cancelled orders', async () => {
    const response = await get('weeks-with-orders?from=2026_40&to=2026_49');
    expect(response.statusCode).toBe(200);
    // The cancelled order of weeks 41–42 leaves no week; the subscription runs on to week 49.
    expect(response.json()).toEqual({
      pids: ['2026_44', '2026_45', '2026_46', '2026_47', '2026_48', '2026_49'],
    });
  });

  it('reads from and to as dates of their weeks too, and gives [] for weeks without orders', async () => {
    const response = await get('weeks-with-orders?from=2026-11-12&to=2026-11-17');
    expect(response.json()).toEqual({ pids: ['2026_46', '2026_47'] });
    const empty = await get('weeks-with-orders?from=2025_1&to=2025_10');
    expect(empty.json()).toEqual({ pids: [] });
  });

  it('defaults to every week from the first order up to the default week or the last order end', async () => {
    const response = await get('weeks-with-orders');
    expect(response.statusCode).toBe(200);
    expect(response.json().pids).toEqual([
      '2020_10',
      '2020_11',
      '2026_44',
      '2026_45',
      '2026_46',
      '2026_47',
      '2026_48',
      '2026_49', // Anna's order ends in week 49, after the default week 47
    ]);
  });

  it.each([
    ['a week that does not exist', '?from=2026_60', 'from', messages.analyticsWeekInvalid],
    ['week 53 of a 52-week year', '?to=2025_53', 'to', messages.analyticsWeekInvalid],
    ['a date that does not exist', '?from=2026-02-30', 'from', messages.analyticsWeekInvalid],
    ['from after to', '?from=2026_48&to=2026_47', 'from', messages.analyticsWeeksOrder],
    ['more than 1000 weeks', '?from=2000_1&to=2026_1', 'to', messages.analyticsWeeksTooMany],
  ])('refuses %s with 400 and the message', async (_name, query, field, message) => {
    const response = await get(`weeks-with-orders${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION_ERROR', error_message: message });
    expect(response.json().details).toHaveProperty(field);
  });
});

describe('analytics access', () => {
  it.each(['customer-weeks-done?customer_ids=1', 'weeks-with-orders'])(
    'refuses %s without a session (401) and to roles below level 0 AP (403)',
    async (url) => {
      expect((await get(url, {})).statusCode).toBe(401);
      for (const [role, roleCookie] of await refusedRoles(t.app)) {
        expect((await get(url, { cookie: roleCookie })).statusCode, role).toBe(403);
      }
    },
  );
});
