import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { chooseCourier, type CourierLookups } from '@brigade/domain/logistics/consignment-courier';
import { NOT_DELIVERED_REASONS } from '@brigade/domain/logistics/tracking-flow';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { couriers, deliveryTypes, postcodeZones } from '../db/schema/delivery.ts';
import { pickUpPoints } from '../db/schema/controls.ts';
import { toPlanLookups } from '../modules/logistics/mapping.ts';

// The deliveries of the past (demo history): set-based, so two years at thousands of customers stay quick.
// Each order-day is one published consignment whose tracking reads as the drivers' app would have left it, with
// the columns dispatch keeps for the delivery figures (zone, window end, courier, pick-up point; ADR 070).

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the consignment plan reads to choose an order's courier (ADR 065), and what it chose. */
interface CourierKey {
  pick_up: boolean;
  is_office: boolean;
  delivery_type_id: number | null;
  postcode_zone_id: number | null;
}

/** The orders' place: the delivery address, else the billing one; a pick-up order's is its point. */
const orderPlace = sql`
  FROM orders o
  JOIN customers c ON c.customer_id = o.customer_id
  LEFT JOIN addresses a ON a.address_id = COALESCE(o.delivery_address_id, o.billing_address_id)
  LEFT JOIN pick_up_points pp ON o.pick_up AND pp.pick_up_point_id = o.pick_up_point_id
  LEFT JOIN postcodes pc ON pc.postcode = a.postcode`;

const n = (value: number | null) => (value === null ? 'NULL::int' : `${Math.trunc(value)}::int`);
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The courier choice of every kind of order in the range, as a VALUES list to join (few distinct kinds). */
async function courierChoices(db: Db, active: ReturnType<typeof sql>): Promise<string | null> {
  const keys = rows<CourierKey>(
    await db.execute(sql`SELECT DISTINCT o.pick_up, c.is_office, o.delivery_type_id, pc.postcode_zone_id
      ${orderPlace} WHERE ${active}`),
  );
  const [types, courierRows, zones, points] = await Promise.all([
    db.select().from(deliveryTypes),
    db.select().from(couriers),
    db.select().from(postcodeZones),
    db.select().from(pickUpPoints),
  ]);
  const lookups: CourierLookups = toPlanLookups({ types, couriers: courierRows, zones, points });
  const values = keys.flatMap((k) => {
    const choice = chooseCourier(
      {
        pickUp: k.pick_up,
        isOffice: k.is_office,
        deliveryTypeId: k.delivery_type_id,
        postcodeZoneId: k.postcode_zone_id,
      },
      lookups,
    );
    if (typeof choice === 'string') return [];
    return [
      `(${k.pick_up}, ${k.is_office}, ${n(k.delivery_type_id)}, ${n(k.postcode_zone_id)}, ` +
        `${text(choice.team)}, ${text(choice.period)}, ${text(choice.from)}, ${text(choice.to)}, ` +
        `${n(choice.courier.courierId)})`,
    ];
  });
  return values.length === 0 ? null : values.join(',\n');
}

/**
 * Publishes every order-day from `first` to `last` (orders of version 3, not cancelled, on their weekdays,
 * skipped days left out) as its own consignment of its courier's team and period, claims the orders, adds the
 * runs, and tracks each: created the day before at 16:00, then delivered (recipient, neighbour or mailbox) in
 * or, now and then, after its window, or not delivered with a reason (some delivered on a second try). Which
 * is decided by a hash of the code, so the same data gives the same tracking. Nothing when the range already
 * has published consignments. Returns how many consignments it published.
 */
export async function seedHistoryDeliveries(db: Db, first: IsoDate, last: IsoDate): Promise<number> {
  if (last < first) return 0;
  const [existing] = rows<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM published_consignments WHERE date BETWEEN ${first} AND ${last}`,
    ),
  );
  if (Number(existing?.n ?? 0) > 0) return 0;
  const active = sql`o.order_version = 3 AND NOT o.cancelled AND o.start_date <= ${last}
    AND (o.end_date IS NULL OR o.end_date + 6 >= ${first}::date)`;
  const choices = await courierChoices(db, active);
  if (!choices) return 0;
  await db.execute(sql`INSERT INTO published_consignments
      (date, code, team, identifier, pickup_index, order_ids, customer_ids, payload, external_id, published_at,
      zone_id, window_end, courier_id, pick_up_point_id)
    SELECT d.date, d.date::text || '-' || o.order_id, ch.team, ch.identifier, 0,
      jsonb_build_array(o.order_id), jsonb_build_array(o.customer_id),
      jsonb_build_object(
        'orderId', o.order_id, 'code', d.date::text || '-' || o.order_id,
        'deliveryAddress', jsonb_build_object(
          'name', CASE WHEN o.pick_up THEN pp.name ELSE c.first_name || ' ' || c.last_name END,
          'street', COALESCE(CASE WHEN o.pick_up THEN pp.street ELSE a.street END, ''),
          'postcode', COALESCE(CASE WHEN o.pick_up THEN pp.postcode ELSE a.postcode END, ''),
          'city', COALESCE(CASE WHEN o.pick_up THEN pp.city ELSE a.city END, ''),
          'countryCode', 'CH'),
        'pickUpTimeFrom', CASE WHEN ch.identifier = 'AM-0' THEN '06:00' ELSE '12:00' END,
        'deliveryTimeFrom', ch.t_from, 'deliveryTimeTo', ch.t_to, 'pickupIndex', 0,
        'products', '[]'::jsonb, 'first_name', c.first_name, 'trackingItems', '[]'::jsonb),
      'local:' || d.date::text || '-' || o.order_id,
      ((d.date - 1) + time '16:00') AT TIME ZONE 'Europe/Zurich',
      CASE WHEN o.pick_up THEN ppc.postcode_zone_id ELSE pc.postcode_zone_id END,
      (d.date + NULLIF(ch.t_to, '')::time) AT TIME ZONE 'Europe/Zurich',
      ch.courier_id, CASE WHEN o.pick_up THEN COALESCE(o.pick_up_point_id, 0) END
    ${orderPlace}
    LEFT JOIN postcodes ppc ON ppc.postcode = pp.postcode
    JOIN (VALUES ${sql.raw(choices)})
      AS ch(pick_up, is_office, type_id, zone_id, team, identifier, t_from, t_to, courier_id)
      ON ch.pick_up = o.pick_up AND ch.is_office = c.is_office
      AND ch.type_id IS NOT DISTINCT FROM o.delivery_type_id AND ch.zone_id IS NOT DISTINCT FROM pc.postcode_zone_id
    CROSS JOIN LATERAL (
      SELECT g::date AS date FROM generate_series(
        GREATEST(o.start_date, ${first}::date)::timestamp,
        LEAST(COALESCE(o.end_date, ${last}::date) + 6, ${last}::date)::timestamp, interval '1 day') g
    ) d
    WHERE ${active}
      AND o.weekdays @> to_jsonb(extract(isodow FROM d.date)::int)
      AND NOT EXISTS (SELECT 1 FROM day_overrides x
        WHERE x.order_id = o.order_id AND x.date = d.date AND x.status = 0)`);
  const inRange = sql`p.date BETWEEN ${first} AND ${last}`;
  await db.execute(sql`INSERT INTO consignment_orders (date, order_id, code)
    SELECT p.date, (p.order_ids->>0)::int, p.code FROM published_consignments p WHERE ${inRange}`);
  await db.execute(sql`INSERT INTO consignment_runs
      (team, date, identifier, stop_order, published_version, published_at, published_tracking, published_mode)
    SELECT p.team, p.date, p.identifier, jsonb_agg(p.code ORDER BY p.code), 1, max(p.published_at), true, 'testing'
    FROM published_consignments p WHERE ${inRange} GROUP BY p.team, p.date, p.identifier
    ON CONFLICT DO NOTHING`);
  await trackHistory(db, inRange);
  const [published] = rows<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM published_consignments p WHERE ${inRange}`),
  );
  return Number(published?.n ?? 0);
}

/** The tracking of the range's consignments (see seedHistoryDeliveries), decided by a hash of each code. */
async function trackHistory(db: Db, inRange: ReturnType<typeof sql>): Promise<void> {
  const reasons = `ARRAY[${NOT_DELIVERED_REASONS.map(text).join(', ')}]`;
  await db.execute(sql`WITH p AS (
      SELECT p.date, p.code, p.published_at, (hashtext(p.code)::bigint & 2147483647) AS h,
        COALESCE(NULLIF(p.payload->>'deliveryTimeFrom', ''), '11:00')::time AS t_from,
        COALESCE(NULLIF(p.payload->>'deliveryTimeTo', ''), '14:00')::time AS t_to
      FROM published_consignments p WHERE ${inRange}
    ), o AS (
      SELECT p.*, p.h % 1000 AS bucket,
        (p.date + p.t_from + (p.t_to - p.t_from) * ((p.h / 1000 % 100) / 100.0)::float8) AS on_time,
        (p.date + p.t_to + make_interval(mins => (5 + p.h / 7 % 55)::int)) AS late
      FROM p
    ), outcome AS (
      SELECT o.*, CASE WHEN bucket < 850 THEN 4 WHEN bucket < 905 THEN 5 WHEN bucket < 965 THEN 6 ELSE 7 END AS status,
        (CASE WHEN (o.h / 13) % 100 < 7 THEN o.late ELSE o.on_time END) AT TIME ZONE 'Europe/Zurich' AS at
      FROM o
    )
    INSERT INTO consignment_tracking (date, code, status, at, detail, source, created_at)
    SELECT date, code, 1, published_at, NULL, 'publish', published_at FROM outcome
    UNION ALL
    SELECT date, code, status, at,
      CASE WHEN status = 7 THEN (${sql.raw(reasons)})[1 + (h / 17) % ${NOT_DELIVERED_REASONS.length}] END,
      'driver', at
    FROM outcome
    UNION ALL
    SELECT date, code, 4, at + interval '45 minutes', NULL, 'driver', at + interval '45 minutes'
    FROM outcome WHERE status = 7 AND (h / 19) % 5 < 2`);
  // Each consignment's current status is its latest item, as dispatch's insertTracking keeps it.
  await db.execute(sql`UPDATE published_consignments p
    SET status = t.status, status_at = t.at, status_detail = t.detail
    FROM (SELECT DISTINCT ON (date, code) date, code, status, at, detail FROM consignment_tracking
      ORDER BY date, code, tracking_id DESC) t
    WHERE t.date = p.date AND t.code = p.code AND ${inRange}`);
}

/**
 * The meals the kitchen changed for an allergy in the range: for about half of the lunches and dinners a
 * customer with an allergy received whose recipe contains that allergen, a suppression naming the ingredients.
 */
export async function seedHistorySuppressions(db: Db, first: IsoDate, last: IsoDate): Promise<void> {
  await db.execute(sql`INSERT INTO allergen_suppressions
      (date, customer_id, order_id, recipe_id, suppress_allergies, suppress_warnings, created_at, updated_at)
    SELECT p.date, ca.customer_id, (p.order_ids->>0)::int, dr.recipe_id, jsonb_agg(DISTINCT i.name), '[]'::jsonb,
      min(p.published_at), min(p.published_at)
    FROM published_consignments p
    JOIN customer_allergens ca ON ca.customer_id = (p.customer_ids->>0)::int AND ca.kind = 'ALLERGY'
    JOIN day_recipes dr ON dr.date = p.date AND dr.slot IN ('lunch', 'dinner')
    JOIN recipe_ingredients ri ON ri.recipe_id = dr.recipe_id
    JOIN ingredient_allergens ia ON ia.ingredient_id = ri.ingredient_id AND ia.allergen_id = ca.allergen_id
      AND ia.kind = 'CONTAINS'
    JOIN ingredients i ON i.ingredient_id = ri.ingredient_id
    WHERE p.date BETWEEN ${first} AND ${last} AND (hashtext(p.code || dr.slot)::bigint & 2147483647) % 2 = 0
    GROUP BY p.date, ca.customer_id, (p.order_ids->>0)::int, dr.recipe_id
    ON CONFLICT DO NOTHING`);
}
