import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { couriers, deliveryTypes, postcodeZones } from '../../db/schema/delivery.ts';

// What the delivery figures read: the published consignments and their tracking (dispatch, ADR 066), the
// postcode zones of their addresses and their first order's place, all other areas' tables, read only.

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The group columns a breakdown can ask for (the consignment's first order decides courier and pick-up point). */
const GROUPS = {
  week: sql`to_char(c.date - (extract(isodow FROM c.date)::int - 1), 'YYYY-MM-DD')`,
  zone: sql`COALESCE(c.zone_id, -1)::text`,
  period: sql`c.identifier`,
  pick_up_point: sql`CASE WHEN o.pick_up THEN COALESCE(o.pick_up_point_id, 0)::text ELSE '' END`,
  courier: sql`concat_ws('|', o.pick_up, cu.is_office, o.delivery_type_id, oz.postcode_zone_id)`,
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
 * The consignments of the dates from `first` to `last` (not removed at a re-publish), each with its current
 * tracking status (kept on the row by dispatch, ADR 070), delivery instant, window end and postcode zone, in a
 * CTE `c`; `zone` keeps one zone.
 */
function consignments(first: IsoDate, last: IsoDate, zone: number | undefined): SQL {
  return sql`c AS (
    SELECT p.date, p.code, p.identifier, p.order_ids, jsonb_array_length(p.order_ids) AS orders,
      pc.postcode_zone_id AS zone_id, p.status, p.status_at AS at,
      NULLIF(p.payload->>'deliveryTimeTo', '') AS window_to, p.status_detail AS detail
    FROM published_consignments p
    LEFT JOIN postcodes pc ON pc.postcode = p.payload->'deliveryAddress'->>'postcode'
    WHERE p.date BETWEEN ${first} AND ${last} AND p.removed_at IS NULL
      ${zone === undefined ? sql`` : sql`AND pc.postcode_zone_id = ${zone}`}
  )`;
}

/** Outcome counts of the range's consignments per `group` (see OutcomeRow), one query. */
export async function outcomesBy(
  db: Db,
  group: GroupColumn,
  range: { first: IsoDate; last: IsoDate; zone: number | undefined },
): Promise<OutcomeRow[]> {
  const byOrder = group === 'courier' || group === 'pick_up_point';
  return rows<OutcomeRow>(
    await db.execute(sql`WITH ${consignments(range.first, range.last, range.zone)}
      SELECT ${GROUPS[group]} AS key, count(*)::int AS deliveries, sum(c.orders)::int AS orders,
        count(*) FILTER (WHERE c.status IN (4, 5, 6))::int AS delivered,
        count(*) FILTER (WHERE c.status = 7)::int AS not_delivered,
        count(*) FILTER (WHERE c.status IN (1, 2, 3, 9))::int AS open,
        count(*) FILTER (WHERE c.status IN (4, 5, 6) AND c.window_to IS NOT NULL
          AND (c.at AT TIME ZONE 'Europe/Zurich') <= c.date + c.window_to::time)::int AS on_time,
        count(*) FILTER (WHERE c.status IN (4, 5, 6) AND c.window_to IS NOT NULL)::int AS with_window
      FROM c
      ${
        byOrder
          ? sql`LEFT JOIN orders o ON o.order_id = (c.order_ids->>0)::int
        LEFT JOIN customers cu ON cu.customer_id = o.customer_id
        LEFT JOIN addresses oa ON oa.address_id = COALESCE(o.delivery_address_id, o.billing_address_id)
        LEFT JOIN postcodes oz ON oz.postcode = oa.postcode`
          : sql``
      }
      GROUP BY 1 ORDER BY 1`),
  );
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
    await db.execute(sql`WITH ${consignments(range.first, range.last, range.zone)}
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
