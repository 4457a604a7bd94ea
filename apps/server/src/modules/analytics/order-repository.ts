import type { PriceGroup } from '@brigade/domain/analytics/order-revenue';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import type { DiscountCodeTerms } from '@brigade/domain/pricing/discount-code';
import { PRICE_MODEL_2_FROM, PRICE_MODEL_3_FROM } from '@brigade/domain/pricing/price-model';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderWeeksCte, resultRows, withoutJit, zoneWhere, type OrderFilters } from './order-weeks-sql.ts';

// The order figures (issue 20). The SQL counts The Week's rows (every counted order in every week of its
// span, num_days 0 included: a trial costs its price whatever its days) grouped by what decides their price;
// the domain prices each group once (order-revenue.ts), so 104 weeks take one query.

/** The order weeks of [from, to] grouped by week and everything their price depends on. */
export async function priceGroups(
  db: Db,
  f: OrderFilters,
  from: IsoDate,
  to: IsoDate,
): Promise<PriceGroup[]> {
  const result = await withoutJit(
    db,
    sql`WITH ${orderWeeksCte(f, from, to)},
    cp AS (
      SELECT co.order_id,
        CASE WHEN (co.created_at AT TIME ZONE 'Europe/Zurich')::date < ${PRICE_MODEL_2_FROM}::date THEN 1
          WHEN (co.created_at AT TIME ZONE 'Europe/Zurich')::date < ${PRICE_MODEL_3_FROM}::date THEN 2 ELSE 3 END
          AS model,
        greatest(date_trunc('week', co.start_date)::date, ${from}::date) AS first_monday
      FROM co
    ),
    g AS (
      SELECT ow.monday, cp.model, co.type, co.is_flex, co.day_trial, co.discount_meals::text AS dm, r.discount_id,
        ow.num_days, count(*)::int AS orders, count(*) FILTER (WHERE ow.monday = cp.first_monday)::int AS first_weeks
      FROM ow JOIN cp ON cp.order_id = ow.order_id JOIN co ON co.order_id = ow.order_id
        LEFT JOIN discount_redemptions r ON r.order_id = ow.order_id
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
    )
    SELECT to_char(monday, 'YYYY-MM-DD') AS start_date, model, type, is_flex, day_trial,
      dm::jsonb AS discount_meals, discount_id, num_days, orders, first_weeks
    FROM g ORDER BY monday`,
  );
  return resultRows<PriceGroup & { discount_id: number | null }>(result).map((g) => ({
    ...g,
    model: Number(g.model) as PriceGroup['model'],
  }));
}

/** Every discount code's terms as they are now (ADR 069: a week is priced with its order's code as it is). */
export async function discountTerms(db: Db): Promise<Map<number, DiscountCodeTerms>> {
  const result = await db.execute(sql`SELECT discount_id, code, kind, value::float8 AS value FROM discounts`);
  const rows = resultRows<{ discount_id: number; code: string; kind: 'PERCENT' | 'FIXED'; value: number }>(
    result,
  );
  return new Map(rows.map((r) => [r.discount_id, { code: r.code, kind: r.kind, value: Number(r.value) }]));
}

/**
 * Per week of [from, to] in which 1-day trials start: the trials (not cancelled, filtered) and those
 * CONVERTED — the same customer has an order that is not a trial (not cancelled) starting on or after the
 * trial's start and before the end of the 4th week after the trial's week. With the flex filter, only a flex
 * programme converts; LEAN/STRONG filter the trial's type.
 */
export async function trialConversions(db: Db, f: OrderFilters, from: IsoDate, to: IsoDate) {
  const type = f.programme === 'LEAN' || f.programme === 'STRONG' ? sql`AND o.type = ${f.programme}` : sql``;
  const flex = f.programme === 'flex' ? sql`AND p.is_flex` : sql``;
  const result = await db.execute(sql`WITH trials AS (
      SELECT o.* FROM orders o
      WHERE NOT o.cancelled AND o.day_trial AND o.start_date BETWEEN ${from}::date AND ${to}::date + 6
        ${type} ${zoneWhere(f.zone)}
    )
    SELECT to_char(date_trunc('week', t.start_date), 'YYYY-MM-DD') AS start_date, count(*)::int AS trials,
      count(*) FILTER (WHERE EXISTS (SELECT 1 FROM orders p WHERE p.customer_id = t.customer_id
        AND NOT p.cancelled AND NOT p.day_trial ${flex} AND p.start_date >= t.start_date
        AND p.start_date <= date_trunc('week', t.start_date)::date + 34))::int AS converted
    FROM trials t GROUP BY 1 ORDER BY 1`);
  return resultRows<{ start_date: IsoDate; trials: number; converted: number }>(result);
}
