import { count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryTypes, postcodeZones } from '../../db/schema/delivery.ts';
import { containsPattern, nameExists, orderBy } from '../../lib/sql.ts';
import type { PageParams } from './shared.ts';
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

export async function findPage(db: Db, params: PageParams<keyof typeof sortColumns>) {
  const where = params.q ? ilike(deliveryTypes.name, containsPattern(params.q)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(deliveryTypes)
      .where(where)
      .orderBy(
        ...orderBy(sortColumns[params.sort_by ?? 'name'], params.sort_dir, deliveryTypes.deliveryTypeId),
      )
      .limit(params.length)
      .offset(params.start),
    db.select({ total: count() }).from(deliveryTypes).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
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

/** Whether a postcode zone uses this delivery type (for customers or for companies). */
export async function isReferenced(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: postcodeZones.postcodeZoneId })
    .from(postcodeZones)
    .where(or(eq(postcodeZones.deliveryTypeId, id), eq(postcodeZones.deliveryTypeIdCompany, id)))
    .limit(1);
  return rows.length > 0;
}

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
