import { count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couriers, deliveryTypes, postcodeZones } from '../../db/schema/delivery.ts';
import { containsPattern, nameExists, orderBy } from '../../lib/sql.ts';
import type { PageParams } from './shared.ts';
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

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(couriers.name, pattern), ilike(couriers.courierType, pattern));
}

export async function findPage(db: Db, params: PageParams<keyof typeof sortColumns>) {
  const where = searchCondition(params.q);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(couriers)
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort_by ?? 'name'], params.sort_dir, couriers.courierId))
      .limit(params.length)
      .offset(params.start),
    db.select({ total: count() }).from(couriers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
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

/** Whether a delivery type column or a zone's default courier names this courier. */
export async function isReferenced(db: Db, courierId: number): Promise<boolean> {
  const t = deliveryTypes;
  const [types, zones] = await Promise.all([
    db
      .select({ id: t.deliveryTypeId })
      .from(t)
      .where(
        or(
          eq(t.courier1, courierId),
          eq(t.courier2, courierId),
          eq(t.courier3, courierId),
          eq(t.courier4, courierId),
          eq(t.courier5, courierId),
        ),
      )
      .limit(1),
    db
      .select({ id: postcodeZones.postcodeZoneId })
      .from(postcodeZones)
      .where(eq(postcodeZones.defaultCourierId, courierId))
      .limit(1),
  ]);
  return types.length > 0 || zones.length > 0;
}

export async function insert(db: Db, values: CourierValues, now: Date): Promise<CourierRow> {
  const rows = await db
    .insert(couriers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(couriers, couriers.courierId);
