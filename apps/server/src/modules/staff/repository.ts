import type { EmployeeKind } from '@brigade/domain/schemas/staff';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employees, hours } from '../../db/schema/staff.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type EmployeeRow = typeof employees.$inferSelect;
export type HoursDbRow = typeof hours.$inferSelect;

/** Employees by last and first name: active ones only unless `includeInactive`; of one kind when given. */
export async function findEmployees(
  db: Db,
  q: { includeInactive: boolean; kind?: EmployeeKind | undefined; ids?: readonly number[] },
): Promise<EmployeeRow[]> {
  const where: (SQL | undefined)[] = [
    q.includeInactive ? undefined : eq(employees.active, true),
    q.kind ? eq(employees.kind, q.kind) : undefined,
    q.ids ? inArray(employees.employeeId, [...q.ids]) : undefined,
  ];
  return db
    .select()
    .from(employees)
    .where(and(...where))
    .orderBy(
      sql`lower(${employees.lastName})`,
      sql`lower(${employees.firstName})`,
      asc(employees.employeeId),
    );
}

export async function findEmployee(db: Db, id: number): Promise<EmployeeRow | undefined> {
  const rows = await db.select().from(employees).where(eq(employees.employeeId, id));
  return rows[0];
}

/** Another employee with the name (case-insensitive), if any. */
export async function nameTaken(db: Db, first: string, last: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: employees.employeeId })
    .from(employees)
    .where(
      and(
        sql`lower(${employees.firstName}) = lower(${first})`,
        sql`lower(${employees.lastName}) = lower(${last})`,
        exceptId === undefined ? undefined : sql`${employees.employeeId} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertEmployee(db: Db, values: typeof employees.$inferInsert): Promise<EmployeeRow> {
  const rows = await db.insert(employees).values(values).returning();
  return rows[0]!;
}

export const employeeWrites = versionedWrites(employees, employees.employeeId);
export const hoursWrites = versionedWrites(hours, hours.hoursId);

/** The hours rows entered for dates of [first, last] (the original dates), of some employees or all. */
export async function hoursOfDates(
  db: Db,
  first: string,
  last: string,
  employeeIds?: readonly number[],
): Promise<HoursDbRow[]> {
  return db
    .select()
    .from(hours)
    .where(
      and(
        gte(hours.date, first),
        lte(hours.date, last),
        employeeIds ? inArray(hours.employeeId, [...employeeIds]) : undefined,
      ),
    )
    .orderBy(asc(hours.date), asc(hours.period), asc(hours.hoursId));
}

export async function findHours(db: Db, id: number): Promise<HoursDbRow | undefined> {
  const rows = await db.select().from(hours).where(eq(hours.hoursId, id));
  return rows[0];
}

export async function insertHours(db: Db, values: typeof hours.$inferInsert): Promise<HoursDbRow> {
  const rows = await db.insert(hours).values(values).returning();
  return rows[0]!;
}

/** The uploaded half-days saved under the keys of some employees and dates (what a preview compares with). */
export async function savedShifts(db: Db, employeeIds: readonly number[], dates: readonly string[]) {
  if (employeeIds.length === 0 || dates.length === 0) return [];
  return db
    .select()
    .from(hours)
    .where(
      and(
        inArray(hours.employeeId, [...employeeIds]),
        inArray(hours.date, [...dates]),
        inArray(hours.period, ['AM', 'PM']),
      ),
    );
}

/**
 * An uploaded half-day: inserted, or — when its key (employee, date, AM/PM) is saved with other figures —
 * updated (version + 1); the same figures change nothing. Answers what happened.
 */
export async function upsertShift(
  db: Db,
  v: {
    employeeId: number;
    date: string;
    period: 'AM' | 'PM';
    totalHours: string;
    costChf: string;
    now: Date;
  },
): Promise<'added' | 'updated' | 'unchanged'> {
  const rows = await db
    .insert(hours)
    .values({
      employeeId: v.employeeId,
      date: v.date,
      period: v.period,
      totalHours: v.totalHours,
      paidDate: v.date,
      costChf: v.costChf,
      source: 'UPLOAD',
      createdAt: v.now,
      updatedAt: v.now,
    })
    .onConflictDoUpdate({
      target: [hours.employeeId, hours.date, hours.period],
      set: {
        totalHours: v.totalHours,
        extraHours: '0',
        breakHours: '0',
        lagDays: 0,
        paidDate: v.date,
        costChf: v.costChf,
        source: 'UPLOAD',
        updatedAt: v.now,
        version: sql`${hours.version} + 1`,
      },
      setWhere: sql`(${hours.totalHours}, ${hours.extraHours}, ${hours.breakHours}, ${hours.lagDays}, ${hours.costChf}) is distinct from (${v.totalHours}::numeric, 0::numeric, 0::numeric, 0, ${v.costChf}::numeric)`,
    })
    .returning({ version: hours.version });
  if (rows.length === 0) return 'unchanged';
  return rows[0]!.version === 1 ? 'added' : 'updated';
}
