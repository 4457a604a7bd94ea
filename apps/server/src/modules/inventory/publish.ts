import { BUSINESS_TIME_ZONE, businessDate } from '@brigade/domain/calendar/business-date';
import { INVENTORY_INDEX_PATH, inventoryArchivePath } from '@brigade/domain/logistics/storage-path';
import type { InventoryGroup } from '@brigade/domain/schemas/inventory';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { writeToStore } from '../../lib/store-write.ts';
import { toGroups } from './mapping.ts';
import * as repo from './repository.ts';

/** The month (YYYY-MM) an instant falls in, read in the business time zone like every date of the kitchen. */
export const monthOf = (instant: Date) => businessDate(instant).slice(0, 7);

/**
 * The inventory's object store documents (ADR 052): after each write the index (every group with its items) is
 * rewritten at ap/inventory/index and the month's changes at ap/inventory/archive/{YYYY-MM}. Both are
 * rebuilt from the database rather than appended to, so a document is always whole and a lost upload is
 * repaired by the next write. Uploads run one after the other, each reading the database when its turn
 * comes, so the last one to run holds the latest state. A failed upload keeps the write and is logged.
 */
export function createInventoryPublisher(deps: {
  db: Db;
  clock: Clock;
  store: ObjectStore;
  log?: ((error: unknown, message: string) => void) | undefined;
}) {
  const { db, clock, store } = deps;
  let queue: Promise<unknown> = Promise.resolve();

  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  const attempt = (key: string, write: () => Promise<void>) =>
    writeToStore(deps.log, `inventory: ${key}`, write);

  return {
    /** The groups with their items as stored now, after writing them to the index. */
    index(): Promise<InventoryGroup[]> {
      return inTurn(async () => {
        const groups = toGroups(await repo.findAll(db));
        await attempt(INVENTORY_INDEX_PATH, () =>
          store.putJson(INVENTORY_INDEX_PATH, { written_at: clock().toISOString(), groups }),
        );
        return groups;
      });
    },

    /** Rewrites the archive of the month `instant` falls in. */
    archive(instant: Date): Promise<boolean> {
      const month = monthOf(instant);
      const key = inventoryArchivePath(month);
      return inTurn(() =>
        attempt(key, async () => {
          const rows = await repo.findChangesOfMonth(db, month, BUSINESS_TIME_ZONE);
          const changes = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
          await store.putJson(key, { month, written_at: clock().toISOString(), changes });
        }),
      );
    },
  };
}
