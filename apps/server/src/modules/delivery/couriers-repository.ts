import type { CourierListQuery } from '@brigade/domain/schemas/delivery';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers } from '../../db/schema/delivery.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { nameExists, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type CourierRow = typeof couriers.$inferSelect;
export interface CourierValues {
  name: string;
  courierType: string;
  deliveryTimes: string[];
}

const sortColumns = {
  courier_id: couriers.courierId,
  name: sql`lower(${couriers.name})`,
  courier_type: couriers.courierType,
  updated_at: couriers.updatedAt,
} as const;

/** One page of the list: `q` searches the name and courier type. */
export async function findPage(db: Db, query: CourierListQuery) {
  return findTablePage(db, couriers, {
    where: searchAny(query.q, couriers.name, couriers.courierType),
    tieBreaker: couriers.courierId,
    ...sortedWindow(query, sortColumns, 'name'),
  });
}

export async function findById(db: Db, courierId: number): Promise<CourierRow | undefined> {
  return (await db.select().from(couriers).where(eq(couriers.courierId, courierId)))[0];
}

export async function findByIds(db: Db, ids: number[]): Promise<CourierRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(couriers)
    .where(sql`${couriers.courierId} in ${ids}`);
}

export const existsByName = nameExists(couriers, couriers.name, couriers.courierId);

export async function insert(db: Db, values: CourierValues, now: Date): Promise<CourierRow> {
  const rows = await db
    .insert(couriers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(couriers, couriers.courierId);
