import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, hours } from '../../db/schema/staff.ts';

// The labour figures' reads: GROUP BY over the hours' paid-date index (hours_paid_date_idx).

const monday = sql<string>`to_char(date_trunc('week', ${hours.paidDate}), 'YYYY-MM-DD')`;
const netHours = sql<string>`sum(${hours.totalHours} + ${hours.extraHours} - ${hours.breakHours})`;
const cost = sql<string>`sum(${hours.costChf})`;

/** Paid dates from Monday `from` to the Sunday after Monday `to`. */
const paidIn = (from: string, to: string) =>
  and(gte(hours.paidDate, from), lte(hours.paidDate, sql`${to}::date + 6`));

/**
 * Net hours (total + extra − break) and cost per ISO week of the paid date (the date shifted by its lag) and
 * employee, weeks from `from` to `to` (Mondays).
 */
export async function weekSumsPerEmployee(db: Db, from: string, to: string) {
  const rows = await db
    .select({
      monday,
      employeeId: hours.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      role: employees.role,
      kind: employees.kind,
      hours: netHours,
      cost,
    })
    .from(hours)
    .innerJoin(employees, eq(employees.employeeId, hours.employeeId))
    .where(paidIn(from, to))
    .groupBy(
      monday,
      hours.employeeId,
      employees.firstName,
      employees.lastName,
      employees.role,
      employees.kind,
    )
    .orderBy(monday, sql`lower(${employees.lastName})`, sql`lower(${employees.firstName})`, hours.employeeId);
  return rows.map((r) => ({ ...r, hours: Number(r.hours), cost: Number(r.cost) }));
}

/** Net hours and cost per ISO week of the paid date and kind of employee (STAFF, EXPRESS_COURIER). */
export async function weekSumsPerKind(db: Db, from: string, to: string) {
  const rows = await db
    .select({ monday, kind: employees.kind, hours: netHours, cost })
    .from(hours)
    .innerJoin(employees, eq(employees.employeeId, hours.employeeId))
    .where(paidIn(from, to))
    .groupBy(monday, employees.kind);
  return rows.map((r) => ({ ...r, hours: Number(r.hours), cost: Number(r.cost) }));
}
