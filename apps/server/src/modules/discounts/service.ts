import { businessDate } from '@brigade/domain/calendar/business-date';
import { discountStatus, isRedeemed } from '@brigade/domain/discounts/discount-status';
import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreateDiscount,
  Discount,
  DiscountSuggestion,
  UpdateDiscount,
} from '@brigade/domain/schemas/discounts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface DiscountListParams {
  start: number;
  length: number;
  q?: string | undefined;
  redeemed?: 'true' | 'false' | undefined;
  sort_by?: repo.DiscountFilter['sortBy'];
  sort_dir: 'asc' | 'desc';
}

const columns = [
  'discount_id',
  'code',
  'description',
  'kind',
  'value',
  'valid_from',
  'valid_to',
  'usage_limit',
  'usage_count',
  'redeemed',
  'status',
  'version',
  'updated_at',
] as const;

export function toDiscount(row: repo.DiscountRow, today: string): Discount {
  const validity = {
    valid_from: row.validFrom,
    valid_to: row.validTo,
    usage_limit: row.usageLimit,
    usage_count: row.usageCount,
  };
  return {
    discount_id: row.discountId,
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: Number(row.value), // numeric comes back as text
    ...validity,
    redeemed: isRedeemed(validity),
    status: discountStatus(validity, today),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

function toValues(input: CreateDiscount): repo.DiscountValues {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.value.toFixed(2),
    validFrom: input.valid_from,
    validTo: input.valid_to,
    usageLimit: input.usage_limit,
  };
}

/**
 * Discount codes of the booking funnel (spec §3 "discount (list with a sort_by option)", §7 list and
 * autocomplete). The usage count belongs to the booking funnel: staff set the limit, never the count.
 */
export function createDiscountsService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'discount';
  const today = () => businessDate(clock());

  return {
    async list(params: DiscountListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        redeemed: params.redeemed === undefined ? undefined : params.redeemed === 'true',
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      const day = today();
      return { items: rows.map((row) => toDiscount(row, day)), total };
    },

    async exportTable(params: Omit<DiscountListParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'discounts',
        columns,
        rows: items.map((d) => columns.map((c) => d[c])),
        readAt: clock(),
      };
    },

    async autocomplete(query: string): Promise<{ results: DiscountSuggestion[] }> {
      const day = today();
      const rows = await repo.findSuggestions(db, query, 10);
      return {
        results: rows.map((row) => {
          const d = toDiscount(row, day);
          return { discount_id: d.discount_id, code: d.code, kind: d.kind, value: d.value, status: d.status };
        }),
      };
    },

    async get(id: number): Promise<Discount> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toDiscount(row, today());
    },

    async create(actorId: number | null, input: CreateDiscount): Promise<Discount> {
      if (await repo.existsByCode(db, input.code)) throw conflict(messages.discountCodeTaken);
      return uniqueOr(messages.discountCodeTaken, () =>
        db.transaction(async (tx) => {
          const created = toDiscount(await repo.insert(tx, toValues(input), clock()), today());
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: created.discount_id, change: created },
            tx,
          );
          return created;
        }),
      );
    },

    async update(actorId: number, id: number, input: UpdateDiscount): Promise<Discount> {
      return uniqueOr(messages.discountCodeTaken, () =>
        db.transaction(async (tx) => {
          const before = await repo.findById(tx, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (input.usage_limit !== null && input.usage_limit < before.usageCount) {
            throw validationError('usage_limit', messages.usageLimitBelowCount);
          }
          if (await repo.existsByCode(tx, input.code, id)) throw conflict(messages.discountCodeTaken);
          const row = await repo.updateIfVersion(tx, id, input.version, toValues(input), clock());
          if (!row) throw conflict(messages.staleVersion);
          const day = today();
          const after = toDiscount(row, day);
          const change = { before: toDiscount(before, day), after };
          await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
          return after;
        }),
      );
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await versionedRow(await repo.deleteIfVersion(tx, id, version), () =>
          repo.findById(tx, id),
        );
        await audit.record(
          { userId: actorId, action: 'delete', entity, entityId: id, change: toDiscount(row, today()) },
          tx,
        );
      });
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
