import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { couriers, deliveryTypes, postcodeZones } from '../../db/schema/delivery.ts';

// What the delivery figures read: the published consignments with their current status and the columns kept
// for these figures (dispatch, ADR 066/070), the tracking, and the names of zones, points and couriers, all
// other areas' tables, read only.

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The group key of a consignment per breakdown, from the columns dispatch writes at publish (ADR 070); dates
 * are added up into weeks by the caller (cheaper than a week per row). A consignment published before
 * migration 0017 keeps no courier: its key is '#' and its first order's id (see courierKinds).
 */
const GROUPS = {
  date: sql`p.date`,
  zone: sql`COALESCE(p.zone_id, -1)`,
  period: sql`p.identifier`,
  pick_up_point: sql`COALESCE(p.pick_up_point_id::text, '')`,
  courier: sql`COALESCE(p.courier_id::text, '#' || COALESCE(p.order_ids->>0, '0'))`,
} as const;
export type GroupColumn = keyof typeof GROUPS;

export interface OutcomeRow {
  key: string;
  deliveries: number;
  orders: number;
  delivered: number;
  not_delivered: number;
  open: number;
  on_time: number;
  with_window: number;
}

/**
 * The consignments of the dates from `first` to `last` (not removed at a re-publish) with their group `key`,
 * current status, instant and detail (kept on the row, ADR 070) and window end, in a CTE `c`; `zone` keeps one
 * postcode zone. Only columns of published_consignments_figures_idx (migration 0017): no payload is read.
 */
function consignments(range: { first: IsoDate; last: IsoDate; zone: number | undefined }, key: SQL): SQL {
  return sql`c AS (
    SELECT ${key} AS key, jsonb_array_length(p.order_ids) AS orders, p.status, p.status_at AS at,
      p.window_end, p.status_detail AS detail
    FROM published_consignments p
    WHERE p.date BETWEEN ${range.first} AND ${range.last} AND p.removed_at IS NULL
      ${range.zone === undefined ? sql`` : sql`AND p.zone_id = ${range.zone}`}
  )`;
}

/** Outcome counts of the range's consignments per `group` (see OutcomeRow), one query. */
export async function outcomesBy(
  db: Db,
  group: GroupColumn,
  range: { first: IsoDate; last: IsoDate; zone: number | undefined },
): Promise<OutcomeRow[]> {
  return rows<OutcomeRow>(
    await db.execute(sql`WITH ${consignments(range, GROUPS[group])}
      SELECT c.key::text AS key, count(*)::int AS deliveries, sum(c.orders)::int AS orders,
        count(*) FILTER (WHERE c.status IN (4, 5, 6))::int AS delivered,
        count(*) FILTER (WHERE c.status = 7)::int AS not_delivered,
        count(*) FILTER (WHERE c.status IN (1, 2, 3, 9))::int AS open,
        count(*) FILTER (WHERE c.status IN (4, 5, 6) AND c.at <= c.window_end)::int AS on_time,
        count(*) FILTER (WHERE c.status IN (4, 5, 6) AND c.window_end IS NOT NULL)::int AS with_window
      FROM c GROUP BY c.key ORDER BY c.key`),
  );
}

/**
 * What chooses each order's courier (ADR 065), by order id: 'pickUp|isOffice|typeId|zoneId', the zone of the
 * postcode delivered to as the consignment plan resolves the place (the address, or the pick-up point's).
 */
export async function courierKinds(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const kinds = rows<{ order_id: number; kind: string }>(
    await db.execute(sql`SELECT o.order_id,
        concat(o.pick_up, '|', cu.is_office, '|', o.delivery_type_id, '|', pc.postcode_zone_id) AS kind
      FROM orders o
      JOIN customers cu ON cu.customer_id = o.customer_id
      LEFT JOIN addresses a ON a.address_id = CASE WHEN o.pick_up THEN NULL
        WHEN o.use_billing THEN COALESCE(o.billing_address_id, cu.billing_default)
        ELSE COALESCE(o.delivery_address_id, cu.delivery_default) END
      LEFT JOIN pick_up_points pp ON o.pick_up
        AND pp.pick_up_point_id = COALESCE(o.pick_up_point_id, cu.pick_up_point_id)
      LEFT JOIN postcodes pc ON pc.postcode = COALESCE(a.postcode, pp.postcode)
      WHERE o.order_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb)::int)`),
  );
  return new Map(kinds.map((k) => [Number(k.order_id), k.kind]));
}

/** Whether any consignment of the range has tracking at all. */
export async function anyTracking(db: Db, first: IsoDate, last: IsoDate): Promise<boolean> {
  const [row] = rows<{ any: boolean }>(
    await db.execute(
      sql`SELECT EXISTS (SELECT 1 FROM consignment_tracking WHERE date BETWEEN ${first} AND ${last}) AS any`,
    ),
  );
  return Boolean(row?.any);
}

/** The not-delivered consignments (latest status 7) per reason (the detail before a note's colon). */
export async function notDeliveredReasons(
  db: Db,
  range: { first: IsoDate; last: IsoDate; zone: number | undefined },
) {
  return rows<{ reason: string; stops: number }>(
    await db.execute(sql`WITH ${consignments(range, sql`NULL`)}
      SELECT COALESCE(NULLIF(split_part(c.detail, ':', 1), ''), 'other') AS reason, count(*)::int AS stops
      FROM c WHERE c.status = 7 GROUP BY 1 ORDER BY 2 DESC, 1`),
  );
}

/** The names the groups are shown with: zones, pick-up points, and what chooses couriers (small tables). */
export async function lookups(db: Db) {
  const [zones, points, types, courierRows] = await Promise.all([
    db.select().from(postcodeZones),
    db.select({ id: pickUpPoints.pickUpPointId, name: pickUpPoints.name }).from(pickUpPoints),
    db.select().from(deliveryTypes),
    db.select().from(couriers),
  ]);
  return { zones, points, types, couriers: courierRows };
}
