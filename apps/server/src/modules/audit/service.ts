import type { AuditList, AuditListQuery } from '@brigade/domain/schemas/audit';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { findByEntity, findPage, forgetChanges, insertAudit } from './repository.ts';

/** 'read': a read of health data (allergies, warnings and dislikes are personal data: every read is audited). */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'password_change'
  | 'login'
  | 'logout'
  | 'seed'
  | 'read'
  | 'retry'
  | 'send'
  | 'publish'
  | 'export'
  | 'erase';

export interface AuditEntry {
  /** The acting user; null for the system itself (seeding, bootstrap). */
  userId: number | null;
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  change?: unknown;
}

// A password or its hash never lands in the audit trail, whatever the caller passes.
const secretKey = /password|token|secret/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !secretKey.test(key))
        .map(([key, v]) => [key, scrub(v)]),
    );
  }
  return value;
}

export function createAuditService(deps: { db: Db; clock: Clock }) {
  return {
    /** Writes one entry; pass the transaction of the change so both commit or neither does. */
    async record(entry: AuditEntry, db: Db = deps.db): Promise<void> {
      await insertAudit(db, {
        at: deps.clock(),
        userId: entry.userId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId === null ? null : String(entry.entityId),
        change: entry.change === undefined ? null : scrub(entry.change),
      });
    },
    list(entity: string, entityId?: string | number) {
      return findByEntity(deps.db, entity, entityId === undefined ? undefined : String(entityId));
    },

    /** The log screen's page: newest first, filtered by user, entity, key and dates. */
    async page(q: AuditListQuery): Promise<AuditList> {
      const { rows, total } = await findPage(deps.db, q);
      return {
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          user_id: r.userId,
          username: r.username,
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          change: r.change,
        })),
        total,
      };
    },

    /**
     * Erasure: earlier entries of the record keep who, when and what action, but no longer what was written
     * (`marker` instead); in the caller's transaction. Answers how many entries it changed.
     */
    forget(
      entity: string,
      key: string | number,
      opts: { prefix: boolean; marker: unknown },
      db: Db = deps.db,
    ) {
      return forgetChanges(db, entity, String(key), opts.prefix, opts.marker);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
