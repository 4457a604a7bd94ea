import { z } from 'zod';
import { companySlugs } from '../access/privilege.ts';
import { DAY_PERIOD_IDENTIFIERS } from '../logistics/logistics-date.ts';
import { bagRecipe, consignment, consignmentContents, deliveryBag } from '../logistics/payload-schemas.ts';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';
import { dispatchRun } from './dispatch.ts';

// The bags of a week (ADR 064): per delivery date, one bag per order with its meals, allergies and recipe
// lines, and what the packers marked on each line.

/** What a packer marks on a recipe line of a bag: not yet packed, or packed. No mark yet reads OPEN. */
export const BAG_RECIPE_STATUSES = ['OPEN', 'PACKED'] as const;
export type BagRecipeStatus = (typeof BAG_RECIPE_STATUSES)[number];

/** The Monday the week starts on; the service refuses anything else with 422 (a week is Monday–Sunday). */
export const logisticsBagsQuery = z.object({
  start_date: z
    .string({ error: messages.bagsWeekStartInvalid })
    .trim()
    .max(40, { error: messages.bagsWeekStartInvalid }),
});

/** A recipe line of a bag (the logistics payload's) with its packing status and the status's version. */
const markedBagRecipe = bagRecipe.extend({
  status: z.enum(BAG_RECIPE_STATUSES),
  /** 0 while nobody has marked the line: send it back to mark it the first time. */
  version: z.number().int(),
});

export const logisticsBag = z.object({
  order_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** The order delivers but its programme cannot be determined: its meals are unknown, check it by hand. */
  programme_undetermined: z.boolean(),
  /** The logistics payload's delivery bag: meals per meal type and recipe lines. */
  bag: deliveryBag.extend({ recipes: z.array(markedBagRecipe) }),
});
export type LogisticsBag = z.infer<typeof logisticsBag>;

export const logisticsBagsWeek = z.object({
  start_date: z.string(),
  week_id: z.string(),
  /** The dates of the week (Monday–Sunday) with at least one bag. */
  days: z.array(z.object({ date: z.string(), bags: z.array(logisticsBag) })),
});
export type LogisticsBagsWeek = z.infer<typeof logisticsBagsWeek>;

const maxInt = 2_147_483_647;
const idField = z.coerce
  .number()
  .int()
  .positive({ error: messages.notFound })
  .max(maxInt, { error: messages.notFound });

export const bagRecipeParams = z.object({ orderId: idField, date: isoDateField, recipeId: idField });

/** version: the one read, 0 when the line has no status yet. */
export const putBagRecipeStatusRequest = z.object({
  status: z.enum(BAG_RECIPE_STATUSES, { error: messages.bagRecipeStatusInvalid }),
  version: z
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(0, { error: messages.invalidValue }),
});
export type PutBagRecipeStatusRequest = z.infer<typeof putBagRecipeStatusRequest>;

export const bagRecipeStatusResponse = z.object({
  order_id: z.number().int(),
  date: z.string(),
  recipe_id: z.number().int(),
  /** 0 the order's own bag, 1 its additional bag. */
  bag_index: z.number().int(),
  status: z.enum(BAG_RECIPE_STATUSES),
  version: z.number().int(),
});
export type BagRecipeStatusResponse = z.infer<typeof bagRecipeStatusResponse>;

// The consignments of a team, date and day period (ADR 065): read-only, planned at each read.

/** Plain text: the domain's `parseConsignmentRoute` checks them, with the old app's messages. */
export const consignmentsParams = z.object({
  team: z.string().max(32),
  date: z.string().max(40),
  identifier: z.string().max(16),
});

const plannedConsignment = consignment.extend({ contents: consignmentContents });
export type ConsignmentView = z.infer<typeof plannedConsignment>;

const counts = { consignments: z.number().int(), bags: z.number().int() };

export const consignmentsResponse = z.object({
  team: z.enum(companySlugs),
  date: z.string(),
  identifier: z.enum(DAY_PERIOD_IDENTIFIERS),
  /** The team's consignments of that period, in stop order (pickupIndex 0, 1, …). */
  consignments: z.array(plannedConsignment),
  /** Every team's orders of the date that could not be placed, with the reason (a catalogue message). */
  unplaced: z.array(
    z.object({
      order_id: z.number().int(),
      customer_id: z.number().int().nullable(),
      first_name: z.string(),
      last_name: z.string(),
      reason: z.string(),
    }),
  ),
  /** The team's consignments and physical bags per zone (UNKNOWN -1: pick-up points outside a zone) and courier. */
  totals: z.object({
    zones: z.array(z.object({ postcode_zone_id: z.number().int(), zone: z.string(), ...counts })),
    couriers: z.array(z.object({ courier_id: z.number().int(), name: z.string(), ...counts })),
  }),
  /** The saved stop order's version, the last publish and each published consignment's status (ADR 066). */
  run: dispatchRun,
});
export type ConsignmentsResponse = z.infer<typeof consignmentsResponse>;
/** A run as planned, before the dispatch state (stop order, publish, statuses) is added. */
export type PlannedRun = Omit<ConsignmentsResponse, 'run'>;
