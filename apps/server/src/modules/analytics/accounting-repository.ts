import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resultRows } from './order-weeks-sql.ts';

// The accounting figures (issue 20, /analytics/bexio) from Brigade's invoices (ADR 069). Definitions:
// - INVOICED in a week: the totals of the invoices issued that week (issued_on), credit notes negative
//   (their totals are), so a cancelled invoice and its credit note net to 0; CREDIT_NOTES: the credit notes' part;
// - PAID in a week: the totals of the invoices paid that week (paid_at in Zurich);
// - OPEN at the end of a week: the invoices (not credit notes) issued by its Sunday that were neither paid nor
//   cancelled by then.
// Money in CHF as stored (every invoice is in CHF today).

const zurichDate = (column: string) => sql.raw(`(${column} AT TIME ZONE 'Europe/Zurich')::date`);

/** Per week of [from, to]: invoiced, credit notes, paid and open at its end. */
export async function accountingWeeks(db: Db, from: IsoDate, to: IsoDate) {
  const paidOn = zurichDate('i.paid_at');
  const cancelledOn = zurichDate('i.cancelled_at');
  const result = await db.execute(sql`WITH weeks AS (
      SELECT w::date AS monday FROM generate_series(${from}::date, ${to}::date, interval '7 days') w
    ),
    issued AS (
      SELECT (i.issued_on - (extract(isodow FROM i.issued_on)::int - 1)) AS monday,
        sum(i.total)::float8 AS invoiced, coalesce(sum(i.total) FILTER (WHERE i.kind = 'CREDIT_NOTE'), 0)::float8 AS credits
      FROM invoices i WHERE i.issued_on BETWEEN ${from}::date AND ${to}::date + 6 GROUP BY 1
    ),
    paid AS (
      SELECT (${paidOn} - (extract(isodow FROM ${paidOn})::int - 1)) AS monday, sum(i.total)::float8 AS paid
      FROM invoices i WHERE i.kind = 'INVOICE' AND i.paid_at IS NOT NULL
        AND ${paidOn} BETWEEN ${from}::date AND ${to}::date + 6 GROUP BY 1
    )
    SELECT to_char(weeks.monday, 'YYYY-MM-DD') AS start_date, coalesce(issued.invoiced, 0) AS invoiced,
      coalesce(issued.credits, 0) AS credit_notes, coalesce(paid.paid, 0) AS paid,
      (SELECT coalesce(sum(i.total), 0)::float8 FROM invoices i
        WHERE i.kind = 'INVOICE' AND i.issued_on <= weeks.monday + 6
          AND (i.paid_at IS NULL OR ${paidOn} > weeks.monday + 6)
          AND (i.cancelled_at IS NULL OR ${cancelledOn} > weeks.monday + 6)) AS open
    FROM weeks LEFT JOIN issued ON issued.monday = weeks.monday LEFT JOIN paid ON paid.monday = weeks.monday
    ORDER BY weeks.monday`);
  return resultRows<{
    start_date: IsoDate;
    invoiced: number;
    credit_notes: number;
    paid: number;
    open: number;
  }>(result);
}

/**
 * The invoices open on `asOf` (issued by then, neither paid nor cancelled by then) by days past their due date:
 * not due yet (due after asOf), 0–30, 31–60, 61–90 and more than 90 days.
 */
export async function ageing(db: Db, asOf: IsoDate) {
  const paidOn = zurichDate('i.paid_at');
  const cancelledOn = zurichDate('i.cancelled_at');
  const result = await db.execute(sql`SELECT
      CASE WHEN i.due_on > ${asOf}::date THEN 'not_due'
        WHEN ${asOf}::date - i.due_on <= 30 THEN '0-30' WHEN ${asOf}::date - i.due_on <= 60 THEN '31-60'
        WHEN ${asOf}::date - i.due_on <= 90 THEN '61-90' ELSE '90+' END AS bucket,
      count(*)::int AS invoices, sum(i.total)::float8 AS amount
    FROM invoices i
    WHERE i.kind = 'INVOICE' AND i.issued_on <= ${asOf}::date
      AND (i.paid_at IS NULL OR ${paidOn} > ${asOf}::date)
      AND (i.cancelled_at IS NULL OR ${cancelledOn} > ${asOf}::date)
    GROUP BY 1`);
  return resultRows<{ bucket: string; invoices: number; amount: number }>(result);
}
