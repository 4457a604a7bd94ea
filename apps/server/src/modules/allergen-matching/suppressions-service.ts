import { messages } from '@brigade/domain/messages/catalogue';
import type {
  AllergenSuppression,
  PutAllergenSuppressionRequest,
} from '@brigade/domain/schemas/allergen-matching';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { upsertVersionedAudited } from '../../lib/audited-write.ts';
import { validationError } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { toSuppression } from './mapping.ts';
import * as repo from './suppressions-repository.ts';

/**
 * The kitchen's allergen suppressions: per date, customer (and order) and recipe, the matching ingredients it
 * has dealt with; a match whose every ingredient is suppressed shows as such (ADR 009).
 */
export function createAllergenSuppressionsService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock } = deps;

  /** Refuses a customer or recipe that does not exist, and an order that is not the customer's. */
  async function checkKey(tx: Db, input: PutAllergenSuppressionRequest, orderId: number | null) {
    if (!(await repo.customerExists(tx, input.customer_id)))
      throw validationError('customer_id', messages.suppressionCustomerUnknown);
    if (!(await repo.recipeExists(tx, input.recipe_id)))
      throw validationError('recipe_id', messages.suppressionRecipeUnknown);
    if (orderId !== null && (await repo.orderOwner(tx, orderId)) !== input.customer_id)
      throw validationError('order_id', messages.suppressionOrderNotOfCustomer);
  }

  return {
    async list(date: string) {
      return { items: (await repo.suppressionsOf(db, date)).map(toSuppression) };
    },

    /** Creates (version 0) or updates the suppression of a customer (and order) for a recipe on a date. */
    async put(actorId: number, input: PutAllergenSuppressionRequest): Promise<AllergenSuppression> {
      const orderId = input.order_id ?? null;
      const key: repo.SuppressionKey = {
        date: input.date,
        customerId: input.customer_id,
        recipeId: input.recipe_id,
        orderId,
      };
      const lists = {
        suppressAllergies: [...new Set(input.suppress_allergies)],
        suppressWarnings: [...new Set(input.suppress_warnings)],
      };
      const now = clock();
      return upsertVersionedAudited(deps, {
        entity: 'allergen_suppression',
        actorId,
        version: input.version,
        check: (tx) => checkKey(tx, input, orderId),
        find: (tx) => repo.findSuppression(tx, key),
        insert: (tx) => repo.insertSuppression(tx, key, lists, now),
        update: (tx) => repo.updateSuppression(tx, key, input.version, lists, now),
        view: toSuppression,
        key: (row) => toSuppression(row).allergen_suppression_id,
      });
    },
  };
}

export type AllergenSuppressionsService = ReturnType<typeof createAllergenSuppressionsService>;
