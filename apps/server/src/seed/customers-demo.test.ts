import { addDays } from '@brigade/domain/calendar/iso-date';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, openTestDatabase, type TestApp } from '../../test/build-test-app.ts';
import { createTestClock } from '../../test/clock.ts';
import type { Database } from '../db/client.ts';
import { seedCustomersDemo } from './customers-demo.ts';

// The test clock's Monday 2 March 2026: the demo's weeks are the 4 before it, its own and the 2 after.
const now = '2026-03-02T08:00:00.000Z';
const thisMonday = '2026-03-02';
const weeks = [-4, -3, -2, -1, 0, 1, 2].map((w) => addDays(thisMonday, 7 * w));
const N = 50;

let opened: TestApp;
const rows = async <T>(query: SQL, database: Database = opened.database) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);

beforeAll(async () => {
  opened = await buildTestApp({ clock: createTestClock(now) });
  const result = await seedCustomersDemo(opened.database.db, opened.clock, { customers: N });
  expect(result).toMatchObject({ customers: N, skipped: false });
});
afterAll(async () => {
  await opened?.app.close();
});

describe('customer demo seed', () => {
  it('creates N customers with names, e-mails, Swiss mobile numbers and a billing address each', async () => {
    expect(await one(sql`SELECT count(*)::int AS n FROM customers`)).toBe(N);
    const customers = await rows<{
      first_name: string;
      email: string;
      phone_cc: string;
      phone_number: string;
    }>(sql`SELECT first_name, email, phone_cc, phone_number FROM customers`);
    for (const c of customers) {
      expect(c.first_name).not.toBe('');
      expect(c.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(c.phone_cc).toBe('41');
      expect(c.phone_number).toMatch(/^07[6-9] \d{3} \d{2} \d{2}$/);
    }
    expect(new Set(customers.map((c) => c.email)).size).toBe(N);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM customers c
        WHERE NOT EXISTS (SELECT 1 FROM addresses a WHERE a.address_id = c.billing_default
          AND a.customer_id = c.customer_id AND NOT a.is_delivery)`),
    ).toBe(0);
  });

  it('puts addresses on the delivery demo postcodes, with coordinates in Switzerland or none', async () => {
    expect(
      await one(sql`SELECT count(*)::int AS n FROM addresses a
        LEFT JOIN postcodes p ON p.postcode = a.postcode AND p.place = a.city
        WHERE p.postcode_zone_id IS NULL`),
    ).toBe(0);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM addresses WHERE latitude IS NOT NULL AND
        (latitude NOT BETWEEN 45.8 AND 47.9 OR longitude NOT BETWEEN 5.9 AND 10.5)`),
    ).toBe(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM addresses WHERE latitude IS NULL`)).toBeGreaterThan(
      0,
    );
  });

  it('gives every order addresses of its own customer (or a pick-up point)', async () => {
    expect(
      await one(sql`SELECT count(*)::int AS n FROM orders o JOIN addresses a
        ON a.address_id IN (o.billing_address_id, o.delivery_address_id) WHERE a.customer_id <> o.customer_id`),
    ).toBe(0);
    expect(await one(sql`SELECT count(*)::int AS n FROM orders WHERE billing_address_id IS NULL`)).toBe(0);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM orders WHERE pick_up AND pick_up_point_id IS NULL`),
    ).toBe(0);
  });

  it('has current orders in each of the demo weeks, with every programme type and 1-day trials', async () => {
    for (const monday of weeks) {
      const kinds = await rows<{ kind: string }>(sql`SELECT DISTINCT
          CASE WHEN day_trial THEN 'TRIAL' ELSE type || CASE WHEN is_flex THEN ' flex' ELSE '' END END AS kind
        FROM orders WHERE order_version = 3 AND NOT cancelled
          AND start_date <= ${monday} AND (end_date IS NULL OR end_date >= ${monday})`);
      expect(kinds.map((k) => k.kind).sort(), `week of ${monday}`).toEqual([
        'LEAN',
        'LEAN flex',
        'STRONG',
        'STRONG flex',
        'TRIAL',
      ]);
    }
    expect(
      await one(sql`SELECT count(*)::int AS n FROM orders WHERE is_subscription AND end_date IS NULL`),
    ).toBeGreaterThan(0);
    // Orders start on a Monday, run Monday–Friday mostly, and use the seeded delivery types.
    expect(
      await one(sql`SELECT count(*)::int AS n FROM orders WHERE extract(isodow FROM start_date) <> 1`),
    ).toBe(0);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM orders o LEFT JOIN delivery_types d USING (delivery_type_id)
        WHERE o.delivery_type_id IS NOT NULL AND d.delivery_type_id IS NULL`),
    ).toBe(0);
  });

  it('keeps day overrides, meal overrides and bags inside their order’s span', async () => {
    for (const table of ['day_overrides', 'meal_overrides', 'additional_bags']) {
      expect(
        await one(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} x JOIN orders o USING (order_id)
          WHERE x.date < o.start_date OR x.date > coalesce(o.end_date, DATE '9999-12-25') + 6`),
        table,
      ).toBe(0);
    }
    expect(await one(sql`SELECT count(*)::int AS n FROM day_overrides WHERE status = 0`)).toBeGreaterThan(0);
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM day_overrides WHERE status <> 0 AND extract(isodow FROM date) = 6`,
      ),
    ).toBeGreaterThan(0);
    const bags = await rows<{ bags_json: unknown }>(sql`SELECT bags_json FROM additional_bags`);
    expect(bags.length).toBeGreaterThan(0);
    for (const bag of bags) {
      expect(bag.bags_json).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ meal_type: expect.any(String), qty: expect.any(Number) }),
        ]),
      );
    }
  });

  it('merges only orders delivered to the same address, on a day inside each order', async () => {
    const merges = await rows<{
      order_id: number;
      other: number;
    }>(sql`SELECT m.order_id, (x.value)::int AS other
      FROM order_merges m, jsonb_array_elements_text(m.merged_with) x`);
    expect(merges.length).toBeGreaterThan(0);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM order_merges m, jsonb_array_elements_text(m.merged_with) x,
          orders a, orders b, addresses da, addresses db
        WHERE a.order_id = m.order_id AND b.order_id = (x.value)::int
          AND da.address_id = a.delivery_address_id AND db.address_id = b.delivery_address_id
          AND (da.street, da.postcode, da.city) = (db.street, db.postcode, db.city)
          AND m.menu_date BETWEEN a.start_date AND coalesce(a.end_date, DATE '9999-12-25') + 6
          AND m.menu_date BETWEEN b.start_date AND coalesce(b.end_date, DATE '9999-12-25') + 6`),
    ).toBe(merges.length);
  });

  it('holds legacy orders of price models 1 and 2, groups with members and special programmes', async () => {
    expect(
      await one(
        sql`SELECT count(*)::int AS n FROM orders WHERE order_version = 2 AND created_at < '2020-08-12'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM orders WHERE order_version = 2
        AND created_at >= '2020-08-12' AND created_at < '2021-07-28'`),
    ).toBeGreaterThan(0);
    expect(
      await one(sql`SELECT count(DISTINCT group_id)::int AS n FROM customers WHERE group_id IS NOT NULL`),
    ).toBeGreaterThanOrEqual(3);
    const specials = await rows<{ members: number; grouped: number; ungrouped: number }>(sql`SELECT
        count(c.*)::int AS members, count(c.delivery_group_id)::int AS grouped,
        count(*) FILTER (WHERE c.delivery_group_id IS NULL)::int AS ungrouped
      FROM special_programmes p LEFT JOIN special_programme_customers c USING (special_programme_id)
      GROUP BY p.special_programme_id`);
    expect(specials.length).toBeGreaterThanOrEqual(2);
    expect(specials.every((s) => s.members > 0 && s.ungrouped > 0)).toBe(true);
    expect(specials.some((s) => s.grouped > 0)).toBe(true);
  });

  it('gives about 1 in 5 customers allergens from the list', async () => {
    const withAllergens = await one(
      sql`SELECT count(DISTINCT customer_id)::int AS n FROM customer_allergens`,
    );
    expect(withAllergens).toBeGreaterThan(0);
    expect(withAllergens).toBeLessThan(N / 2);
  });

  it('adds nothing to a database that has customers', async () => {
    const again = await seedCustomersDemo(opened.database.db, opened.clock, { customers: N });
    expect(again.skipped).toBe(true);
    expect(await one(sql`SELECT count(*)::int AS n FROM customers`)).toBe(N);
  });

  it('is deterministic: a second database gets the same customers and orders', async () => {
    const { database } = await openTestDatabase('demo');
    try {
      await seedCustomersDemo(database.db, createTestClock(now), { customers: N });
      const names = sql`SELECT first_name, last_name, email FROM customers ORDER BY customer_id`;
      const programmes = sql`SELECT type, is_flex, day_trial, start_date::text, end_date::text FROM orders ORDER BY order_id`;
      expect(await rows(names, database)).toEqual(await rows(names));
      expect(await rows(programmes, database)).toEqual(await rows(programmes));
    } finally {
      await database.close();
    }
  });
});
