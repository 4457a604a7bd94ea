import { messages } from '@brigade/domain/messages/catalogue';
import type { Db } from '../db/client.ts';
import type { AuditService } from '../modules/audit/service.ts';
import { conflict, notFound } from './errors.ts';

/** What one checked write does with the stored record: its refusals, then the versioned write itself. */
interface CheckedWrite<Stored, Written> {
  /** The refusals that need the stored record (a name another record has, a record still in use, …): they throw. */
  check?: (before: Stored) => unknown;
  /** The `UPDATE / DELETE … WHERE version = $version RETURNING`: undefined when someone changed it meanwhile. */
  write: (before: Stored) => Promise<Written | undefined>;
}

/**
 * The versioned update and delete of one entity's records, each checked against the stored record first and
 * audited in the caller's transaction: the record is read (404 when gone), a version other than the caller's is
 * refused (409), the checks run, then the write (409 when someone changed the record between read and write).
 */
export function checkedWrites<Key extends string | number, Stored extends { version: number }>(d: {
  audit: AuditService;
  entity: string;
  findByKey: (tx: Db, key: Key) => Promise<Stored | undefined>;
}) {
  async function readCheckWrite<Written>(
    tx: Db,
    key: Key,
    version: number,
    w: CheckedWrite<Stored, Written>,
  ) {
    const before = await d.findByKey(tx, key);
    if (!before) throw notFound();
    if (before.version !== version) throw conflict(messages.staleVersion);
    await w.check?.(before);
    const row = await w.write(before);
    if (!row) throw conflict(messages.staleVersion);
    return { before, row };
  }

  return {
    /** The update, audited as `{ before, after }`; answers the record after the update (`after`). */
    async update<Written, After>(
      tx: Db,
      actorId: number,
      key: Key,
      version: number,
      u: CheckedWrite<Stored, Written> & {
        /** What the audit keeps of the record before the update. */
        audited: (before: Stored) => unknown;
        /** The record after the update, as the caller gets it and — unless `auditedAfter` — the audit keeps it. */
        after: (row: Written, before: Stored) => After | Promise<After>;
        auditedAfter?: (after: After) => unknown;
      },
    ): Promise<After> {
      const { before, row } = await readCheckWrite(tx, key, version, u);
      const after = await u.after(row, before);
      const change = { before: u.audited(before), after: u.auditedAfter ? u.auditedAfter(after) : after };
      await d.audit.record(
        { userId: actorId, action: 'update', entity: d.entity, entityId: key, change },
        tx,
      );
      return after;
    },

    /** The delete, audited with what `change` keeps of the deleted record. */
    async remove<Written>(
      tx: Db,
      actorId: number,
      key: Key,
      version: number,
      r: CheckedWrite<Stored, Written> & { change: (deleted: Written, before: Stored) => unknown },
    ): Promise<void> {
      const { before, row } = await readCheckWrite(tx, key, version, r);
      const change = r.change(row, before);
      await d.audit.record(
        { userId: actorId, action: 'delete', entity: d.entity, entityId: key, change },
        tx,
      );
    },
  };
}
