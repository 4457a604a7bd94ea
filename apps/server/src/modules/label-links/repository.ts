import { and, desc, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labelLinks } from '../../db/schema/dispatch.ts';
import { users } from '../../db/schema/users.ts';

const linkColumns = {
  labelLinkId: labelLinks.labelLinkId,
  team: labelLinks.team,
  date: labelLinks.date,
  identifier: labelLinks.identifier,
  createdAt: labelLinks.createdAt,
  createdByName: users.username,
};
/** A link as the dispatcher sees it: who made it by name, never the password hash. */
export type LabelLinkRow = {
  [K in keyof typeof linkColumns]: K extends 'createdByName'
    ? string | null
    : (typeof labelLinks.$inferSelect)[Exclude<K, 'createdByName'>];
};

function selectLinks(db: Db, where: SQL | undefined) {
  return db
    .select(linkColumns)
    .from(labelLinks)
    .leftJoin(users, eq(users.userId, labelLinks.createdBy))
    .where(where)
    .orderBy(desc(labelLinks.createdAt), labelLinks.labelLinkId);
}

/** The links, newest first: of a date and of a team when given. */
export function findLinks(db: Db, filter: { date?: string | undefined; team?: string | undefined }) {
  return selectLinks(
    db,
    and(
      filter.date === undefined ? undefined : eq(labelLinks.date, filter.date),
      filter.team === undefined ? undefined : eq(labelLinks.team, filter.team),
    ),
  );
}

export async function findLink(db: Db, id: string): Promise<LabelLinkRow | undefined> {
  const rows = await selectLinks(db, eq(labelLinks.labelLinkId, id));
  return rows[0];
}

/** When the link is locked until (null: not locked), or undefined when there is no such link. */
export async function lockOf(db: Db, id: string): Promise<{ lockedUntil: Date | null } | undefined> {
  const rows = await db
    .select({ lockedUntil: labelLinks.lockedUntil })
    .from(labelLinks)
    .where(eq(labelLinks.labelLinkId, id));
  return rows[0];
}

export async function insertLink(db: Db, values: typeof labelLinks.$inferInsert): Promise<void> {
  await db.insert(labelLinks).values(values);
}

/** A new password hash; the count of wrong tries and any lock start afresh. False when the link is gone. */
export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(labelLinks)
    .set({ passwordHash, failedTries: 0, lockedUntil: null })
    .where(eq(labelLinks.labelLinkId, id))
    .returning({ id: labelLinks.labelLinkId });
  return rows.length > 0;
}

export async function deleteLink(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(labelLinks)
    .where(eq(labelLinks.labelLinkId, id))
    .returning({ id: labelLinks.labelLinkId });
  return rows.length > 0;
}

/**
 * Counts a try before its password is checked, in one statement: an unlocked link (or one whose lock ran out,
 * which starts the count afresh) gets one more wrong try, and the try that reaches `limit` locks it until
 * `until`. Answers the hash to check, or undefined when the link is locked or does not exist. The row lock of
 * the UPDATE makes parallel tries count one after the other, so they cannot pass the limit.
 */
export async function claimTry(db: Db, id: string, now: Date, limit: number, until: Date) {
  const lockRanOut = sql`(${labelLinks.lockedUntil} IS NOT NULL AND ${labelLinks.lockedUntil} <= ${now.toISOString()}::timestamptz)`;
  const tries = sql`(CASE WHEN ${lockRanOut} THEN 1 ELSE ${labelLinks.failedTries} + 1 END)`;
  const rows = await db
    .update(labelLinks)
    .set({
      failedTries: tries,
      lockedUntil: sql`(CASE WHEN ${tries} >= ${limit} THEN ${until.toISOString()}::timestamptz ELSE NULL END)`,
    })
    .where(
      and(
        eq(labelLinks.labelLinkId, id),
        or(isNull(labelLinks.lockedUntil), lte(labelLinks.lockedUntil, now)),
      ),
    )
    .returning({
      team: labelLinks.team,
      date: labelLinks.date,
      identifier: labelLinks.identifier,
      passwordHash: labelLinks.passwordHash,
    });
  return rows[0];
}

/** A right password: the tries counted so far (its own included) are forgiven. */
export async function forgiveTries(db: Db, id: string): Promise<void> {
  await db
    .update(labelLinks)
    .set({ failedTries: 0, lockedUntil: null })
    .where(eq(labelLinks.labelLinkId, id));
}
