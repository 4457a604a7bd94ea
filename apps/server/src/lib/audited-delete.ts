import type { Db } from '../db/client.ts';
import type { AuditService } from '../modules/audit/service.ts';
import { versionedRow } from './versioned.ts';

export interface AuditedDelete<Key, Row> {
  entity: string;
  actorId: number | null;
  key: Key;
  /** The version the caller last read: a stale one is refused with 409 and nothing is deleted. */
  version: number;
  deleteIfVersion: (tx: Db, key: Key, version: number) => Promise<Row | undefined>;
  /** Whether the record still exists, to tell 409 (changed since read) from 404 (gone). */
  findByKey: (tx: Db, key: Key) => Promise<unknown>;
  /** What the audit entry keeps of the deleted record (usually its DTO). */
  change: (row: Row) => unknown;
}

/**
 * Deletes one record only while its version is the one the caller read, and records the deletion in the audit
 * trail in the same transaction (both commit or neither does). Returns the deleted row.
 */
export async function deleteVersionedAudited<Key extends string | number, Row>(
  deps: { db: Db; audit: AuditService },
  d: AuditedDelete<Key, Row>,
): Promise<Row> {
  return deps.db.transaction(async (tx) => {
    const row = await versionedRow(await d.deleteIfVersion(tx, d.key, d.version), () =>
      d.findByKey(tx, d.key),
    );
    await deps.audit.record(
      { userId: d.actorId, action: 'delete', entity: d.entity, entityId: d.key, change: d.change(row) },
      tx,
    );
    return row;
  });
}

/**
 * The `remove(actorId, key, version)` of a service whose delete is `deleteVersionedAudited` with the entity,
 * the repository functions and the audited change fixed.
 */
export function versionedRemove<Key extends string | number, Row>(
  deps: { db: Db; audit: AuditService },
  fixed: Omit<AuditedDelete<Key, Row>, 'actorId' | 'key' | 'version'>,
) {
  return async (actorId: number, key: Key, version: number): Promise<void> => {
    await deleteVersionedAudited(deps, { ...fixed, actorId, key, version });
  };
}
