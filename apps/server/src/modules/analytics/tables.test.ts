import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import { discounts } from '../../db/schema/controls.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { postcodeZones, postcodes } from '../../db/schema/delivery.ts';
import { discountRedemptions, invoices } from '../../db/schema/money.ts';
import { dayOverrides, orders } from '../../db/schema/orders.ts';

// Wednesday 19 March 2031: the current week is the one of Monday 17 March (M10). The range asked for is M0
// (Monday 6 January 2031) to M10, 11 weeks. Prices are model 3 (orders made in 2026): LEAN 84 a day (7 meals),
// LEAN flex 60 (6 meals), STRONG flex 76 (7 meals), STRONG 8 meals; 1-day trials LEAN 60, STRONG 65.
const now = '2031-03-19T10:00:00.000Z';
const M = (i: number) => new Date(Date.UTC(2031, 0, 6 + 7 * i)).toISOString().slice(0, 10);
const range = `from=${M(0)}&to=${M(10)}`;
const made = new Date('2026-01-05T10:00:00Z');

let t: TestApp;
let cookie: string;
let zoneId = 0;

async function customer(name: string, postcode: string) {
  const db = t.database.db;
  const [c] = await db
    .insert(customers)
    .values({ firstName: name, lastName: 'Test', email: `${name.toLowerCase()}@example.ch` })
    .returning({ id: customers.customerId });
  const [a] = await db
    .insert(addresses)
    .values({ customerId: c!.id, street: 'Langstrasse 1', postcode, city: 'Zürich' })
    .returning({ id: addresses.addressId });
  return { id: c!.id, addressId: a!.id };
}

async function order(
  who: { id: number; addressId: number },
  fields: Partial<typeof orders.$inferInsert> & { startDate: string },
  skips: string[] = [],
) {
  const [row] = await t.database.db
    .insert(orders)
    .values({ customerId: who.id, billingAddressId: who.addressId, type: 'LEAN', createdAt: made, ...fields })
    .returning({ id: orders.orderId });
  if (skips.length > 0) {
    await t.database.db
      .insert(dayOverrides)
      .values(skips.map((date) => ({ orderId: row!.id, date, status: 0 })));
  }
  return row!.id;
}

async function invoice(
  n: number,
  fields: Partial<typeof invoices.$inferInsert> & { total: string; issuedOn: string },
) {
  const [c] = await t.database.db.select({ id: customers.customerId }).from(customers).limit(1);
  await t.database.db.insert(invoices).values({
    year: 2031,
    seq: n,
    number: `2031-0000${n}`,
    customerId: c!.id,
    title: `Invoice ${n}`,
    reference: `RF${n}`,
    address: { name: 'A', street: 'S 1', postcode: '8004', city: 'Zürich', country: 'CH' },
    dueOn: '2031-02-13',
    ...fields,
  });
}

beforeAll(async () => {
  t = await buildTestApp({ clock: createTestClock(now) });
  cookie = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  const [zone] = await db
    .insert(postcodeZones)
    .values({ zone: 'City', priceChf: '5.00' })
    .returning({ id: postcodeZones.postcodeZoneId });
  zoneId = zone!.id;
  await db
    .insert(postcodes)
    .values({ postcode: '8004', postcodeZoneId: zoneId })
    .onConflictDoUpdate({ target: postcodes.postcode, set: { postcodeZoneId: zoneId } });
  const [a, b, c, d, e, f] = [
    await customer('Anna', '8004'),
    await customer('Beat', '3000'),
    await customer('Chiara', '3000'),
    await customer('Dario', '3000'),
    await customer('Elena', '3000'),
    await customer('Fritz', '3000'),
  ];
  // Anna (zone City): LEAN M0–M2, Tuesday of M1 skipped; again from M8, open.
  await order(a!, { startDate: M(0), endDate: M(2) }, ['2031-01-14']);
  await order(a!, { startDate: M(8), endDate: null, isSubscription: true });
  // Beat: STRONG flex M1–M4 with ANALYTICS20, the whole of M3 skipped (a row of 0 days).
  const beat = await order(b!, { startDate: M(1), endDate: M(4), type: 'STRONG', isFlex: true }, [
    '2031-01-27',
    '2031-01-28',
    '2031-01-29',
    '2031-01-30',
    '2031-01-31',
  ]);
  const [code] = await db
    .insert(discounts)
    .values({ code: 'ANALYTICS20', kind: 'PERCENT', value: '20', usageCount: 1 })
    .returning({ id: discounts.discountId });
  await db.insert(discountRedemptions).values({ orderId: beat, discountId: code!.id });
  // Chiara: a LEAN trial on Wednesday of M2, then LEAN flex M4–M5 (converted).
  await order(c!, { startDate: M(2), endDate: M(2), dayTrial: true, weekdays: [3] });
  await order(c!, { startDate: M(4), endDate: M(5), isFlex: true });
  // Dario: a STRONG trial in M6, nothing after.
  await order(d!, { startDate: M(6), endDate: M(6), type: 'STRONG', dayTrial: true, weekdays: [2] });
  // Elena: two weeks in June 2030, back in M9.
  await order(e!, { startDate: '2030-06-03', endDate: '2030-06-10' });
  await order(e!, { startDate: M(9), endDate: M(9) });
  // Fritz: cancelled, counts for nothing.
  await order(f!, { startDate: M(0), endDate: M(10), cancelled: true });
  // Invoices: 1 paid in M2; 2 open (due 13 Feb); 3 cancelled in M3 by credit note 4; 5 open, due 20 March.
  await invoice(1, {
    total: '300',
    issuedOn: '2031-01-07',
    status: 'PAID',
    paidAt: new Date('2031-01-20T10:00:00Z'),
  });
  await invoice(2, { total: '250', issuedOn: '2031-01-14' });
  await invoice(3, {
    total: '100',
    issuedOn: '2031-01-14',
    status: 'CANCELLED',
    cancelledAt: new Date('2031-01-28T09:00:00Z'),
  });
  await invoice(4, { total: '-100', issuedOn: '2031-01-28', kind: 'CREDIT_NOTE' });
  await invoice(5, { total: '80', issuedOn: '2031-03-10', dueOn: '2031-03-20' });
});
afterAll(async () => {
  await t?.app.close();
});

const get = (path: string, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'GET', url: `/api/v1/analytics/${path}`, headers });
const rowsOf = async (path: string) => {
  const response = await get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Record<string, unknown>[] }>().rows;
};
const pick = (rows: Record<string, unknown>[], keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

describe('customer analytics', () => {
  it('counts active, new, returning and churned customers per week', async () => {
    const rows = await rowsOf(`customers/weekly?${range}`);
    expect(pick(rows, ['start_date', 'active', 'new', 'returning', 'churned'])).toEqual([
      [M(0), 1, 1, 0, 0],
      [M(1), 2, 1, 1, 0],
      [M(2), 3, 1, 2, 0],
      [M(3), 0, 0, 0, 1], // Anna: none from M3 to M6
      [M(4), 2, 0, 2, 0],
      [M(5), 1, 0, 1, 1], // Beat
      [M(6), 1, 1, 0, 1], // Chiara
      [M(7), 0, 0, 0, 1], // Dario
      [M(8), 1, 0, 1, 0],
      [M(9), 2, 0, 2, 0], // Elena is back: returning, not new
      [M(10), 1, 0, 1, 1], // Elena: nothing booked for M10–M13
    ]);
    expect(rows[0]).toMatchObject({ week_id: '2031_2' });
  });

  it('filters by programme and zone', async () => {
    const trials = await rowsOf(`customers/weekly?${range}&programme=trial`);
    expect(trials.map((r) => r.active)).toEqual([0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]);
    const city = await rowsOf(`customers/weekly?${range}&zone=${zoneId}`);
    expect(city.map((r) => r.active)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1]);
  });

  it('shows the weeks done of the customers active in the range', async () => {
    // Anna 6 weeks, Beat 3, Chiara 3, Elena 3 (2 in 2030), Dario 1.
    const rows = await rowsOf(`customers/weeks-done?${range}`);
    expect(pick(rows, ['weeks_done', 'customers'])).toEqual([
      ['1', 1],
      ['2', 0],
      ['3', 3],
      ['4', 0],
      ['5–8', 1],
      ['9–12', 0],
      ['13–26', 0],
      ['27–52', 0],
      ['53+', 0],
    ]);
  });

  it('shows the programme mix per week', async () => {
    const rows = await rowsOf(`customers/programme-mix?${range}`);
    const keys = ['lean', 'lean_flex', 'strong', 'strong_flex', 'lean_trial', 'strong_trial'];
    expect(pick(rows, keys)).toEqual([
      [1, 0, 0, 0, 0, 0],
      [1, 0, 0, 1, 0, 0],
      [1, 0, 0, 1, 1, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 1, 0, 1, 0, 0],
      [0, 1, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 1],
      [0, 0, 0, 0, 0, 0],
      [1, 0, 0, 0, 0, 0],
      [2, 0, 0, 0, 0, 0],
      [1, 0, 0, 0, 0, 0],
    ]);
  });

  it('shows retention by first week (null after the range)', async () => {
    const rows = await rowsOf(`customers/cohorts?${range}`);
    const keys = ['start_date', 'customers', 'week_1', 'week_2', 'week_4', 'week_8', 'week_12', 'week_52'];
    expect(pick(rows, keys)).toEqual([
      [M(0), 1, 1, 1, 0, 1, null, null],
      [M(1), 1, 1, 0, 0, 0, null, null],
      [M(2), 1, 0, 1, 0, 0, null, null],
      [M(6), 1, 0, 0, 0, null, null, null],
    ]);
  });
});

describe('order analytics', () => {
  it('counts The Week’s rows, days, meals and revenue per week and programme', async () => {
    const rows = await rowsOf(`orders/weekly?${range}`);
    const nonZero = rows.filter((r) => r.orders !== 0);
    expect(pick(nonZero, ['start_date', 'programme', 'orders', 'days', 'meals', 'revenue'])).toEqual([
      [M(0), 'LEAN', 1, 5, 35, 420],
      [M(1), 'LEAN', 1, 4, 28, 336],
      [M(1), 'STRONG flex', 1, 5, 35, 304], // 380 less ANALYTICS20's 20 %
      [M(2), 'LEAN', 1, 5, 35, 420],
      [M(2), 'STRONG flex', 1, 5, 35, 304],
      [M(2), 'LEAN trial', 1, 1, 7, 60],
      [M(3), 'STRONG flex', 1, 0, 0, 0], // every day skipped: a row without price
      [M(4), 'LEAN flex', 1, 5, 30, 300],
      [M(4), 'STRONG flex', 1, 5, 35, 304],
      [M(5), 'LEAN flex', 1, 5, 30, 300],
      [M(6), 'STRONG trial', 1, 1, 8, 65], // STRONG: 8 meals a day
      [M(8), 'LEAN', 1, 5, 35, 420],
      [M(9), 'LEAN', 2, 10, 70, 840],
      [M(10), 'LEAN', 1, 5, 35, 420],
    ]);
    expect(rows).toHaveLength(11 * 6);
  });

  it('agrees with The Week’s week_price in every week', async () => {
    const rows = await rowsOf(`orders/weekly?${range}`);
    for (let i = 0; i <= 10; i++) {
      const week = await t.app.inject({
        method: 'GET',
        url: `/api/v1/week/customers?start_date=${M(i)}`,
        headers: { cookie },
      });
      const theWeek = week.json<{ rows: { week_price: number | null }[] }>().rows;
      const total = theWeek.reduce((sum, r) => sum + (r.week_price ?? 0), 0);
      const ours = rows
        .filter((r) => r.start_date === M(i))
        .reduce((sum, r) => sum + (r.revenue as number), 0);
      expect(ours, M(i)).toBeCloseTo(total, 2);
    }
  });

  it('shows trial conversion and discount codes with their cost', async () => {
    const conversion = await rowsOf(`orders/trial-conversion?${range}`);
    expect(
      pick(
        conversion.filter((r) => r.trials !== 0),
        ['start_date', 'trials', 'converted', 'conversion_pct'],
      ),
    ).toEqual([
      [M(2), 1, 1, 100],
      [M(6), 1, 0, 0],
    ]);
    const codes = await rowsOf(`orders/discount-codes?${range}`);
    // Beat's 4 weeks: 76 off each of the three with 5 days, nothing off the week of 0 days.
    expect(codes).toEqual([
      { code: 'ANALYTICS20', kind: 'PERCENT', value: 20, orders: 1, weeks: 4, cost: 228 },
    ]);
  });
});

describe('accounting analytics', () => {
  it('shows invoiced, paid and open per week, credit notes negative', async () => {
    const rows = await rowsOf(`accounting/weekly?${range}`);
    expect(pick(rows, ['start_date', 'invoiced', 'credit_notes', 'paid', 'open'])).toEqual([
      [M(0), 300, 0, 0, 300],
      [M(1), 350, 0, 0, 650],
      [M(2), 0, 0, 300, 350],
      [M(3), -100, -100, 0, 250],
      [M(4), 0, 0, 0, 250],
      [M(5), 0, 0, 0, 250],
      [M(6), 0, 0, 0, 250],
      [M(7), 0, 0, 0, 250],
      [M(8), 0, 0, 0, 250],
      [M(9), 80, 0, 0, 330],
      [M(10), 0, 0, 0, 330],
    ]);
  });

  it('ages the open invoices on the range’s last day or today', async () => {
    const response = await get(`accounting/ageing?${range}`);
    expect(response.json()).toMatchObject({ as_of: '2031-03-19' });
    expect(
      pick(response.json<{ rows: Record<string, unknown>[] }>().rows, ['bucket', 'invoices', 'amount']),
    ).toEqual([
      ['not_due', 1, 80],
      ['0-30', 0, 0],
      ['31-60', 1, 250], // due 13 February: 34 days
      ['61-90', 0, 0],
      ['90+', 0, 0],
    ]);
  });
});

describe('the analytics tables', () => {
  it('default to the 12 weeks up to the current week', async () => {
    const response = await get('customers/weekly');
    expect(response.json()).toMatchObject({ from: '2030-12-30', to: M(10) });
    expect(response.json<{ rows: unknown[] }>().rows).toHaveLength(12);
  });

  it('download what they show as CSV and .xlsx', async () => {
    const csv = await get(`customers/weekly/export.csv?${range}&zone=${zoneId}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="customers-per-week-2031-03-19.csv"',
    );
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('week_id,start_date,active,new,returning,churned');
    expect(lines[1]).toBe(`2031_2,${M(0)},1,1,0,0`);
    expect(lines).toHaveLength(12);
    const xlsx = await get(`accounting/ageing/export.xlsx?${range}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it.each([
    [
      'customers/weekly?from=2031-01-07',
      'from',
      'from must be a Monday as YYYY-MM-DD (the first week of the range)',
    ],
    [`orders/weekly?from=${M(5)}&to=${M(1)}`, 'to', 'The first week must not come after the last week'],
    ['accounting/weekly?from=2028-01-03&to=2031-03-17', 'to', 'Choose at most 156 weeks at a time'],
    [
      'customers/cohorts?programme=VEGAN',
      'programme',
      'programme must be one of all, LEAN, STRONG, flex, trial',
    ],
    ['orders/discount-codes/export.csv?zone=x', 'zone', 'zone must be the id of a postcode zone'],
  ])('refuse %s with 400 naming %s', async (path, field, message) => {
    const response = await get(path);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('are for SUPER users only', async () => {
    for (const path of ['customers/weekly', 'orders/weekly/export.csv', 'accounting/ageing']) {
      for (const [role, roleCookie] of await refusedRoles(t.app)) {
        expect((await get(path, { cookie: roleCookie })).statusCode, `${role} ${path}`).toBe(403);
      }
      expect((await get(path, {})).statusCode).toBe(401);
    }
  });
});
