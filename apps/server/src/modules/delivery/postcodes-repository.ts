import type { PostcodeListQuery } from '@brigade/domain/schemas/postcodes';
import { and, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postcodes, postcodeZones } from '../../db/schema/delivery.ts';
import { findPageOf, sortedWindow } from '../../lib/find-page.ts';
import { searchAny } from '../../lib/sql.ts';

export type PostcodeRow = typeof postcodes.$inferSelect & { zone: string | null };

const sortColumns = {
  postcode: postcodes.postcode,
  place: sql`lower(${postcodes.place})`,
  zone: sql`lower(coalesce(${postcodeZones.zone}, ''))`,
  updated_at: postcodes.updatedAt,
} as const;

const columns = {
  postcode: postcodes.postcode,
  place: postcodes.place,
  postcodeZoneId: postcodes.postcodeZoneId,
  version: postcodes.version,
  createdAt: postcodes.createdAt,
  updatedAt: postcodes.updatedAt,
  zone: postcodeZones.zone,
};

/** `q` searches the postcode, place and zone; `postcode_zone_id` -1 keeps the postcodes without a zone. */
function whereOf(filter: Pick<PostcodeListQuery, 'q' | 'postcode_zone_id'>): SQL | undefined {
  const zone =
    filter.postcode_zone_id === undefined
      ? undefined
      : filter.postcode_zone_id === -1
        ? isNull(postcodes.postcodeZoneId)
        : eq(postcodes.postcodeZoneId, filter.postcode_zone_id);
  return and(zone, searchAny(filter.q, postcodes.postcode, postcodes.place, postcodeZones.zone));
}

const withZone = eq(postcodeZones.postcodeZoneId, postcodes.postcodeZoneId);
const joined = (db: Db) => db.select(columns).from(postcodes).leftJoin(postcodeZones, withZone);

/** One page of the list, joined with the zone names (so not the plain one-table page). */
export async function findPage(db: Db, filter: PostcodeListQuery) {
  return findPageOf(
    joined(db).$dynamic(),
    db.select({ total: count() }).from(postcodes).leftJoin(postcodeZones, withZone).$dynamic(),
    {
      where: whereOf(filter),
      tieBreaker: postcodes.postcode,
      ...sortedWindow(filter, sortColumns, 'postcode'),
    },
  );
}

export async function findOne(db: Db, postcode: string): Promise<PostcodeRow | undefined> {
  return (await joined(db).where(eq(postcodes.postcode, postcode)))[0];
}

export async function findZones(db: Db, codes: string[]): Promise<Map<string, number | null>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ postcode: postcodes.postcode, zoneId: postcodes.postcodeZoneId })
    .from(postcodes)
    .where(inArray(postcodes.postcode, codes));
  return new Map(rows.map((r) => [r.postcode, r.zoneId]));
}

export async function insert(
  db: Db,
  values: { postcode: string; place: string; postcodeZoneId: number | null },
  now: Date,
) {
  await db.insert(postcodes).values({ ...values, createdAt: now, updatedAt: now });
}

export async function updateIfVersion(
  db: Db,
  postcode: string,
  version: number | null,
  values: { place?: string; postcodeZoneId: number | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(postcodes)
    .set({ ...values, updatedAt: now, version: sql`${postcodes.version} + 1` })
    .where(
      version === null
        ? eq(postcodes.postcode, postcode)
        : and(eq(postcodes.postcode, postcode), eq(postcodes.version, version)),
    )
    .returning({ postcode: postcodes.postcode });
  return rows.length > 0;
}

export async function deleteIfVersion(db: Db, postcode: string, version: number) {
  const rows = await db
    .delete(postcodes)
    .where(and(eq(postcodes.postcode, postcode), eq(postcodes.version, version)))
    .returning();
  return rows[0];
}

export async function findAllZoneIds(db: Db) {
  return db
    .select({ postcode: postcodes.postcode, postcode_zone_id: postcodes.postcodeZoneId })
    .from(postcodes);
}
