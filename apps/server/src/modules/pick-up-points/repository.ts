import type { PickUpPointListQuery } from '@brigade/domain/schemas/pick-up-points';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { nameExists, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type PickUpPointRow = typeof pickUpPoints.$inferSelect;
export type PickUpPointValues = Omit<
  typeof pickUpPoints.$inferInsert,
  'pickUpPointId' | 'version' | 'createdAt' | 'updatedAt'
>;

const sortColumns = {
  name: sql`lower(${pickUpPoints.name})`,
  client_facing_name: sql`lower(${pickUpPoints.clientFacingName})`,
  price_chf: pickUpPoints.priceChf,
  company: sql`lower(${pickUpPoints.company})`,
  street: sql`lower(${pickUpPoints.street})`,
  postcode: pickUpPoints.postcode,
  city: sql`lower(${pickUpPoints.city})`,
  updated_at: pickUpPoints.updatedAt,
} as const;

/** One page of the list: `q` searches the names, company, street, postcode and city. */
export async function findPage(db: Db, query: PickUpPointListQuery) {
  return findTablePage(db, pickUpPoints, {
    where: searchAny(
      query.q,
      pickUpPoints.name,
      pickUpPoints.clientFacingName,
      pickUpPoints.company,
      pickUpPoints.street,
      pickUpPoints.postcode,
      pickUpPoints.city,
    ),
    tieBreaker: pickUpPoints.pickUpPointId,
    ...sortedWindow(query, sortColumns, 'name'),
  });
}

export async function findById(db: Db, id: number): Promise<PickUpPointRow | undefined> {
  const rows = await db.select().from(pickUpPoints).where(eq(pickUpPoints.pickUpPointId, id));
  return rows[0];
}

export const existsByName = nameExists(pickUpPoints, pickUpPoints.name, pickUpPoints.pickUpPointId);

export async function insert(db: Db, values: PickUpPointValues, now: Date): Promise<PickUpPointRow> {
  const rows = await db
    .insert(pickUpPoints)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(pickUpPoints, pickUpPoints.pickUpPointId);
