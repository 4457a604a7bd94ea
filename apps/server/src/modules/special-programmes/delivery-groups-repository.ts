import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryGroups, specialProgrammeCustomers as entries } from '../../db/schema/special-programmes.ts';
import { versionedWrites } from '../../lib/versioned.ts';
import { anyRow } from '../../lib/sql.ts';

export type DeliveryGroupRow = typeof deliveryGroups.$inferSelect;

export const groupWrites = versionedWrites(deliveryGroups, deliveryGroups.deliveryGroupId);

export async function findGroups(db: Db, programmeId: number) {
  return db
    .select()
    .from(deliveryGroups)
    .where(eq(deliveryGroups.specialProgrammeId, programmeId))
    .orderBy(asc(sql`lower(${deliveryGroups.deliveryGroup})`), asc(deliveryGroups.deliveryGroupId));
}

export async function findGroup(db: Db, programmeId: number, groupId: number) {
  const rows = await db
    .select()
    .from(deliveryGroups)
    .where(
      and(eq(deliveryGroups.deliveryGroupId, groupId), eq(deliveryGroups.specialProgrammeId, programmeId)),
    );
  return rows[0];
}

export async function groupNameTaken(db: Db, programmeId: number, name: string, exceptId?: number) {
  const conditions = [
    eq(deliveryGroups.specialProgrammeId, programmeId),
    eq(sql`lower(${deliveryGroups.deliveryGroup})`, name.toLowerCase()),
  ];
  if (exceptId !== undefined) conditions.push(sql`${deliveryGroups.deliveryGroupId} <> ${exceptId}`);
  return anyRow(db, deliveryGroups, and(...conditions));
}

export async function insertGroup(db: Db, programmeId: number, name: string, now: Date) {
  const rows = await db
    .insert(deliveryGroups)
    .values({ specialProgrammeId: programmeId, deliveryGroup: name, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Entries of the group are unset first, so each one's version moves (someone may be editing). */
export async function clearGroup(db: Db, groupId: number, now: Date) {
  await db
    .update(entries)
    .set({ deliveryGroupId: null, updatedAt: now, version: sql`${entries.version} + 1` })
    .where(eq(entries.deliveryGroupId, groupId));
}
