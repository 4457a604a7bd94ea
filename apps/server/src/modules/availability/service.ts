import type { BlockDatesResponse, BlockedDateListQuery } from '@brigade/domain/schemas/availability';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toBlockedDate } from './mapping.ts';
import * as repo from './repository.ts';

const unique = (dates: readonly string[]) => [...new Set(dates)].sort();

/** Availability: the dates on which the booking funnel offers no delivery. */
export function createAvailabilityService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'blocked_date';

  return {
    async list(query: BlockedDateListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toBlockedDate), total };
    },

    async exportTable(query: BlockedDateListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'blocked-dates',
        columns: ['date', 'created_at'],
        rows: items.map((d) => [d.date, d.created_at]),
        readAt: clock(),
      };
    },

    /** Blocks every given date; dates already blocked stay as they are (a retry is harmless). */
    async block(actorId: number | null, dates: readonly string[]): Promise<BlockDatesResponse> {
      const wanted = unique(dates);
      return db.transaction(async (tx) => {
        const added = (await repo.insertMissing(tx, wanted, { createdBy: actorId, now: clock() })).sort();
        if (added.length > 0) {
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: null, change: { added } },
            tx,
          );
        }
        return { added, already_blocked: wanted.filter((d) => !added.includes(d)) };
      });
    },

    /** Unblocks the given dates; dates that were not blocked are ignored. */
    async unblock(actorId: number, dates: readonly string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const removed = (await repo.deleteDates(tx, unique(dates))).sort();
        if (removed.length > 0) {
          await audit.record(
            { userId: actorId, action: 'delete', entity, entityId: null, change: { removed } },
            tx,
          );
        }
        return removed;
      });
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
