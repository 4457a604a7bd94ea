import { businessDate } from '@brigade/domain/calendar/business-date';
import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import {
  discount,
  type CreateDiscount,
  type Discount,
  type DiscountListQuery,
  type DiscountSuggestion,
  type UpdateDiscount,
} from '@brigade/domain/schemas/discounts';
import { createUniqueAudited } from '../../lib/audited-write.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, uniqueOr, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toDiscount, toDiscountSuggestion, toDiscountValues } from './mapping.ts';
import * as redemptions from './redemptions-repository.ts';
import * as repo from './repository.ts';

// The export has every field of a discount, in the API's order.
const columns = discount.keyof().options;

/**
 * Discount codes of the booking funnel: a list sortable by any column, and an autocomplete. The usage count
 * counts the booking funnel's uses and the orders' redemptions (redemptions-service): staff set the limit,
 * never the count.
 */
export function createDiscountsService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'discount';
  // The row is locked while a limit is checked against the count: orders redeem under the same lock.
  const writes = checkedWrites({ audit, entity, findByKey: repo.findByIdForUpdate });
  const today = () => businessDate(clock());

  return {
    async list(query: DiscountListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      const day = today();
      return { items: rows.map((row) => toDiscount(row, day)), total };
    },

    async exportTable(query: DiscountListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
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
      return { results: rows.map((row) => toDiscountSuggestion(toDiscount(row, day))) };
    },

    async get(id: number): Promise<Discount> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toDiscount(row, today());
    },

    async create(actorId: number | null, input: CreateDiscount): Promise<Discount> {
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.discountCodeTaken,
        exists: () => repo.existsByCode(db, input.code),
        insert: async (tx) => toDiscount(await repo.insert(tx, toDiscountValues(input), clock()), today()),
        key: (created) => created.discount_id,
      });
    },

    /** A limit below the codes already redeemed is refused; a stale `version` answers 409. */
    async update(actorId: number, id: number, input: UpdateDiscount): Promise<Discount> {
      return uniqueOr(messages.discountCodeTaken, () =>
        db.transaction(async (tx) => {
          const day = today();
          return writes.update(tx, actorId, id, input.version, {
            check: async (before) => {
              if (input.usage_limit !== null && input.usage_limit < before.usageCount) {
                throw validationError('usage_limit', messages.usageLimitBelowCount);
              }
              if (await repo.existsByCode(tx, input.code, id)) throw conflict(messages.discountCodeTaken);
            },
            write: () => repo.updateIfVersion(tx, id, input.version, toDiscountValues(input), clock()),
            audited: (before) => toDiscount(before, day),
            after: (row) => toDiscount(row, day),
          });
        }),
      );
    },

    /** A code that orders carry is kept (409): their prices name it. The row lock keeps orders off meanwhile. */
    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction((tx) =>
        writes.remove(tx, actorId, id, version, {
          check: async () => {
            if (await redemptions.anyForCode(tx, id)) throw conflict(messages.discountCodeInUse);
          },
          write: () => repo.deleteIfVersion(tx, id, version),
          change: (row) => toDiscount(row, today()),
        }),
      );
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
