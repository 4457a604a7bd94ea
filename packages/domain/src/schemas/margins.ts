import { z } from 'zod';
import { UNCOSTED_REASONS } from '../margins/food-cost.ts';
import { isMonday, MAX_MARGIN_WEEKS, weeksInRange } from '../margins/margin-weeks.ts';
import { messages } from '../messages/catalogue.ts';
import { PROGRAMME_LABELS } from '../orders/programme-label.ts';

// The margins screen (/notes/margins, issue 19): per ISO week and programme the revenue, food cost and gross
// margin, SUPER only.

const mondayField = (error: string) =>
  z
    .string({ error })
    .trim()
    .max(40, { error })
    .refine((value) => isMonday(value), { error });

/**
 * from and to: the Mondays of the first and last week, both included, at most 26 weeks. Without them, the 8
 * weeks up to the default week (with one of them, 8 weeks from or up to it).
 */
export const marginsQuery = z
  .object({
    from: mondayField(messages.marginsFromNotMonday).optional(),
    to: mondayField(messages.marginsToNotMonday).optional(),
  })
  .superRefine((query, ctx) => {
    // Runs even when a field was refused: only two Mondays make a range.
    if (!isMonday(query.from) || !isMonday(query.to)) return;
    const weeks = weeksInRange(query.from, query.to);
    if (weeks < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: messages.marginsRangeOrder });
    else if (weeks > MAX_MARGIN_WEEKS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: messages.marginsRangeTooLong });
    }
  });
export type MarginsQuery = z.output<typeof marginsQuery>;

/** A row of the table: one of the six programmes, or the kitchen's own portions (adjustments, extra slots). */
export const MARGIN_ROW_NAMES = [...PROGRAMME_LABELS, 'KITCHEN'] as const;

/** Amounts in CHF, rounded to cents; margin % to one decimal (null without revenue). */
const figures = {
  revenue: z.number(),
  food_cost: z.number(),
  gross_margin: z.number(),
  margin_pct: z.number().nullable(),
  /** Not available yet (staff hours come in a later issue): always null. */
  labour_cost: z.number().nullable(),
  /** Not available yet (no cost per consignment in the logistics data): always null. */
  delivery_cost: z.number().nullable(),
};

const counts = {
  /** Orders of the programme with a price this week (The Week's rows). */
  orders: z.number().int(),
  /** Their delivery days (num_days). */
  days: z.number().int(),
  /** The portions whose food cost the row carries (2 decimals: a shortfall is shared in proportion). */
  portions: z.number(),
};

export const marginTotals = z.object({ ...counts, ...figures });
export type MarginTotals = z.infer<typeof marginTotals>;
export type MarginFigures = Pick<MarginTotals, keyof typeof figures>;

export const marginRow = marginTotals.extend({ programme: z.enum(MARGIN_ROW_NAMES) });
export type MarginRow = z.infer<typeof marginRow>;

export const marginWeek = z.object({
  week_id: z.string(),
  start_date: z.string(),
  /** The six programmes and the kitchen, always in that order (zero rows included). */
  rows: z.array(marginRow),
  totals: marginTotals,
  /** Orders of the week without a programme or price (left out of revenue). */
  unpriced_orders: z.number().int(),
  /** Meals the orders receive whose slot has no recipe assigned: their food is not in the food cost. */
  meals_without_recipe: z.number().int(),
});
export type MarginWeek = z.infer<typeof marginWeek>;

/** An ingredient whose cost is left out of food cost, and why. */
export const uncostedIngredient = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  reason: z.enum(UNCOSTED_REASONS),
});

export const marginsResponse = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(marginWeek),
  /** Each programme (and the kitchen) over the whole range. */
  programmes: z.array(marginRow),
  totals: marginTotals,
  /** Ingredients of the range's recipes that have no cost (once each). */
  uncosted: z.array(uncostedIngredient),
  /** Which cost columns hold figures; false: the column says "not available yet". */
  available: z.object({ labour: z.boolean(), delivery: z.boolean() }),
});
export type MarginsResponse = z.infer<typeof marginsResponse>;
