import type { AnalyticsProgramme } from '@brigade/domain/analytics/analytics-range';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The orders an analytics table counts: its programme and postcode-zone filters. */
export interface OrderFilters {
  programme?: AnalyticsProgramme | undefined;
  zone?: number | undefined;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
export { rows as resultRows };

/**
 * The programme filter on `o` (orders): LEAN / STRONG = that type, flex or not, no 1-day trials; flex = the
 * flex programmes, no trials; trial = 1-day trials; all (or none) = every order.
 */
function programmeWhere(programme: AnalyticsProgramme | undefined): SQL {
  switch (programme) {
    case 'LEAN':
    case 'STRONG':
      return sql`AND o.type = ${programme} AND NOT o.day_trial`;
    case 'flex':
      return sql`AND o.is_flex AND NOT o.day_trial`;
    case 'trial':
      return sql`AND o.day_trial`;
    default:
      return sql``;
  }
}

/**
 * The zone filter on `o`: the postcode zone of where the order goes, as The Week resolves it — a pick-up
 * order's pick-up point (the order's, else the customer's), else the billing address (use_billing) or the
 * delivery address, each the order's own or else the customer's default.
 */
export function zoneWhere(zone: number | undefined): SQL {
  if (zone === undefined) return sql``;
  return sql`AND EXISTS (
    SELECT 1 FROM customers c
      LEFT JOIN pick_up_points pp ON o.pick_up AND pp.pick_up_point_id = coalesce(o.pick_up_point_id, c.pick_up_point_id)
      LEFT JOIN addresses a ON NOT o.pick_up AND a.address_id = CASE WHEN o.use_billing
        THEN coalesce(o.billing_address_id, c.billing_default) ELSE coalesce(o.delivery_address_id, c.delivery_default) END
      JOIN postcodes pc ON pc.postcode = coalesce(pp.postcode, a.postcode)
    WHERE c.customer_id = o.customer_id AND pc.postcode_zone_id = ${zone})`;
}

/** The orders that count (not cancelled, filtered) and whose weeks touch [from, to] (Mondays). */
export function countedOrders(filters: OrderFilters, from: IsoDate, to: IsoDate): SQL {
  return sql`SELECT o.*, (SELECT count(DISTINCT d) FROM jsonb_array_elements_text(o.weekdays) d
        WHERE d IN ('1','2','3','4','5','6','7'))::int AS full_days
      FROM orders o
      WHERE NOT o.cancelled AND o.start_date <= ${to}::date + 6
        AND (o.end_date IS NULL OR o.end_date >= ${from}::date)
        ${programmeWhere(filters.programme)} ${zoneWhere(filters.zone)}`;
}

/**
 * CTEs `co` (the counted orders) and `ow` (order weeks): one row per counted order and ISO week from `from` to
 * `to` (Mondays) that lies in the order's weeks — The Week's row of the order in that week (ADR 024; an
 * open order runs to `to`) — with `num_days`, the days it delivers (orderWeekSchedule): its weekdays on or
 * after start_date, less the days a status-0 day override skips, plus the days any other status switches on
 * (weekends too; one override per order and date). `monday` is the week's Monday (date).
 */
export function orderWeeksCte(filters: OrderFilters, from: IsoDate, to: IsoDate): SQL {
  return sql`co AS (${countedOrders(filters, from, to)}),
    ow0 AS (
      SELECT co.order_id, co.customer_id, w::date AS monday,
        CASE WHEN w::date >= co.start_date THEN co.full_days
          ELSE (SELECT count(DISTINCT d)::int FROM jsonb_array_elements_text(co.weekdays) d
            WHERE d IN ('1','2','3','4','5','6','7') AND w::date + d::int - 1 >= co.start_date) END AS base_days
      FROM co, generate_series(
        greatest(date_trunc('week', co.start_date), ${from}::date),
        least(coalesce(date_trunc('week', co.end_date), ${to}::date), ${to}::date),
        interval '7 days') w
    ),
    adj AS (
      SELECT d.order_id, (d.date - (extract(isodow FROM d.date)::int - 1))::date AS monday,
        sum(CASE WHEN d.status = 0 AND co.weekdays @> to_jsonb(extract(isodow FROM d.date)::int) THEN -1
          WHEN d.status <> 0 AND NOT co.weekdays @> to_jsonb(extract(isodow FROM d.date)::int) THEN 1
          ELSE 0 END)::int AS delta
      FROM day_overrides d JOIN co ON co.order_id = d.order_id
      WHERE d.date BETWEEN ${from}::date AND ${to}::date + 6 AND d.date >= co.start_date
      GROUP BY 1, 2
    ),
    ow AS (
      SELECT ow0.order_id, ow0.customer_id, ow0.monday, ow0.base_days + coalesce(adj.delta, 0) AS num_days
      FROM ow0 LEFT JOIN adj ON adj.order_id = ow0.order_id AND adj.monday = ow0.monday
    )`;
}

/**
 * Runs an order-weeks query with PostgreSQL's JIT off (in its own transaction, SET LOCAL). The planner cannot
 * know how many weeks generate_series gives each order, so it guesses a cost high enough to JIT-compile the
 * query: ~380 ms of compiling for a query that runs in ~150 ms (bench/results/analytics.md).
 */
export async function withoutJit(db: Db, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return tx.execute(query);
  });
}
