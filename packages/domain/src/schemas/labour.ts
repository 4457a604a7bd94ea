import { z } from 'zod';
import { analyticsRangeShape, refineAnalyticsRange } from './analytics.ts';
import { EMPLOYEE_KINDS } from './staff.ts';

// The labour analytics (/analytics/labour and /analytics/labour/overall, issue 20): SUPER only.

/** from and to: Mondays of the first and last week, both included, as every analytics table (none: the last 12). */
export const labourQuery = z
  .object({ from: analyticsRangeShape.from, to: analyticsRangeShape.to })
  .superRefine(refineAnalyticsRange);
export type LabourQuery = z.output<typeof labourQuery>;

const figures = {
  staff_hours: z.number(),
  staff_cost_chf: z.number(),
  courier_hours: z.number(),
  courier_cost_chf: z.number(),
  meals: z.number().int(),
  hours: z.number(),
  cost_chf: z.number(),
  meals_per_hour: z.number().nullable(),
  staff_cost_per_meal: z.number().nullable(),
};

/** The whole kitchen per week (a row each): hours and cost (staff and couriers), meals made, meals per staff hour. */
export const labourOverall = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ week_id: z.string(), start_date: z.string(), ...figures })),
  total: z.object(figures),
});
export type LabourOverall = z.infer<typeof labourOverall>;

const employeeFields = {
  employee_id: z.number().int(),
  name: z.string(),
  role: z.string(),
  kind: z.enum(EMPLOYEE_KINDS),
};

/**
 * Per employee and week (a row for each employee's week with hours; weeks by the paid date, the date shifted
 * by its lag): net hours and their cost; and each employee's total over the range.
 */
export const labourByEmployee = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      week_id: z.string(),
      start_date: z.string(),
      ...employeeFields,
      hours: z.number(),
      cost_chf: z.number(),
    }),
  ),
  employees: z.array(z.object({ ...employeeFields, hours: z.number(), cost_chf: z.number() })),
});
export type LabourByEmployee = z.infer<typeof labourByEmployee>;
