import { readFile, rm } from 'node:fs/promises';
import type {
  DeliveryBreakdownResponse,
  DeliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedConsignments } from '../../db/schema/dispatch.ts';
import { RICO_PM, startRunTest, type RunTest } from '../dispatch/test-run.ts';
import { MONDAY } from '../production/test-week.ts';

// The delivery figures from what dispatch writes at publish (ADR 070), on the hand-worked Monday of dispatch
// (logistics/test-delivery.ts), both runs published:
//   ultrakurier AM-0: Anna, home in 3901 (Zz City), Zz Kurier 07:00–09:00 → delivered 08:30 Zurich: on time
//   rico PM-0: the gym (Ben and Cleo picked up at Zz Gym, 3901: Zz City), Rico 17:00–19:00 → open
//              Eva, home in 3902 (no zone), Rico 17:00–19:00 → delivered 19:30 Zurich: late
// March 2031: Zurich is UTC+1. Then the same rows as migration 0017 backfills them (no courier on the row).
const KURIER_AM = `/logistics/consignments/ultrakurier/${MONDAY}/AM-0`;

let r: RunTest;
beforeAll(async () => {
  r = await startRunTest();
  await r.publish({ tracking: true }, KURIER_AM);
  await r.publish({ tracking: true }, RICO_PM);
  const { a, e } = r.delivery.ids.order;
  const deliver = (orderId: number, at: string) =>
    r.t.database.db
      .execute(sql`WITH item AS (INSERT INTO consignment_tracking (date, code, status, at, source)
        VALUES (${MONDAY}, ${`${MONDAY}-${orderId}`}, 4, ${at}, 'driver') RETURNING *)
      UPDATE published_consignments p SET status = item.status, status_at = item.at, status_detail = item.detail
      FROM item WHERE p.date = item.date AND p.code = item.code`);
  await deliver(a, '2031-03-10T07:30:00Z');
  await deliver(e, '2031-03-10T18:30:00Z');
});
afterAll(async () => {
  await r?.t.app.close();
  await rm(r.objects, { recursive: true, force: true });
});

async function read<T>(path: string): Promise<T> {
  const url = `/analytics/delivery/${path}${path.includes('?') ? '&' : '?'}from=${MONDAY}&to=${MONDAY}`;
  const response = await r.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Each breakdown as [label, deliveries] pairs, and the week's outcome. */
async function figures() {
  const breakdown = async (by: string) =>
    (await read<DeliveryBreakdownResponse>(`breakdown?by=${by}`)).rows.map((row) => [
      row.label,
      row.deliveries,
    ]);
  const week = (await read<DeliveryWeeklyResponse>('weekly')).rows[0];
  return {
    courier: await breakdown('courier'),
    zone: await breakdown('zone'),
    pickUpPoint: await breakdown('pick_up_point'),
    period: await breakdown('period'),
    week,
  };
}

const expected = {
  courier: [
    ['Rico', 2],
    ['Zz Kurier', 1],
  ],
  zone: [
    ['Zz City', 2],
    ['UNKNOWN', 1],
  ],
  pickUpPoint: [
    ['', 2],
    ['Zz Gym', 1],
  ],
  period: [
    ['PM-0', 2],
    ['AM-0', 1],
  ],
  week: expect.objectContaining({
    deliveries: 3,
    orders: 4,
    delivered: 2,
    open: 1,
    with_window: 2,
    on_time: 1,
    on_time_pct: 50,
  }),
};

const rowsOfMonday = () =>
  r.t.database.db
    .select({
      code: publishedConsignments.code,
      zoneId: publishedConsignments.zoneId,
      windowEnd: publishedConsignments.windowEnd,
      courierId: publishedConsignments.courierId,
      pickUpPointId: publishedConsignments.pickUpPointId,
    })
    .from(publishedConsignments)
    .where(eq(publishedConsignments.date, MONDAY))
    .orderBy(asc(publishedConsignments.code));

describe('the delivery figures from the published rows (ADR 070)', () => {
  it('groups what dispatch published by its courier, zone, pick-up point and period, on time by its window', async () => {
    const { a, e } = r.delivery.ids.order;
    const { couriers, gym } = r.delivery;
    const rows = await rowsOfMonday();
    const anna = rows.find((row) => row.code === `${MONDAY}-${a}`);
    expect(anna).toMatchObject({
      courierId: couriers.kurier,
      windowEnd: new Date('2031-03-10T08:00:00Z'),
      pickUpPointId: null,
    });
    expect(anna?.zoneId).toEqual(expect.any(Number));
    expect(rows.find((row) => row.code === `${MONDAY}-${e}`)).toMatchObject({
      courierId: couriers.rico,
      zoneId: null,
      windowEnd: new Date('2031-03-10T18:00:00Z'),
    });
    expect(rows.filter((row) => row.pickUpPointId === gym)).toEqual([
      expect.objectContaining({ courierId: couriers.rico, zoneId: anna?.zoneId }),
    ]);
    expect(await figures()).toEqual(expected);
  });

  it('gives the same figures for the rows as migration 0017 backfills them (the courier chosen today)', async () => {
    const published = await rowsOfMonday();
    const db = r.t.database.db;
    await db
      .update(publishedConsignments)
      .set({ zoneId: null, windowEnd: null, courierId: null, pickUpPointId: null })
      .where(eq(publishedConsignments.date, MONDAY));
    const migration = await readFile(
      new URL('../../../drizzle/0017_consignment_analytics_columns.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!;
    await db.execute(sql.raw(backfill));
    expect(await rowsOfMonday()).toEqual(published.map((row) => ({ ...row, courierId: null })));
    expect(await figures()).toEqual(expected);
  });
});
