import type { Fix } from '@brigade/domain/maintenance/fixes';
import type { MaintenanceChange, MaintenanceScriptName } from '@brigade/domain/schemas/maintenance';
import type { Db } from '../db/client.ts';
import type { CoreDeps } from './module.ts';

/** A run's audit entry keeps at most this many changes (and their total). */
export const AUDIT_MAX_CHANGES = 1000;

/**
 * A developers' maintenance script (ADR 060), offered by the module that owns the records it fixes: `plan`
 * lists what a run would change now (the dry run); `apply` runs it.
 */
export interface MaintenanceScript {
  readonly name: MaintenanceScriptName;
  /** One line for the developers' tools. */
  readonly description: string;
  plan(): Promise<MaintenanceChange[]>;
  /**
   * Recomputes the plan inside one transaction and applies it: what is true now, not a list read earlier.
   * With `reviewed` (the changes a person saw), a record is fixed only when every change it needs now is one
   * of those. One audit entry per run. Answers how many changes it made.
   */
  apply(actorId: number | null, reviewed?: readonly MaintenanceChange[]): Promise<{ changed: number }>;
}

export interface ScriptDefinition<T> {
  name: MaintenanceScriptName;
  description: string;
  /** The records to fix as they are now, read through `db` (a run's transaction). */
  plan(db: Db): Promise<Fix<T>[]>;
  /**
   * Writes one fix in the run's transaction, bumping the record's version (and its customer's, for an
   * address): an editor who read it before gets a 409 instead of silently undoing the fix. Throws 409 when the
   * record changed since `plan` read it; the run then rolls back, and its job tries again.
   */
  write(tx: Db, value: T, now: Date): Promise<void>;
}

const keyOf = (c: MaintenanceChange) => JSON.stringify([c.entity, c.id, c.field, c.before, c.after]);

/** A maintenance script from how it plans and how it writes one fix. */
export function maintenanceScript<T>(
  { db, clock, audit }: CoreDeps,
  definition: ScriptDefinition<T>,
): MaintenanceScript {
  const { name, description } = definition;
  return {
    name,
    description,
    async plan() {
      return (await definition.plan(db)).flatMap((fix) => fix.changes);
    },
    async apply(actorId, reviewed) {
      const seen = reviewed && new Set(reviewed.map(keyOf));
      return db.transaction(async (tx) => {
        const fixes = (await definition.plan(tx)).filter(
          (fix) => !seen || fix.changes.every((change) => seen.has(keyOf(change))),
        );
        const now = clock();
        for (const fix of fixes) await definition.write(tx, fix.value, now);
        const changes = fixes.flatMap((fix) => fix.changes);
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity: 'maintenance',
            entityId: name,
            change: { total: changes.length, changes: changes.slice(0, AUDIT_MAX_CHANGES) },
          },
          tx,
        );
        return { changed: changes.length };
      });
    },
  };
}
