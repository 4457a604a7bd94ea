import type { DeliveryTypeListQuery } from '@brigade/domain/schemas/delivery';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryTypes } from '../../db/schema/delivery.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { nameExists, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type DeliveryTypeRow = typeof deliveryTypes.$inferSelect;
export type DeliveryTypeValues = Omit<
  typeof deliveryTypes.$inferInsert,
  'deliveryTypeId' | 'version' | 'createdAt' | 'updatedAt'
>;

const sortColumns = {
  delivery_type_id: deliveryTypes.deliveryTypeId,
  name: sql`lower(${deliveryTypes.name})`,
  updated_at: deliveryTypes.updatedAt,
} as const;

/** One page of the list: `q` searches the name. */
export async function findPage(db: Db, query: DeliveryTypeListQuery) {
  return findTablePage(db, deliveryTypes, {
    where: searchAny(query.q, deliveryTypes.name),
    tieBreaker: deliveryTypes.deliveryTypeId,
    ...sortedWindow(query, sortColumns, 'name'),
  });
}

export async function findById(db: Db, id: number): Promise<DeliveryTypeRow | undefined> {
  return (await db.select().from(deliveryTypes).where(eq(deliveryTypes.deliveryTypeId, id)))[0];
}

export async function findNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: deliveryTypes.deliveryTypeId, name: deliveryTypes.name })
    .from(deliveryTypes)
    .where(sql`${deliveryTypes.deliveryTypeId} in ${ids}`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const existsByName = nameExists(deliveryTypes, deliveryTypes.name, deliveryTypes.deliveryTypeId);

export async function insert(db: Db, values: DeliveryTypeValues, now: Date): Promise<DeliveryTypeRow> {
  const rows = await db
    .insert(deliveryTypes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  deliveryTypes,
  deliveryTypes.deliveryTypeId,
);
