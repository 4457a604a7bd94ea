import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns.ts';
import { users } from './users.ts';

// Dispatch: a team's run of a date and day period, what was published, its tracking and label links (ADR 066).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A run (team, date, day period): the dispatcher's stop order and the last publish. */
export const consignmentRuns = pgTable(
  'consignment_runs',
  {
    team: text('team').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    identifier: text('identifier').notNull(),
    /** Consignment codes in the dispatcher's order; codes planned later are appended in plan order. */
    stopOrder: jsonb('stop_order').$type<string[]>().notNull().default([]),
    publishedVersion: integer('published_version').notNull().default(0),
    publishedAt: at('published_at'),
    publishedTracking: boolean('published_tracking').notNull().default(false),
    publishedMode: text('published_mode'),
    ...versioned(),
  },
  (t) => [primaryKey({ columns: [t.team, t.date, t.identifier] })],
);

/** A published consignment: one per code and date, as it was last sent (the payload), with its courier id. */
export const publishedConsignments = pgTable(
  'published_consignments',
  {
    date: date('date', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    team: text('team').notNull(),
    identifier: text('identifier').notNull(),
    pickupIndex: integer('pickup_index').notNull(),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    customerIds: jsonb('customer_ids').$type<number[]>().notNull(),
    payload: jsonb('payload').notNull(),
    /** The courier's id of the order (the external service's, or local:{code}); null until it answered. */
    externalId: text('external_id'),
    /** Set when a re-publish no longer plans it (it is deleted at the courier and tracked 8). */
    removedAt: at('removed_at'),
    publishedAt: at('published_at').notNull(),
    /**
     * Its latest tracking item's status, instant and detail, written with every tracking item (insertTracking),
     * so the delivery figures of many weeks read one row per consignment (ADR 070).
     */
    status: smallint('status'),
    statusAt: at('status_at'),
    statusDetail: text('status_detail'),
    /**
     * What the delivery figures group and filter by, written at publish (migration 0017 backfilled them from the
     * payload and the first order, ADR 070): the delivery postcode's zone, the instant the window ends (its date
     * and end time in Zurich), the courier the plan chose (null when published before 0017), the first order's
     * pick-up point (0: picked up at no known point; null: delivered). Migration 0017 also indexes them for the
     * figures (published_consignments_figures_idx, with INCLUDE, which the schema builder cannot say).
     */
    zoneId: integer('zone_id'),
    windowEnd: at('window_end'),
    courierId: integer('courier_id'),
    pickUpPointId: integer('pick_up_point_id'),
  },
  (t) => [
    primaryKey({ columns: [t.date, t.code] }),
    index('published_consignments_run_idx').on(t.team, t.date, t.identifier),
  ],
);

/** Which published consignment carries an order on a date: one at most, so a retry never sends it twice. */
export const consignmentOrders = pgTable(
  'consignment_orders',
  {
    date: date('date', { mode: 'string' }).notNull(),
    orderId: integer('order_id').notNull(),
    code: text('code').notNull(),
  },
  (t) => [primaryKey({ columns: [t.date, t.orderId] })],
);

/** A consignment's tracking items: each status change with its instant and who made it. */
export const consignmentTracking = pgTable(
  'consignment_tracking',
  {
    trackingId: serial('tracking_id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    code: text('code').notNull(),
    status: smallint('status').notNull(),
    at: at('at').notNull(),
    /** A not-delivered reason and note, or who received it. */
    detail: text('detail'),
    source: text('source').notNull(),
    userId: integer('user_id').references(() => users.userId, { onDelete: 'set null' }),
    /** The phone's id of a driver's action: the same action sent twice is recorded once. */
    actionId: uuid('action_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('consignment_tracking_code_idx').on(t.date, t.code),
    uniqueIndex('consignment_tracking_action_unique').on(t.actionId),
    check('consignment_tracking_status_check', sql`${t.status} BETWEEN 0 AND 9`),
  ],
);

/** A password-protected link that shows a run's labels to a courier without an account. */
export const labelLinks = pgTable(
  'label_links',
  {
    labelLinkId: text('label_link_id').primaryKey(),
    team: text('team').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    identifier: text('identifier').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Wrong passwords in a row; at 5 the link is locked for 15 minutes (ADR 066). */
    failedTries: integer('failed_tries').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdBy: integer('created_by').references(() => users.userId, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('label_links_date_idx').on(t.date)],
);
