import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/system.ts';

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
