import type { BlockDatesResponse, BlockedDate } from '@brigade/domain/schemas/availability';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface BlockedDateListParams {
  start: number;
  length: number;
  q?: string | undefined;
  from?: string | undefined;
  sort_by?: 'date' | 'created_at' | undefined;
  sort_dir: 'asc' | 'desc';
}

const toBlockedDate = (row: repo.BlockedDateRow): BlockedDate => ({
  date: row.date,
  created_at: row.createdAt.toISOString(),
});

const unique = (dates: readonly string[]) => [...new Set(dates)].sort();

/** Spec §3/§7 availability: the blocked dates of the booking funnel. */
export function createAvailabilityService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'blocked_date';

  return {
    async list(params: BlockedDateListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        from: params.from,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toBlockedDate), total };
    },

    async exportTable(params: Omit<BlockedDateListParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
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
