import type { UserListQuery } from '@brigade/domain/schemas/users';
import { and, count, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { findPage as findTablePage, sortedWindow } from '../../lib/find-page.ts';
import { anyRow, searchAny } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const sortColumns = {
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  user_group: users.userGroup,
  user_category: users.userCategory,
  created_at: users.createdAt,
} as const;

const statusFilter: Record<NonNullable<UserListQuery['status']>, SQL> = {
  active: isNull(users.disabledAt),
  disabled: isNotNull(users.disabledAt),
};

/** One page of the list: `q` searches the username and e-mail, `status` keeps active or disabled accounts. */
export async function findPage(db: Db, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  return findTablePage(db, users, {
    where: and(searchAny(query.q, users.username, users.email), query.status && statusFilter[query.status]),
    tieBreaker: users.userId,
    ...sortedWindow(query, sortColumns, 'username'),
  });
}

export async function findById(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.userId, userId));
  return rows[0];
}

/** Login accepts a username or an e-mail, in any case; a username match wins over an e-mail match. */
export async function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .orderBy(sql`(lower(${users.username}) = ${lowered}) desc`)
    .limit(1);
  return rows[0];
}

/** Whether a username or e-mail would collide with any existing username or e-mail (but `exceptId`'s own). */
export async function existsByLoginName(db: Db, names: string[], exceptId?: number): Promise<boolean> {
  const lowered = names.map((n) => n.toLowerCase());
  const conditions = lowered.flatMap((n) => [
    eq(sql`lower(${users.username})`, n),
    eq(sql`lower(${users.email})`, n),
  ]);
  return anyRow(db, users, and(or(...conditions), exceptId ? ne(users.userId, exceptId) : undefined));
}

/**
 * The ids of the active administrators (SUPER, Administration, not disabled), their rows locked until the
 * transaction ends: two SUPERs disabling each other at once are taken one after the other, and the second sees
 * that only one is left (ADR 080).
 */
export async function lockActiveAdministrators(db: Db): Promise<number[]> {
  const rows = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.userGroup, 'SUPER'), eq(users.userCategory, 'AP'), isNull(users.disabledAt)))
    .for('update');
  return rows.map((r) => r.userId);
}

/** Changes an account if it still has `version`; undefined when it changed meanwhile (or is gone). */
export async function updateIfVersion(
  db: Db,
  userId: number,
  version: number,
  values: Partial<Pick<NewUserRow, 'username' | 'email' | 'userGroup' | 'userCategory' | 'companySlug'>>,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: now, version: sql`${users.version} + 1` })
    .where(and(eq(users.userId, userId), eq(users.version, version)))
    .returning();
  return rows[0];
}

/** Disables (a date) or enables (null) an account. */
export async function setDisabledAt(
  db: Db,
  userId: number,
  disabledAt: Date | null,
  now: Date,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({ disabledAt, updatedAt: now, version: sql`${users.version} + 1` })
    .where(eq(users.userId, userId))
    .returning();
  return rows[0];
}

/**
 * Ends every live session of a user but `keepSessionId`. The sessions belong to their user (the table sits with
 * the users'); a deleted user's go with the row, an edited or disabled user's end here, in the change's transaction.
 */
export async function endSessionsOf(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.sessionId, keepSessionId) : undefined,
      ),
    );
}

export async function countAll(db: Db): Promise<number> {
  const rows = await db.select({ total: count() }).from(users);
  return rows[0]?.total ?? 0;
}

export async function insert(db: Db, row: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(row).returning();
  return rows[0]!;
}

export async function deleteById(db: Db, userId: number): Promise<UserRow | undefined> {
  const rows = await db.delete(users).where(eq(users.userId, userId)).returning();
  return rows[0];
}

/**
 * Stores a new password hash: the user's own (`expiresAt` null), or a one-time password that must be changed
 * at the next login and expires at `expiresAt`.
 */
export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
  oneTimeUntil: Date | null = null,
): Promise<UserRow | undefined> {
  const rows = await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword: oneTimeUntil !== null,
      passwordExpiresAt: oneTimeUntil,
      updatedAt: now,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.userId, userId))
    .returning();
  return rows[0];
}
