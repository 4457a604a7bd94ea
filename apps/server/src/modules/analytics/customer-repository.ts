import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderWeeksCte, resultRows, withoutJit, type OrderFilters } from './order-weeks-sql.ts';

// The customer figures (issue 20), computed in SQL from The Week's order weeks (order-weeks-sql.ts).
// Definitions:
// - a customer is ACTIVE in a week when one of their counted orders delivers at least one day in it
//   (num_days > 0: The Week's schedule with day overrides; cancelled orders never count);
// - NEW in their first active week ever (all history, with the same filters);
// - RETURNING when active and not new (active = new + returning);
// - CHURNED in week W when active in W−1 and in none of W … W+3 (no delivery for 4 weeks); orders already
//   booked for the weeks after the range count, so the last weeks' churn can still change;
// - weeks done: a customer's active weeks up to the range's last week.

/** History is read from here (before any order): new customers and cohorts need the first week ever. */
const HISTORY_START: IsoDate = '2000-01-03';

/** CTE `cw`: the distinct (customer, Monday) with a delivery, from the first order up to `last` (a Monday). */
function customerWeeks(filters: OrderFilters, last: IsoDate): SQL {
  return sql`${orderWeeksCte(filters, HISTORY_START, last)},
    cw AS (SELECT DISTINCT customer_id, monday FROM ow WHERE num_days > 0)`;
}

const weeksOf = (from: IsoDate, to: IsoDate) =>
  sql`weeks AS (SELECT w::date AS monday FROM generate_series(${from}::date, ${to}::date, interval '7 days') w)`;

export interface CustomerWeekCounts {
  start_date: IsoDate;
  active: number;
  new: number;
  churned: number;
}

/** Per week of [from, to]: active, new and churned customers. */
export async function customerWeekCounts(db: Db, f: OrderFilters, from: IsoDate, to: IsoDate) {
  const result = await withoutJit(
    db,
    sql`WITH ${customerWeeks(f, addDays(to, 21))},
    firsts AS (SELECT customer_id, min(monday) AS monday FROM cw GROUP BY 1),
    nxt AS (SELECT monday, lead(monday) OVER (PARTITION BY customer_id ORDER BY monday) AS next_week FROM cw),
    a AS (SELECT monday, count(*)::int AS n FROM cw GROUP BY 1),
    nw AS (SELECT monday, count(*)::int AS n FROM firsts GROUP BY 1),
    ch AS (SELECT monday + 7 AS monday, count(*)::int AS n FROM nxt
      WHERE next_week IS NULL OR next_week > monday + 28 GROUP BY 1),
    ${weeksOf(from, to)}
    SELECT to_char(weeks.monday, 'YYYY-MM-DD') AS start_date, coalesce(a.n, 0) AS active,
      coalesce(nw.n, 0) AS new, coalesce(ch.n, 0) AS churned
    FROM weeks LEFT JOIN a ON a.monday = weeks.monday LEFT JOIN nw ON nw.monday = weeks.monday
      LEFT JOIN ch ON ch.monday = weeks.monday
    ORDER BY weeks.monday`,
  );
  return resultRows<CustomerWeekCounts>(result);
}

/** The customers active in [from, to] by their active weeks up to `to` (exact counts, ascending). */
export async function weeksDoneCounts(db: Db, f: OrderFilters, from: IsoDate, to: IsoDate) {
  const result = await withoutJit(
    db,
    sql`WITH ${customerWeeks(f, to)},
    inside AS (SELECT DISTINCT customer_id FROM cw WHERE monday >= ${from}::date),
    done AS (SELECT cw.customer_id, count(*)::int AS weeks FROM cw JOIN inside USING (customer_id) GROUP BY 1)
    SELECT weeks, count(*)::int AS customers FROM done GROUP BY 1 ORDER BY 1`,
  );
  return resultRows<{ weeks: number; customers: number }>(result);
}

/** Per week and programme label of [from, to]: the customers with a delivery of that programme. */
export async function programmeMixCounts(db: Db, f: OrderFilters, from: IsoDate, to: IsoDate) {
  const result = await withoutJit(
    db,
    sql`WITH ${orderWeeksCte(f, from, to)}
    SELECT to_char(ow.monday, 'YYYY-MM-DD') AS start_date,
      CASE WHEN co.day_trial THEN co.type || ' trial' WHEN co.is_flex THEN co.type || ' flex' ELSE co.type END
        AS programme,
      count(DISTINCT ow.customer_id)::int AS customers
    FROM ow JOIN co ON co.order_id = ow.order_id
    WHERE ow.num_days > 0
    GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return resultRows<{ start_date: IsoDate; programme: string; customers: number }>(result);
}

/** Per first week in [from, to]: the cohort's size and its customers active `k` weeks later (k ≤ 52). */
export async function cohortCounts(db: Db, f: OrderFilters, from: IsoDate, to: IsoDate) {
  const result = await withoutJit(
    db,
    sql`WITH ${customerWeeks(f, to)},
    firsts AS (SELECT customer_id, min(monday) AS first_week FROM cw GROUP BY 1),
    cohort AS (SELECT * FROM firsts WHERE first_week >= ${from}::date),
    later AS (SELECT c.first_week, ((cw.monday - c.first_week) / 7)::int AS k, count(*)::int AS n
      FROM cohort c JOIN cw ON cw.customer_id = c.customer_id AND cw.monday > c.first_week
      WHERE cw.monday <= c.first_week + 364 GROUP BY 1, 2)
    SELECT to_char(first_week, 'YYYY-MM-DD') AS start_date, 0 AS k, count(*)::int AS n FROM cohort GROUP BY 1
    UNION ALL SELECT to_char(first_week, 'YYYY-MM-DD'), k, n FROM later
    ORDER BY 1, 2`,
  );
  return resultRows<{ start_date: IsoDate; k: number; n: number }>(result);
}
