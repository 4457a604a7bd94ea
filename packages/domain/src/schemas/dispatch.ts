import { z } from 'zod';
import { companySlugs } from '../access/privilege.ts';
import { DAY_PERIOD_IDENTIFIERS } from '../logistics/logistics-date.ts';
import { LOGISTICS_MODES } from '../logistics/payload-schemas.ts';
import {
  COURIER_ORDER_STATUSES,
  DELIVERY_OUTCOME_NAMES,
  NOT_DELIVERED_REASONS,
} from '../logistics/tracking-flow.ts';
import { TRACKING_STATUS_CODES } from '../logistics/tracking-status.ts';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';

// Dispatch, publishing, the drivers' app, the external logistics service and label links (ADR 066).

const trackingStatus = z.union(TRACKING_STATUS_CODES.map((c) => z.literal(c)));
const run = {
  team: z.enum(companySlugs),
  date: z.string(),
  identifier: z.enum(DAY_PERIOD_IDENTIFIERS),
};

/** What the dispatcher's board shows of a run beside its plan: the saved stop order and the last publish. */
export const dispatchRun = z.object({
  /** 0 while the stop order was never saved (send it back to save the first one). */
  stop_order_version: z.number().int(),
  /** How often the run was published (0: never); the object store keeps each version. */
  published_version: z.number().int(),
  published_at: z.string().nullable(),
  published_tracking: z.boolean(),
  published_mode: z.enum(LOGISTICS_MODES).nullable(),
  /** Per consignment code: its current tracking status and when (only published consignments have one). */
  statuses: z.array(
    z.object({
      code: z.string(),
      status: trackingStatus,
      at: z.string(),
      /** The outcome's note: a not-delivered reason, or who took it. */
      detail: z.string().nullable(),
    }),
  ),
});
export type DispatchRun = z.infer<typeof dispatchRun>;

/** The stop order to keep: every planned consignment code once, and the version read. */
export const putStopOrderRequest = z.object({
  codes: z.array(z.string().min(1).max(64)).max(5000),
  version: z
    .number({ error: messages.invalidValue })
    .int({ error: messages.invalidValue })
    .min(0, { error: messages.invalidValue }),
});
export type PutStopOrderRequest = z.infer<typeof putStopOrderRequest>;
export const stopOrderResponse = z.object({ ...run, codes: z.array(z.string()), version: z.number().int() });

/**
 * Publish a run: by injection (the consignments to the courier) or with tracking (the team and the tracking
 * items too). mode 'testing' tells the courier the orders are not real.
 */
export const publishRunRequest = z.object({
  tracking: z.boolean().default(false),
  mode: z.enum(LOGISTICS_MODES, { error: messages.invalidValue }).default('testing'),
});
export type PublishRunRequest = z.input<typeof publishRunRequest>;
export const publishRunResponse = z.object({ job_id: z.string().nullable() });

/** A publish job's result (kept on the job, and sent as the last progress note). */
export const publishResult = z.object({
  ...run,
  version: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  path: z.string(),
});
export type PublishResult = z.infer<typeof publishResult>;

/** One stop of the drivers' app: what a driver needs at the door, no health data. */
export const driverStop = z.object({
  code: z.string(),
  pickup_index: z.number().int(),
  order_ids: z.array(z.number().int()),
  name: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  co: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  instruction: z.string().nullable(),
  window_from: z.string(),
  window_to: z.string(),
  /** Physical bags to hand over. */
  bags: z.number().int(),
  status: trackingStatus,
  status_at: z.string(),
  detail: z.string().nullable(),
});
export type DriverStop = z.infer<typeof driverStop>;

export const driverRun = z.object({
  ...run,
  published_at: z.string().nullable(),
  stops: z.array(driverStop),
});
export type DriverRun = z.infer<typeof driverRun>;

export const stopParams = z.object({
  team: z.string().max(32),
  date: z.string().max(40),
  identifier: z.string().max(16),
  code: z.string().min(1).max(64),
});

/** A driver's action: its id (made on the phone, so a resend is recognised) and when it happened. */
const action = {
  action_id: z.uuid({ error: messages.invalidValue }),
  at: z.iso
    .datetime({ offset: true, error: messages.invalidValue })
    .max(40, { error: messages.invalidValue })
    .optional(),
};
export const checkInRequest = z.object(action);
export type CheckInRequest = z.infer<typeof checkInRequest>;
export const deliverRequest = z
  .object({
    ...action,
    outcome: z.enum(DELIVERY_OUTCOME_NAMES, { error: messages.invalidValue }),
    reason: z.enum(NOT_DELIVERED_REASONS, { error: messages.invalidValue }).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((d) => d.outcome !== 'not_delivered' || d.reason !== undefined, {
    error: messages.notDeliveredReasonRequired,
    path: ['reason'],
  });
export type DeliverRequest = z.infer<typeof deliverRequest>;

/** The SSE event `consignment-tracking`: a stop's new status, for every open board and app of that run. */
export const trackingEvent = z.object({ ...run, code: z.string(), status: trackingStatus, at: z.string() });
export type TrackingEvent = z.infer<typeof trackingEvent>;

/** The forced e-mail cycle of a date: each customer with a published consignment gets the delivery notice. */
export const emailCycleResponse = z.object({ date: z.string(), queued: z.number().int() });

// The external logistics service ('/luckabox').

export const courierOrder = z.object({
  id: z.string(),
  /** Our consignment code. */
  reference: z.string(),
  date: z.string(),
  status: z.enum(COURIER_ORDER_STATUSES),
  mode: z.enum(LOGISTICS_MODES),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  window_from: z.string(),
  window_to: z.string(),
  parcels: z.number().int(),
  updated_at: z.string().nullable(),
});
export type CourierOrderView = z.infer<typeof courierOrder>;
export const courierOrdersQuery = z.object({ date: isoDateField });
export const courierOrdersResponse = z.object({
  mode: z.enum(['local', 'live']),
  orders: z.array(courierOrder),
});
export const courierOrderParams = z.object({ id: z.string().min(1).max(100) });
export const courierStatusRequest = z.object({
  status: z.enum(COURIER_ORDER_STATUSES, { error: messages.invalidValue }),
});

// Label links: a courier without an account sees a run's labels with a password.

export const createLabelLinkRequest = z.object({
  team: z.string().max(32),
  date: z.string().max(32),
  identifier: z.string().max(16),
});
export const labelLink = z.object({
  id: z.string(),
  ...run,
  created_at: z.string(),
  created_by: z.string().nullable(),
});
export type LabelLink = z.infer<typeof labelLink>;
/** A new link or a new password: the password is shown this once, then only its hash is kept. */
export const labelLinkSecret = labelLink.extend({ path: z.string(), password: z.string() });
export type LabelLinkSecret = z.infer<typeof labelLinkSecret>;
export const labelLinksQuery = z.object({ date: isoDateField.optional() });
export const labelLinkParams = z.object({ id: z.string().min(1).max(64) });
export const openLabelLinkRequest = z.object({ password: z.string().min(1).max(200) });
/** What a courier sees: the run's labels, with no health data. */
export const publicLabels = z.object({
  ...run,
  labels: z.array(driverStop.omit({ status: true, status_at: true, detail: true })),
});
export type PublicLabels = z.infer<typeof publicLabels>;
