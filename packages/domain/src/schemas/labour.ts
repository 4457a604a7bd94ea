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

/** The whole kitchen per week: hours and cost (staff and couriers), meals made, meals per staff hour. */
export const labourOverall = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(z.object({ week_id: z.string(), start_date: z.string(), ...figures })),
  total: z.object(figures),
});
export type LabourOverall = z.infer<typeof labourOverall>;

/** Per employee and week: net hours and their cost (weeks by the paid date, the date shifted by its lag). */
export const labourByEmployee = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(z.object({ week_id: z.string(), start_date: z.string() })),
  employees: z.array(
    z.object({
      employee_id: z.number().int(),
      name: z.string(),
      role: z.string(),
      kind: z.enum(EMPLOYEE_KINDS),
      hourly_cost_chf: z.number(),
      /** One entry per week of the range, in order (0 for a week without hours). */
      weeks: z.array(z.object({ hours: z.number(), cost_chf: z.number() })),
      hours: z.number(),
      cost_chf: z.number(),
    }),
  ),
});
export type LabourByEmployee = z.infer<typeof labourByEmployee>;
