import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { additionalBags, dayOverrides, mealOverrides, orderMerges } from '../../db/schema/orders.ts';

/** The tables of an order's records on a date — one record per (order_id, date) each — and their date column. */
export const keyed = {
  day: { table: dayOverrides, date: dayOverrides.date },
  meal: { table: mealOverrides, date: mealOverrides.date },
  merge: { table: orderMerges, date: orderMerges.menuDate },
  bag: { table: additionalBags, date: additionalBags.date },
} as const;
export type Keyed = (typeof keyed)[keyof typeof keyed];
/** A record's values without its order (the key gives it). */
export type KeyedValues<K extends Keyed> = Omit<K['table']['$inferInsert'], 'orderId'>;
export type KeyedRow<K extends Keyed> = K['table']['$inferSelect'];

// The four tables share the columns used here; drizzle's builders take one table type, so dayOverrides
// stands for each of them.
type AnyKeyedTable = typeof dayOverrides;
type AnyKeyedInsert = typeof dayOverrides.$inferInsert;
const anyValues = <K extends Keyed>(values: KeyedValues<K>) =>
  values as Partial<K['table']['$inferInsert']> as Partial<AnyKeyedInsert>;

const keyWhere = (k: Keyed, orderId: number, date: string) =>
  and(eq(k.table.orderId, orderId), eq(k.date, date));

export async function findKeyed<K extends Keyed>(
  db: Db,
  k: K,
  orderId: number,
  date: string,
): Promise<KeyedRow<K> | undefined> {
  const rows = await db
    .select()
    .from(k.table as AnyKeyedTable)
    .where(keyWhere(k, orderId, date));
  return rows[0] as KeyedRow<K> | undefined;
}

/** Inserts the order's record of a date; undefined when one exists already. */
export async function insertKeyed<K extends Keyed>(
  db: Db,
  k: K,
  orderId: number,
  values: KeyedValues<K>,
  now: Date,
): Promise<KeyedRow<K> | undefined> {
  const rows = await db
    .insert(k.table as AnyKeyedTable)
    .values({ ...(anyValues(values) as AnyKeyedInsert), orderId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0] as KeyedRow<K> | undefined;
}

/** Updates the record only while its version is `version`, and moves the version; undefined otherwise. */
export async function updateKeyed<K extends Keyed>(
  db: Db,
  k: K,
  orderId: number,
  date: string,
  version: number,
  values: KeyedValues<K>,
  now: Date,
): Promise<KeyedRow<K> | undefined> {
  const table = k.table as AnyKeyedTable;
  const rows = await db
    .update(table)
    .set({
      ...anyValues(values),
      updatedAt: now,
      version: sql`${table.version} + 1`,
    })
    .where(and(keyWhere(k, orderId, date), eq(table.version, version)))
    .returning();
  return rows[0] as KeyedRow<K> | undefined;
}

/** Deletes the record only while its version is `version`; undefined otherwise. */
export async function deleteKeyed<K extends Keyed>(
  db: Db,
  k: K,
  orderId: number,
  date: string,
  version: number,
): Promise<KeyedRow<K> | undefined> {
  const table = k.table as AnyKeyedTable;
  const rows = await db
    .delete(table)
    .where(and(keyWhere(k, orderId, date), eq(table.version, version)))
    .returning();
  return rows[0] as KeyedRow<K> | undefined;
}
