import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/customers.ts';
import {
  consignmentOrders,
  consignmentRuns,
  consignmentTracking,
  publishedConsignments,
} from '../../db/schema/dispatch.ts';

// A run's dispatch state (ADR 066): its stop order and last publish, what was published, and the tracking.

export interface RunKey {
  team: string;
  date: string;
  identifier: string;
}
export type RunRow = typeof consignmentRuns.$inferSelect;
export type PublishedRow = typeof publishedConsignments.$inferSelect;
export type TrackingRow = typeof consignmentTracking.$inferSelect;

const runWhere = (k: RunKey) =>
  and(
    eq(consignmentRuns.team, k.team),
    eq(consignmentRuns.date, k.date),
    eq(consignmentRuns.identifier, k.identifier),
  );

export async function runOf(db: Db, key: RunKey): Promise<RunRow | undefined> {
  const [row] = await db.select().from(consignmentRuns).where(runWhere(key));
  return row;
}

/**
 * Saves the stop order when `version` is the one read (0: no row yet): the row, or undefined when another
 * save came first (stale).
 */
export async function saveStopOrder(
  db: Db,
  key: RunKey,
  codes: string[],
  version: number,
  now: Date,
): Promise<RunRow | undefined> {
  if (version === 0) {
    const [row] = await db
      .insert(consignmentRuns)
      .values({ ...key, stopOrder: codes, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  }
  const [row] = await db
    .update(consignmentRuns)
    .set({ stopOrder: codes, version: sql`${consignmentRuns.version} + 1`, updatedAt: now })
    .where(and(runWhere(key), eq(consignmentRuns.version, version)))
    .returning();
  return row;
}

/** Counts a publish of the run (creating its row when it has none); answers the run with its new version. */
export async function markPublished(
  db: Db,
  key: RunKey,
  publish: { tracking: boolean; mode: string; at: Date },
): Promise<RunRow> {
  const values = {
    publishedAt: publish.at,
    publishedTracking: publish.tracking,
    publishedMode: publish.mode,
  };
  const [row] = await db
    .insert(consignmentRuns)
    .values({ ...key, ...values, publishedVersion: 1, createdAt: publish.at, updatedAt: publish.at })
    .onConflictDoUpdate({
      target: [consignmentRuns.team, consignmentRuns.date, consignmentRuns.identifier],
      set: {
        ...values,
        publishedVersion: sql`${consignmentRuns.publishedVersion} + 1`,
        updatedAt: publish.at,
      },
    })
    .returning();
  return row!;
}

/** The run's published consignments that are still planned, in stop order. */
export function publishedOf(db: Db, key: RunKey): Promise<PublishedRow[]> {
  return db
    .select()
    .from(publishedConsignments)
    .where(
      and(
        eq(publishedConsignments.team, key.team),
        eq(publishedConsignments.date, key.date),
        eq(publishedConsignments.identifier, key.identifier),
        isNull(publishedConsignments.removedAt),
      ),
    )
    .orderBy(asc(publishedConsignments.pickupIndex));
}

/** Every consignment of a date that was published and not removed (the e-mail cycle's customers). */
export function publishedOnDate(db: Db, date: string): Promise<PublishedRow[]> {
  return db
    .select()
    .from(publishedConsignments)
    .where(and(eq(publishedConsignments.date, date), isNull(publishedConsignments.removedAt)));
}

export async function publishedByCode(db: Db, date: string, code: string): Promise<PublishedRow | undefined> {
  const [row] = await db
    .select()
    .from(publishedConsignments)
    .where(and(eq(publishedConsignments.date, date), eq(publishedConsignments.code, code)));
  return row;
}

/**
 * Writes a consignment as published (again): one row per date and code, its orders claimed for the date; with
 * the zone of its delivery postcode, the instant its window ends and its first order's pick-up point, as the
 * delivery figures read them (ADR 070).
 */
export async function upsertPublished(db: Db, published: typeof publishedConsignments.$inferInsert) {
  const orderIds = published.orderIds as number[];
  const payload = published.payload as { deliveryAddress: { postcode: string }; deliveryTimeTo: string };
  const row = {
    ...published,
    zoneId: sql`(SELECT postcode_zone_id FROM postcodes WHERE postcode = ${payload.deliveryAddress.postcode})`,
    windowEnd: payload.deliveryTimeTo
      ? sql`(${published.date}::date + ${payload.deliveryTimeTo}::time) AT TIME ZONE 'Europe/Zurich'`
      : null,
    pickUpPointId: sql`(SELECT CASE WHEN o.pick_up THEN COALESCE(o.pick_up_point_id, c.pick_up_point_id, 0) END
      FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE o.order_id = ${orderIds[0] ?? null}::int)`,
  };
  await db
    .insert(publishedConsignments)
    .values(row)
    .onConflictDoUpdate({
      target: [publishedConsignments.date, publishedConsignments.code],
      set: { ...row, removedAt: null },
    });
  if (orderIds.length === 0) return;
  await db
    .insert(consignmentOrders)
    .values(orderIds.map((orderId) => ({ date: row.date, orderId, code: row.code })))
    .onConflictDoUpdate({
      target: [consignmentOrders.date, consignmentOrders.orderId],
      set: { code: row.code },
    });
}

export async function setExternalId(db: Db, date: string, code: string, externalId: string) {
  await db
    .update(publishedConsignments)
    .set({ externalId })
    .where(and(eq(publishedConsignments.date, date), eq(publishedConsignments.code, code)));
}

export async function markRemoved(db: Db, date: string, code: string, at: Date) {
  await db
    .update(publishedConsignments)
    .set({ removedAt: at })
    .where(and(eq(publishedConsignments.date, date), eq(publishedConsignments.code, code)));
}

/** The latest tracking item of each code of a date: the last one recorded (its `at` may be earlier). */
export async function latestTracking(db: Db, date: string, codes: readonly string[]): Promise<TrackingRow[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select()
    .from(consignmentTracking)
    .where(and(eq(consignmentTracking.date, date), inArray(consignmentTracking.code, [...codes])))
    .orderBy(asc(consignmentTracking.code), desc(consignmentTracking.trackingId));
  const latest = new Map<string, TrackingRow>();
  for (const row of rows) if (!latest.has(row.code)) latest.set(row.code, row);
  return [...latest.values()];
}

/**
 * Records a tracking item and, in the same statement, makes it the published consignment's current status (the
 * item just written is the latest: tracking items are ordered by their id).
 */
export async function insertTracking(db: Db, row: typeof consignmentTracking.$inferInsert) {
  const item = db.$with('item').as(db.insert(consignmentTracking).values(row).returning());
  await db
    .with(item)
    .update(publishedConsignments)
    .set({ status: sql`${item.status}`, statusAt: sql`${item.at}`, statusDetail: sql`${item.detail}` })
    .from(item)
    .where(and(eq(publishedConsignments.date, item.date), eq(publishedConsignments.code, item.code)));
}

/** The tracking item a driver's action made, when that action was recorded before. */
export async function trackingByAction(db: Db, actionId: string): Promise<TrackingRow | undefined> {
  const [row] = await db.select().from(consignmentTracking).where(eq(consignmentTracking.actionId, actionId));
  return row;
}

/** The e-mail addresses and first names of customers (the e-mail cycle). */
export function customerContacts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ customerId: customers.customerId, email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(inArray(customers.customerId, [...ids]));
}

/** The latest tracking item of one consignment, locked until the transaction ends (one change at a time). */
export async function latestTrackingForUpdate(db: Db, date: string, code: string): Promise<TrackingRow[]> {
  // Lock the published row: a consignment without tracking has no item to lock yet.
  await db
    .select({ code: publishedConsignments.code })
    .from(publishedConsignments)
    .where(and(eq(publishedConsignments.date, date), eq(publishedConsignments.code, code)))
    .for('update');
  return db
    .select()
    .from(consignmentTracking)
    .where(and(eq(consignmentTracking.date, date), eq(consignmentTracking.code, code)))
    .orderBy(desc(consignmentTracking.trackingId))
    .limit(1);
}

/** Every tracking item of the codes of a date, oldest first. */
export function trackingItemsOf(db: Db, date: string, codes: readonly string[]): Promise<TrackingRow[]> {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(consignmentTracking)
    .where(and(eq(consignmentTracking.date, date), inArray(consignmentTracking.code, [...codes])))
    .orderBy(asc(consignmentTracking.at), asc(consignmentTracking.trackingId));
}
