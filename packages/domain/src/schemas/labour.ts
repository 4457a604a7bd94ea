import { z } from 'zod';
import { isMonday, weeksInRange } from '../margins/margin-weeks.ts';
import { messages } from '../messages/catalogue.ts';
import { MAX_LABOUR_WEEKS } from '../staff/labour.ts';
import { EMPLOYEE_KINDS } from './staff.ts';

// The labour analytics (/analytics/labour and /analytics/labour/overall, issue 20): SUPER only.

const mondayField = (error: string) =>
  z
    .string({ error })
    .trim()
    .refine((value) => isMonday(value), { error });

/** from and to: Mondays of the first and last week, both included, at most 104; none: the 12 up to the default week. */
export const labourQuery = z
  .object({
    from: mondayField(messages.marginsFromNotMonday).optional(),
    to: mondayField(messages.marginsToNotMonday).optional(),
  })
  .superRefine((query, ctx) => {
    if (!isMonday(query.from) || !isMonday(query.to)) return;
    const weeks = weeksInRange(query.from, query.to);
    if (weeks < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.marginsRangeOrder });
    else if (weeks > MAX_LABOUR_WEEKS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messages.labourRangeTooLong });
    }
  });
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
