import type { PostcodeZoneListQuery } from '@brigade/domain/schemas/delivery';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postcodes, postcodeZones } from '../../db/schema/delivery.ts';
import { findPageOf, sortedWindow } from '../../lib/find-page.ts';
import { anyRow, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type ZoneRow = typeof postcodeZones.$inferSelect;
export type ZoneWithCount = ZoneRow & { postcodeCount: number };
export interface ZoneValues {
  zone: string;
  priceChf: string;
  deliveryTypeId: number | null;
  deliveryTypeIdCompany: number | null;
  defaultCourierId: number | null;
}

// Qualified by hand: inside a subquery Drizzle writes column names without their table.
const postcodeCount = sql<number>`(select count(*)::int from ${postcodes} p where p.postcode_zone_id = "postcode_zones"."postcode_zone_id")`;

const sortColumns = {
  postcode_zone_id: postcodeZones.postcodeZoneId,
  zone: sql`lower(${postcodeZones.zone})`,
  price_chf: postcodeZones.priceChf,
  postcode_count: postcodeCount,
  updated_at: postcodeZones.updatedAt,
} as const;

const withCount = { ...postcodeZoneColumns(), postcodeCount };
function postcodeZoneColumns() {
  const { postcodeZoneId, zone, priceChf, deliveryTypeId, deliveryTypeIdCompany, defaultCourierId } =
    postcodeZones;
  const { version, createdAt, updatedAt } = postcodeZones;
  return {
    postcodeZoneId,
    zone,
    priceChf,
    deliveryTypeId,
    deliveryTypeIdCompany,
    defaultCourierId,
    version,
    createdAt,
    updatedAt,
  };
}

/** One page of the list, each zone with its postcode count (so not the plain one-table page). */
export async function findPage(db: Db, query: PostcodeZoneListQuery) {
  const { rows, total } = await findPageOf(
    db.select(withCount).from(postcodeZones).$dynamic(),
    db.select({ total: count() }).from(postcodeZones).$dynamic(),
    {
      where: searchAny(query.q, postcodeZones.zone),
      tieBreaker: postcodeZones.postcodeZoneId,
      ...sortedWindow(query, sortColumns, 'zone'),
    },
  );
  return { rows: rows as ZoneWithCount[], total };
}

export async function findAll(db: Db): Promise<ZoneWithCount[]> {
  return db
    .select(withCount)
    .from(postcodeZones)
    .orderBy(asc(sql`lower(${postcodeZones.zone})`));
}

export async function findById(db: Db, id: number): Promise<ZoneWithCount | undefined> {
  return (await db.select(withCount).from(postcodeZones).where(eq(postcodeZones.postcodeZoneId, id)))[0];
}

export async function findByZoneNames(db: Db, names: string[]): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const rows = await db
    .select({ id: postcodeZones.postcodeZoneId, zone: postcodeZones.zone })
    .from(postcodeZones)
    .where(sql`lower(${postcodeZones.zone}) in ${names.map((n) => n.toLowerCase())}`);
  return new Map(rows.map((r) => [r.zone.toLowerCase(), r.id]));
}

export async function existsByZone(db: Db, zone: string, exceptId?: number): Promise<boolean> {
  const same = eq(sql`lower(${postcodeZones.zone})`, zone.toLowerCase());
  return anyRow(
    db,
    postcodeZones,
    exceptId === undefined ? same : and(same, sql`${postcodeZones.postcodeZoneId} <> ${exceptId}`),
  );
}

export async function insert(db: Db, values: ZoneValues, now: Date): Promise<ZoneRow> {
  const rows = await db
    .insert(postcodeZones)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  postcodeZones,
  postcodeZones.postcodeZoneId,
);
