import type { Db } from '../db/client.ts';
import type { AuditService } from '../modules/audit/service.ts';
import { messages } from '@brigade/domain/messages/catalogue';
import { conflict, notFound, uniqueOr } from './errors.ts';

interface AuditDeps {
  db: Db;
  audit: AuditService;
}

interface AuditedCreate<T> {
  entity: string;
  actorId: number | null;
  /** The writes of the new record; answers the record as the caller gets it and the audit keeps it. */
  insert: (tx: Db) => Promise<T>;
  /** The audit entry's entity id: the new record's key. */
  key: (created: T) => string | number;
}

/**
 * Creates one record and records the creation (the created record) in the audit trail in the same
 * transaction: both commit or neither does. Answers the created record.
 */
export function createAudited<T>(deps: AuditDeps, c: AuditedCreate<T>): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const created = await c.insert(tx);
    await deps.audit.record(
      { userId: c.actorId, action: 'create', entity: c.entity, entityId: c.key(created), change: created },
      tx,
    );
    return created;
  });
}

/**
 * `createAudited` of a record with a unique name (or code): 409 `taken` when `exists` finds the name already
 * used, or when another insert takes it between that check and ours (the unique index refuses it).
 */
export async function createUniqueAudited<T>(
  deps: AuditDeps,
  c: AuditedCreate<T> & { taken: string; exists: () => Promise<boolean> },
): Promise<T> {
  if (await c.exists()) throw conflict(c.taken);
  return uniqueOr(c.taken, () => createAudited(deps, c));
}

/**
 * Changes one record in one transaction: reads it (`read`, which throws when it is gone), writes it (`write`,
 * with its refusals), reads it again and records `{ before, after }` in the audit trail — each as `audited`
 * keeps it, whole unless given. Answers `after`.
 */
export function updateAudited<T>(
  deps: AuditDeps,
  u: {
    entity: string;
    actorId: number;
    key: string | number;
    read: (tx: Db) => Promise<T>;
    write: (tx: Db, before: T) => Promise<unknown>;
    audited?: (record: T) => unknown;
  },
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const before = await u.read(tx);
    await u.write(tx, before);
    const after = await u.read(tx);
    const audited = u.audited ?? ((record: T) => record);
    const change = { before: audited(before), after: audited(after) };
    await deps.audit.record(
      { userId: u.actorId, action: 'update', entity: u.entity, entityId: u.key, change },
      tx,
    );
    return after;
  });
}

interface VersionedUpsert<Row, View> {
  entity: string;
  actorId: number;
  /** The version the caller read: 0 when there was no record yet. */
  version: number;
  find: (tx: Db) => Promise<Row | undefined>;
  /** Inserts the record; undefined when another took the key first (a unique index). */
  insert: (tx: Db) => Promise<Row | undefined>;
  /** Updates it where its version is still `version`; undefined when it is not. */
  update: (tx: Db) => Promise<Row | undefined>;
  view: (row: Row) => View;
  key: (row: Row) => string | number;
  /** Checks run in the transaction before the write (e.g. that what it refers to still exists). */
  check?: (tx: Db) => Promise<void>;
}

/**
 * A record that exists at most once per key and is first written with version 0: version 0 creates it (409
 * when one is already there), another version updates it (409 when stale, 404 when there is none). Records
 * `{ before, after }` in the audit trail in the same transaction. Answers the record's view.
 */
export function upsertVersionedAudited<Row, View>(
  deps: AuditDeps,
  u: VersionedUpsert<Row, View>,
): Promise<View> {
  return deps.db.transaction(async (tx) => {
    await u.check?.(tx);
    const existing = await u.find(tx);
    let after: Row | undefined;
    if (u.version === 0) {
      after = existing ? undefined : await u.insert(tx);
      if (!after) throw conflict(messages.staleVersion);
    } else {
      after = await u.update(tx);
      if (!after) throw existing ? conflict(messages.staleVersion) : notFound();
    }
    const result = u.view(after);
    await deps.audit.record(
      {
        userId: u.actorId,
        action: existing ? 'update' : 'create',
        entity: u.entity,
        entityId: u.key(after),
        change: { before: existing ? u.view(existing) : null, after: result },
      },
      tx,
    );
    return result;
  });
}
