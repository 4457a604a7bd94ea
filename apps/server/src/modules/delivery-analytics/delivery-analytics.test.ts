import type {
  DeliveryBreakdownResponse,
  DeliveryReasonsResponse,
  DeliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../../test/build-test-app.ts';
import { insertHandWorkedWeek, MONDAY, TUESDAY } from '../production/test-week.ts';

// Five consignments of week 2031_11 (March: Zurich is UTC+1), by hand:
//   a  Monday AM-0, 8001 (ZH1), window 06:00–09:00: created, delivered to the recipient at 08:30 → on time
//   b  Monday AM-0, 8001 (ZH1), 06:00–09:00: created, en route, to a neighbour at 09:40 → late
//   c  Tuesday PM-0, 8400 (WIN), 17:00–20:00: created, not delivered 'nobody_home: rang twice'
//   d  Tuesday PM-0, 9999 (no zone), no window: created only → open
//   e  Tuesday, removed at a re-publish: not counted
// Week 2031_11: 4 deliveries, 2 delivered (50 %), 1 not delivered, 1 open; on time 1 of the 2 with a window.
const WEEK_BEFORE = '2031-03-03';

let t: TestApp;
let admin: string;
const get = (url: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
async function read<T>(path: string, query = `from=${MONDAY}&to=${MONDAY}`): Promise<T> {
  const response = await get(`/analytics/delivery/${path}${path.includes('?') ? '&' : '?'}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'SUPER');
  const db = t.database.db;
  const { order } = await insertHandWorkedWeek(db);
  const stops: [string, number, string, string, string, string][] = [
    [MONDAY, order.a, 'AM-0', '8001', '06:00', '09:00'],
    [MONDAY, order.b, 'AM-0', '8001', '06:00', '09:00'],
    [TUESDAY, order.c, 'PM-0', '8400', '17:00', '20:00'],
    [TUESDAY, order.d, 'PM-0', '9999', '', ''],
    [TUESDAY, order.e, 'PM-0', '8001', '17:00', '20:00'],
  ];
  for (const [date, orderId, identifier, postcode, from, to] of stops) {
    const payload = JSON.stringify({
      deliveryAddress: { postcode },
      deliveryTimeFrom: from,
      deliveryTimeTo: to,
    });
    // With the postcode's zone and the window's end instant, as dispatch writes them at publish (ADR 070).
    await db.execute(sql`INSERT INTO published_consignments
        (date, code, team, identifier, pickup_index, order_ids, customer_ids, payload, published_at, removed_at,
        zone_id, window_end)
      VALUES (${date}, ${`${date}-${orderId}`}, 'default', ${identifier}, 0, ${JSON.stringify([orderId])}::jsonb,
        '[]'::jsonb, ${payload}::jsonb, '2031-03-09T15:00:00Z', ${orderId === order.e ? '2031-03-10T10:00:00Z' : null},
        (SELECT postcode_zone_id FROM postcodes WHERE postcode = ${postcode}),
        (${date}::date + NULLIF(${to}, '')::time) AT TIME ZONE 'Europe/Zurich')`);
  }
  // Tracking items, each made the consignment's current status as dispatch's insertTracking does (ADR 070).
  const track = (date: string, orderId: number, status: number, at: string, detail: string | null = null) =>
    db.execute(sql`WITH item AS (INSERT INTO consignment_tracking (date, code, status, at, detail, source)
        VALUES (${date}, ${`${date}-${orderId}`}, ${status}, ${at}, ${detail}, 'driver') RETURNING *)
      UPDATE published_consignments p SET status = item.status, status_at = item.at, status_detail = item.detail
      FROM item WHERE p.date = item.date AND p.code = item.code`);
  for (const [date, orderId] of stops.map((s) => [s[0], s[1]] as const)) {
    await track(date, orderId, 1, '2031-03-09T15:00:00Z');
  }
  await track(MONDAY, order.a, 4, '2031-03-10T07:30:00Z');
  await track(MONDAY, order.b, 3, '2031-03-10T07:00:00Z');
  await track(MONDAY, order.b, 5, '2031-03-10T08:40:00Z');
  await track(TUESDAY, order.c, 7, '2031-03-11T17:00:00Z', 'nobody_home: rang twice');
});
afterAll(async () => {
  await t?.app.close();
});

const outcome = {
  deliveries: 4,
  orders: 4,
  delivered: 2,
  not_delivered: 1,
  open: 1,
  on_time: 1,
  with_window: 2,
};

describe('GET /analytics/delivery/* (issue 20)', () => {
  it('counts the deliveries of each week by their latest tracking, with the on-time share', async () => {
    const answer = await read<DeliveryWeeklyResponse>('weekly', `from=${WEEK_BEFORE}&to=${MONDAY}`);
    expect(answer.tracked).toBe(true);
    expect(answer.rows).toEqual([
      {
        week_id: '2031_10',
        start_date: WEEK_BEFORE,
        ...Object.fromEntries(Object.keys(outcome).map((k) => [k, 0])),
        delivered_pct: null,
        on_time_pct: null,
      },
      { week_id: '2031_11', start_date: MONDAY, ...outcome, delivered_pct: 50, on_time_pct: 50 },
    ]);
  });

  it('breaks the range down per zone and per day period', async () => {
    const zones = await read<DeliveryBreakdownResponse>('breakdown?by=zone');
    expect(
      zones.rows.map((r) => [r.label, r.deliveries, r.delivered, r.not_delivered, r.open, r.on_time_pct]),
    ).toEqual([
      ['ZH1', 2, 2, 0, 0, 50],
      ['UNKNOWN', 1, 0, 0, 1, null],
      ['WIN', 1, 0, 1, 0, null],
    ]);
    const periods = await read<DeliveryBreakdownResponse>('breakdown?by=period');
    expect(periods.rows.map((r) => [r.label, r.deliveries, r.delivered_pct])).toEqual([
      ['AM-0', 2, 100],
      ['PM-0', 2, 0],
    ]);
    for (const by of ['courier', 'pick_up_point']) {
      const answer = await read<DeliveryBreakdownResponse>(`breakdown?by=${by}`);
      expect(
        answer.rows.reduce((sum, r) => sum + r.deliveries, 0),
        by,
      ).toBe(4);
    }
  });

  it('names the reasons of the stops not delivered, and keeps one zone when asked', async () => {
    const reasons = await read<DeliveryReasonsResponse>('reasons');
    expect(reasons.rows).toEqual([{ reason: 'nobody_home', stops: 1, share_pct: 100 }]);
    const zh1 = (await read<DeliveryBreakdownResponse>('breakdown?by=zone')).rows[0]!.key;
    const weekly = await read<DeliveryWeeklyResponse>('weekly', `from=${MONDAY}&to=${MONDAY}&zone=${zh1}`);
    expect(weekly.rows[0]).toMatchObject({ deliveries: 2, delivered: 2, on_time: 1 });
  });

  it('says when the range has no tracking at all', async () => {
    const answer = await read<DeliveryWeeklyResponse>('weekly', `from=2031-01-06&to=2031-01-13`);
    expect(answer.tracked).toBe(false);
    expect(answer.rows.map((r) => r.deliveries)).toEqual([0, 0]);
  });

  it('refuses a bad range, an unknown breakdown (400) and other roles (403)', async () => {
    expect((await get(`/analytics/delivery/weekly?from=2031-03-11&to=${MONDAY}`)).statusCode).toBe(400);
    expect((await get(`/analytics/delivery/breakdown?by=driver`)).statusCode).toBe(400);
    for (const [role, cookie] of await refusedRoles(t.app)) {
      expect((await get('/analytics/delivery/weekly', cookie)).statusCode, role).toBe(403);
    }
  });
});
