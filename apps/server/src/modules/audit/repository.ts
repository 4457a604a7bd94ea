import type { AuditListQuery } from '@brigade/domain/schemas/audit';
import { and, count, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql.ts';

export interface AuditRow {
  at: Date;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  change: unknown;
}

export async function insertAudit(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export function findByEntity(db: Db, entity: string, entityId?: string) {
  return db
    .select()
    .from(auditLog)
    .where(
      entityId === undefined
        ? eq(auditLog.entity, entity)
        : and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)),
    )
    .orderBy(desc(auditLog.id));
}

/** The start of a Zurich date as an instant (the log's dates are the business's). */
const zurichMidnight = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Zurich')`;

function filterOf(q: AuditListQuery): SQL | undefined {
  const user =
    q.user === undefined
      ? undefined
      : q.user.toLowerCase() === 'system'
        ? isNull(auditLog.userId)
        : ilike(users.username, containsPattern(q.user));
  return and(
    user,
    q.entity === undefined ? undefined : eq(auditLog.entity, q.entity),
    q.entity_id === undefined ? undefined : eq(auditLog.entityId, q.entity_id),
    q.from === undefined ? undefined : sql`${auditLog.at} >= ${zurichMidnight(q.from)}`,
    q.to === undefined ? undefined : sql`${auditLog.at} < ${zurichMidnight(q.to, 1)}`,
  );
}

/** A page of the log, newest first, with the acting user's name (null: the system, or a deleted user). */
export async function findPage(db: Db, q: AuditListQuery) {
  const where = filterOf(q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        userId: auditLog.userId,
        username: users.username,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        change: auditLog.change,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.userId, auditLog.userId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(q.length)
      .offset(q.start),
    db.select({ n: count() }).from(auditLog).leftJoin(users, eq(users.userId, auditLog.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Replaces what earlier entries recorded of a record (the customer's data in their before/after) with a marker;
 * who did what and when stays. `prefix`: also the entries whose key starts with `{key}/`.
 */
export async function forgetChanges(
  db: Db,
  entity: string,
  key: string,
  prefix: boolean,
  marker: unknown,
): Promise<number> {
  const rows = await db
    .update(auditLog)
    .set({ change: marker })
    .where(
      and(
        eq(auditLog.entity, entity),
        prefix
          ? or(eq(auditLog.entityId, key), like(auditLog.entityId, `${key}/%`))
          : eq(auditLog.entityId, key),
      ),
    )
    .returning({ id: auditLog.id });
  return rows.length;
}
