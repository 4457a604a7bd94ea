import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date.ts';
import { messages } from '../messages/catalogue.ts';
import { HOURS_VARIANTS } from '../staff/hours-upload.ts';
import { replacing, version } from './common.ts';

// Employees and their hours (/hr/hours, issue 20): SUPER only; hours are personal data (reads are audited).

export const EMPLOYEE_KINDS = HOURS_VARIANTS;
export type EmployeeKind = (typeof EMPLOYEE_KINDS)[number];

const nameField = (error: string) =>
  z.string({ error }).trim().min(1, { error }).max(100, { error: messages.nameTooLong });

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const chf = z.coerce
  .number({ error: messages.employeeCostInvalid })
  .min(0, { error: messages.employeeCostInvalid })
  .max(100_000, { error: messages.employeeCostInvalid })
  .refine(twoDecimals, { error: messages.employeeCostInvalid });

export const employee = z.object({
  employee_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.string(),
  kind: z.enum(EMPLOYEE_KINDS),
  hourly_cost_chf: z.number(),
  active: z.boolean(),
  version,
  updated_at: z.string(),
});
export type Employee = z.infer<typeof employee>;

/** Active employees only, unless include_inactive; kind narrows to one kind. */
export const employeeListQuery = z.object({
  include_inactive: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  kind: z.enum(EMPLOYEE_KINDS).optional(),
});
export type EmployeeListQuery = z.output<typeof employeeListQuery>;
export const employeeList = z.object({ items: z.array(employee), total: z.number().int() });
export type EmployeeList = z.infer<typeof employeeList>;

const employeeFields = {
  first_name: nameField(messages.employeeFirstNameRequired),
  last_name: nameField(messages.employeeLastNameRequired),
  role: z.string().trim().max(100, { error: messages.nameTooLong }).default(''),
  kind: z.enum(EMPLOYEE_KINDS).default('STAFF'),
  hourly_cost_chf: chf,
};
export const createEmployeeRequest = z.object(employeeFields);
export type CreateEmployeeRequest = z.input<typeof createEmployeeRequest>;

/**
 * Deactivating is an edit with active false (the employee's hours stay); reactivating sets it back. An edit
 * replaces every field (ADR 084): one left out is refused, never reset to its create-time default.
 */
export const updateEmployeeRequest = z.object({ ...replacing(employeeFields), active: z.boolean(), version });
export type UpdateEmployeeRequest = z.input<typeof updateEmployeeRequest>;

const hoursField = z.coerce
  .number({ error: messages.hoursInvalid })
  .min(0, { error: messages.hoursInvalid })
  .max(24, { error: messages.hoursInvalid })
  .refine(twoDecimals, { error: messages.hoursInvalid });

/** An hours row of the dialog: the employee's hours of one date, and the lag that moves them to another week. */
export const hoursInput = z.object({
  employee_id: z.number().int().positive({ error: messages.employeeNotFound }),
  date: z
    .string({ error: messages.hoursDateInvalid })
    .max(40, { error: messages.hoursDateInvalid })
    .refine(isIsoDate, { error: messages.hoursDateInvalid }),
  total_hours: hoursField,
  extra_hours: hoursField.default(0),
  break_hours: hoursField.default(0),
  lag_days: z.coerce
    .number({ error: messages.hoursLagInvalid })
    .int({ error: messages.hoursLagInvalid })
    .min(-31, { error: messages.hoursLagInvalid })
    .max(31, { error: messages.hoursLagInvalid })
    .default(0),
});
export type HoursInput = z.input<typeof hoursInput>;
/** An edit of an hours row replaces every field (ADR 084): one left out is refused, never reset to 0. */
export const updateHoursRequest = z.object({ ...replacing(hoursInput.shape), version });
export type UpdateHoursRequest = z.input<typeof updateHoursRequest>;

export const hoursRow = z.object({
  hours_id: z.number().int(),
  employee_id: z.number().int(),
  /** The date as entered (the original date). */
  date: z.string(),
  /** The date shifted by lag_days: the week the hours count in. */
  paid_date: z.string(),
  lag_days: z.number().int(),
  week_id: z.string(),
  period: z.enum(['DAY', 'AM', 'PM']),
  total_hours: z.number(),
  extra_hours: z.number(),
  break_hours: z.number(),
  net_hours: z.number(),
  cost_chf: z.number(),
  source: z.enum(['MANUAL', 'UPLOAD']),
  version,
});
export type HoursRow = z.infer<typeof hoursRow>;

export const hoursTotals = z.object({
  total_hours: z.number(),
  extra_hours: z.number(),
  break_hours: z.number(),
  net_hours: z.number(),
  cost_chf: z.number(),
});
export type HoursTotals = z.infer<typeof hoursTotals>;

export const hoursMonthParams = z.object({
  year: z.coerce.number({ error: messages.hoursMonthInvalid }).int().min(2000).max(2100),
  month: z.coerce.number({ error: messages.hoursMonthInvalid }).int().min(1).max(12),
});
export const hoursMonthQuery = z.object({
  employee_id: z.coerce.number().int().positive().optional(),
  kind: z.enum(EMPLOYEE_KINDS).optional(),
});

/** A month of hours: per employee (with hours that month, or active) the rows by date and totals; the month's. */
export const hoursMonth = z.object({
  year: z.number().int(),
  month: z.number().int(),
  employees: z.array(
    z.object({
      employee_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      role: z.string(),
      kind: z.enum(EMPLOYEE_KINDS),
      active: z.boolean(),
      rows: z.array(hoursRow),
      totals: hoursTotals,
    }),
  ),
  totals: hoursTotals,
});
export type HoursMonth = z.infer<typeof hoursMonth>;

/** An hours file: CSV text, or an .xlsx as base64 (its first sheet, the same five columns). */
export const hoursUploadRequest = z.object({
  variant: z.enum(HOURS_VARIANTS).default('STAFF'),
  file_name: z.string().max(200).default('hours.csv'),
  format: z.enum(['csv', 'xlsx']).default('csv'),
  content: z.string().max(2_000_000, { error: messages.hoursUploadUnreadable }),
});
export type HoursUploadRequest = z.input<typeof hoursUploadRequest>;

export const hoursUploadPreview = z.object({
  variant: z.enum(HOURS_VARIANTS),
  rows: z.array(
    z.object({
      line: z.number().int(),
      cells: z.array(z.string()),
      date: z.string(),
      mins: z.number().nullable(),
      chf: z.number().nullable(),
      name: z.string(),
      is_am: z.boolean(),
      employee_id: z.number().int().nullable(),
      status: z.enum(['new', 'update', 'unchanged', 'error']),
      errors: z.array(z.string()),
    }),
  ),
  counts: z.object({
    new: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** The old app's joined error codes when a row has a parse error (null when none). */
  error_codes: z.string().nullable(),
});
export type HoursUploadPreview = z.infer<typeof hoursUploadPreview>;

export const hoursUploadResult = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
});
export type HoursUploadResult = z.infer<typeof hoursUploadResult>;
