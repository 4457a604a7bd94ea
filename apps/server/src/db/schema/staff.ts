import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';

/**
 * An employee whose hours are kept (issue 20): kitchen staff or an express courier (kind), with a role and the
 * hourly cost the labour figures price their hours at. Names are unique case-insensitively: the hours upload
 * finds employees by first and last name.
 */
export const employees = pgTable(
  'employees',
  {
    employeeId: serial('employee_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull().default(''),
    /** STAFF (the kitchen's people) or EXPRESS_COURIER (paid per shift; their own hours variant). */
    kind: text('kind').notNull().default('STAFF'),
    hourlyCostChf: numeric('hourly_cost_chf', { precision: 8, scale: 2 }).notNull().default('0'),
    active: boolean('active').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('employees_name_unique').on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`),
    check('employees_kind_check', sql`${t.kind} in ('STAFF', 'EXPRESS_COURIER')`),
    check('employees_cost_check', sql`${t.hourlyCostChf} >= 0`),
  ],
);

/**
 * One hours row: an employee's hours of a date (period DAY, entered in /hr/hours) or of a morning or afternoon
 * shift (AM / PM, from the hours upload). paid_date is the date shifted by lag_days: the week the hours count in.
 * cost_chf is frozen when the row is written: the upload's chf, or net hours × the employee's hourly cost then.
 */
export const hours = pgTable(
  'hours',
  {
    hoursId: serial('hours_id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.employeeId, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    period: text('period').notNull().default('DAY'),
    totalHours: numeric('total_hours', { precision: 6, scale: 2 }).notNull(),
    extraHours: numeric('extra_hours', { precision: 6, scale: 2 }).notNull().default('0'),
    breakHours: numeric('break_hours', { precision: 6, scale: 2 }).notNull().default('0'),
    lagDays: integer('lag_days').notNull().default(0),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    costChf: numeric('cost_chf', { precision: 10, scale: 2 }).notNull(),
    /** MANUAL (the hours dialog) or UPLOAD (the hours file). */
    source: text('source').notNull().default('MANUAL'),
    ...versioned(),
  },
  (t) => [
    // The upload's key: the same file twice adds nothing.
    uniqueIndex('hours_employee_date_period_unique').on(t.employeeId, t.date, t.period),
    index('hours_paid_date_idx').on(t.paidDate, t.employeeId),
    index('hours_date_idx').on(t.date),
    check('hours_period_check', sql`${t.period} in ('DAY', 'AM', 'PM')`),
    check('hours_source_check', sql`${t.source} in ('MANUAL', 'UPLOAD')`),
    check(
      'hours_non_negative',
      sql`${t.totalHours} >= 0 and ${t.extraHours} >= 0 and ${t.breakHours} >= 0 and ${t.costChf} >= 0`,
    ),
  ],
);
