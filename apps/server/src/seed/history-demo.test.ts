import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app.ts';
import { createTestClock } from '../../test/clock.ts';
import type { Database } from '../db/client.ts';
import { seedCustomersDemo, type CustomersDemoResult } from './customers-demo.ts';
import { seedKitchenDemo } from './kitchen-demo.ts';
import { seedRecipesDemo } from './recipes-demo.ts';

// Thursday 5 March 2026: this week's Monday is 2 March; 30 weeks of history start on Monday 4 August 2025.
const now = '2026-03-05T08:00:00.000Z';
const N = 80;
const W = 30;

let opened: TestApp;
let result: CustomersDemoResult;
const rows = async <T>(query: SQL, database: Database = opened.database) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (query: SQL, database?: Database) =>
  Number((await rows<{ n: number | string }>(query, database))[0]!.n);

async function seed(database: Database) {
  const clock = createTestClock(now);
  await seedRecipesDemo(database.db, clock);
  await seedKitchenDemo(database.db, clock);
  return seedCustomersDemo(database.db, clock, { customers: N, weeksHistory: W });
}

beforeAll(async () => {
  opened = await buildTestApp({ clock: createTestClock(now) });
  result = await seed(opened.database);
});
afterAll(async () => {
  await opened?.app.close();
});

describe('demo history seed', () => {
  it('adds orders over the weeks before the demo weeks, none of them later than the demo weeks start', async () => {
    expect(result.history!.orders).toBeGreaterThan(N / 2);
    const span = await rows<{ first: string; last: string }>(
      sql`SELECT min(start_date)::text AS first, max(end_date)::text AS last FROM orders
        WHERE order_version = 3 AND start_date < '2026-02-02'`,
    );
    expect(span[0]!.first >= '2025-08-04').toBe(true);
    expect(span[0]!.last <= '2026-01-26').toBe(true);
    // Trials, and orders that ended; skipped days; discount codes with their usage raised.
    expect(
      await one(sql`SELECT count(*) AS n FROM orders WHERE day_trial AND start_date < '2026-02-02'`),
    ).toBeGreaterThan(0);
    expect(
      await one(sql`SELECT count(*) AS n FROM day_overrides WHERE status = 0 AND date < '2026-02-02'`),
    ).toBeGreaterThan(0);
    const redeemed = await one(sql`SELECT count(*) AS n FROM discount_redemptions`);
    expect(redeemed).toBeGreaterThan(0);
    expect(await one(sql`SELECT usage_count AS n FROM discounts WHERE code = 'WELCOME10'`)).toBe(
      148 +
        (await one(sql`SELECT count(*) AS n FROM discount_redemptions r JOIN discounts d USING (discount_id)
        WHERE d.code = 'WELCOME10'`)),
    );
    // No customer was created after their first order.
    expect(
      await one(sql`SELECT count(*) AS n FROM orders o JOIN customers c USING (customer_id)
      WHERE o.order_version = 3 AND o.created_at < c.created_at`),
    ).toBe(0);
  });

  it("fills the kitchen's past weekdays with recipes and some of them with feedback rated 1 to 5", async () => {
    // 30 weeks back from this week's Monday up to the default week: every weekday has its 8 meal slots.
    const days = await rows<{ date: string; slots: number }>(
      sql`SELECT date::text, count(*)::int AS slots FROM day_recipes GROUP BY date ORDER BY date`,
    );
    expect(days[0]!.date).toBe('2025-08-04');
    expect(days.length).toBe(31 * 5);
    expect(days.every((d) => d.slots === 8)).toBe(true);
    const feedback = await rows<{ n: number; low: number; high: number }>(
      sql`SELECT count(*)::int AS n, min(rating) AS low, max(rating) AS high FROM recipe_feedback`,
    );
    expect(feedback[0]!.n).toBeGreaterThan(100);
    expect([feedback[0]!.low, feedback[0]!.high]).toEqual([1, 5]); // recipes have their own average
  });

  it('delivers and tracks each past order-day up to yesterday: created, then delivered or not with a reason', async () => {
    const consignments = result.history!.consignments;
    expect(consignments).toBeGreaterThan(1000);
    const last = await rows<{ last: string; first: string }>(
      sql`SELECT max(date)::text AS last, min(date)::text AS first FROM published_consignments`,
    );
    expect(last[0]!.first >= '2025-08-04' && last[0]!.first < '2025-09-01').toBe(true);
    expect(last[0]!.last).toBe('2026-03-04');
    // Every consignment: one 'created' (1) and a final status; not delivered (7) names its reason.
    const statuses = await rows<{ status: number; n: number }>(
      sql`SELECT status, count(*)::int AS n FROM consignment_tracking GROUP BY status ORDER BY status`,
    );
    expect(statuses.find((s) => s.status === 1)!.n).toBe(consignments);
    expect(statuses.map((s) => s.status)).toEqual([1, 4, 5, 6, 7]);
    expect(
      await one(sql`SELECT count(*) AS n FROM consignment_tracking WHERE status = 7 AND detail IS NULL`),
    ).toBe(0);
    // Each is in its courier's run and claims its order once; skipped days are not delivered.
    expect(await one(sql`SELECT count(*) AS n FROM consignment_orders`)).toBe(consignments);
    expect(
      await one(sql`SELECT count(*) AS n FROM published_consignments p JOIN day_overrides x
      ON x.order_id = (p.order_ids->>0)::int AND x.date = p.date AND x.status = 0`),
    ).toBe(0);
    expect(
      await one(sql`SELECT count(*) AS n FROM published_consignments p LEFT JOIN consignment_runs r
      USING (team, date, identifier) WHERE r.team IS NULL`),
    ).toBe(0);
    // The kitchen changed some meals for allergies: each names ingredients that carry the customer's allergen.
    expect(await one(sql`SELECT count(*) AS n FROM allergen_suppressions`)).toBeGreaterThan(0);
  });

  it('is deterministic: the same N and W give the same rows in a second database', async () => {
    const { database } = await openTestDatabase('demo');
    try {
      const again = await seed(database);
      expect(again).toEqual(result);
      const queries = [
        sql`SELECT customer_id, type, is_flex, day_trial, start_date::text, end_date::text, weekdays FROM orders ORDER BY order_id`,
        sql`SELECT order_id, date::text, status FROM day_overrides ORDER BY day_override_id`,
        sql`SELECT order_id, discount_id FROM discount_redemptions ORDER BY order_id`,
        sql`SELECT recipe_id, rating, comment, served_on::text FROM recipe_feedback ORDER BY recipe_feedback_id`,
        sql`SELECT date::text, code, status, at, detail FROM consignment_tracking ORDER BY date, code, status, at`,
        sql`SELECT date::text, customer_id, recipe_id, suppress_allergies FROM allergen_suppressions
          ORDER BY date, customer_id, recipe_id`,
      ];
      for (const query of queries) expect(await rows(query, database)).toEqual(await rows(query));
    } finally {
      await database.close();
    }
  });
});
