import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';

export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: Db, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

/** The live session and the user it belongs to, in one query: this runs on every authenticated request. */
function prepareFindActiveSession(db: Db) {
  return db
    .select({
      sessionId: sessions.sessionId,
      expiresAt: sessions.expiresAt,
      userId: users.userId,
      username: users.username,
      email: users.email,
      userGroup: users.userGroup,
      userCategory: users.userCategory,
      companySlug: users.companySlug,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.sessionId, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A disabled account's sessions are revoked when it is disabled; this keeps any that slipped through out.
        isNull(users.disabledAt),
      ),
    )
    .prepare('find_active_session');
}

// Built once per database: building the query on every request cost more than running it (CPU profile).
const findActiveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareFindActiveSession>>();

export type ActiveSessionRow = Awaited<
  ReturnType<ReturnType<typeof prepareFindActiveSession>['execute']>
>[number];

export async function findActiveSession(
  db: Db,
  sessionId: string,
  userId: number,
  now: Date,
): Promise<ActiveSessionRow | undefined> {
  let query = findActiveSessionQueries.get(db);
  if (!query) {
    query = prepareFindActiveSession(db);
    findActiveSessionQueries.set(db, query);
  }
  const rows = await query.execute({ sessionId, userId, now: now.toISOString() });
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except `keepSessionId` (the one changing its own password). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.sessionId, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
