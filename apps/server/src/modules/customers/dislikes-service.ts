import { dislikeNamed, isDislikeSuppressed } from '@brigade/domain/allergens/dislike-suppression';
import { messages } from '@brigade/domain/messages/catalogue';
import type { CustomerDislikes, SuppressDislike } from '@brigade/domain/schemas/customer-dislikes';
import type { Db } from '../../db/client.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './dislikes-repository.ts';

const entity = 'customer_dislike_suppression';

/** The customer's dislikes in list order, each with its suppression (who and when) if it has one. */
function toDislikes(
  customerId: number,
  dislikes: readonly string[],
  rows: readonly repo.DislikeSuppressionRow[],
): CustomerDislikes {
  return {
    customer_id: customerId,
    items: dislikes.map((dislike) => {
      const row = rows.find((r) => isDislikeSuppressed(dislike, [r.dislike]));
      return {
        dislike,
        suppressed: row !== undefined,
        suppressed_at: row ? row.suppressedAt.toISOString() : null,
        suppressed_by: row?.username ?? null,
      };
    }),
  };
}

/**
 * After the customer is saved with `dislikes`: the suppressions of dislikes no longer listed go, so a dislike
 * added again later warns again (ADR 077).
 */
export async function forgetRemovedDislikes(tx: Db, customerId: number, dislikes: readonly string[]) {
  const rows = await repo.suppressionsOf(tx, customerId);
  const gone = rows.filter((r) => dislikeNamed(dislikes, r.dislike) === undefined).map((r) => r.dislike);
  await repo.deleteSuppressions(tx, customerId, gone);
}

/**
 * The customer-wide dislike suppression (spec §7 "legacy dislike suppress", ADR 077): a dislike the kitchen
 * should no longer be warned about, kept with who suppressed it and when, and lifted again. Reads of the
 * dislikes are reads of health data (audited).
 */
export function createCustomerDislikesService({ db, clock, audit }: CoreDeps) {
  return {
    async list(actorId: number, customerId: number): Promise<CustomerDislikes> {
      const dislikes = await repo.dislikesOf(db, customerId);
      if (!dislikes) throw notFound();
      const result = toDislikes(customerId, dislikes, await repo.suppressionsOf(db, customerId));
      await audit.record({
        userId: actorId,
        action: 'read',
        entity: 'customer_health',
        entityId: customerId,
        change: { via: 'customer dislikes' },
      });
      return result;
    },

    /**
     * Suppresses the dislike (`suppressed`) or lifts its suppression; doing what is already so changes nothing.
     * The customer's row is locked meanwhile, so a save of the customer waits (and then drops the suppression
     * of a dislike it removes).
     */
    async suppress(actorId: number, customerId: number, input: SuppressDislike): Promise<CustomerDislikes> {
      return db.transaction(async (tx) => {
        const dislikes = await repo.dislikesOf(tx, customerId, true);
        if (!dislikes) throw notFound();
        const dislike = dislikeNamed(dislikes, input.dislike);
        if (dislike === undefined) throw validationError('dislike', messages.dislikeUnknown);
        const rows = await repo.suppressionsOf(tx, customerId);
        const existing = rows.find((r) => isDislikeSuppressed(dislike, [r.dislike]));
        const entityId = `${String(customerId)}/${dislike}`;
        if (input.suppressed && !existing) {
          const suppressedAt = clock();
          await repo.insertSuppression(tx, { customerId, dislike, suppressedBy: actorId, suppressedAt });
          const change = { customer_id: customerId, dislike, suppressed_at: suppressedAt };
          await audit.record({ userId: actorId, action: 'create', entity, entityId, change }, tx);
        } else if (!input.suppressed && existing) {
          await repo.deleteSuppressions(tx, customerId, [existing.dislike]);
          const change = {
            customer_id: customerId,
            dislike: existing.dislike,
            suppressed_at: existing.suppressedAt,
            suppressed_by: existing.suppressedBy,
          };
          await audit.record({ userId: actorId, action: 'delete', entity, entityId, change }, tx);
        }
        return toDislikes(customerId, dislikes, await repo.suppressionsOf(tx, customerId));
      });
    },
  };
}

export type CustomerDislikesService = ReturnType<typeof createCustomerDislikesService>;
