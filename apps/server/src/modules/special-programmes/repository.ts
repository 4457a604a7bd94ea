import type { SpecialProgrammeListParams } from '@brigade/domain/schemas/special-programmes';
import { inArray, sql, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  specialProgrammeCustomers as entries,
  specialProgrammes,
} from '../../db/schema/special-programmes.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type ProgrammeRow = typeof specialProgrammes.$inferSelect;
export type ProgrammeValues = Pick<
  typeof specialProgrammes.$inferInsert,
  'name' | 'description' | 'startDate' | 'priceChf'
>;

const sortColumns = {
  name: sql`lower(${specialProgrammes.name})`,
  start_date: specialProgrammes.startDate,
  updated_at: specialProgrammes.updatedAt,
} as const;

/** One page of the list: `q` searches the name and description. */
export async function findPage(db: Db, query: SpecialProgrammeListParams) {
  return findTablePage(db, specialProgrammes, {
    where: searchAny(query.q, specialProgrammes.name, specialProgrammes.description),
    tieBreaker: specialProgrammes.specialProgrammeId,
    ...sortedWindow(query, sortColumns, 'name'),
  });
}

export async function findById(db: Db, id: number): Promise<ProgrammeRow | undefined> {
  const rows = await db.select().from(specialProgrammes).where(eq(specialProgrammes.specialProgrammeId, id));
  return rows[0];
}

export async function insert(db: Db, values: ProgrammeValues, now: Date): Promise<ProgrammeRow> {
  const rows = await db
    .insert(specialProgrammes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const programmeWrites = versionedWrites(specialProgrammes, specialProgrammes.specialProgrammeId);

/** The order counts and price overrides of the programmes' customers, for their totals. */
export async function findPricing(db: Db, programmeIds: number[]) {
  if (programmeIds.length === 0) return [];
  return db
    .select({
      programmeId: entries.specialProgrammeId,
      orderCount: entries.orderCount,
      priceOverride: entries.priceOverride,
    })
    .from(entries)
    .where(inArray(entries.specialProgrammeId, programmeIds));
}
