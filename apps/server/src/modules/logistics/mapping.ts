import type { OrderDeliveryBag } from '@brigade/domain/logistics/delivery-bags';
import {
  BAG_RECIPE_STATUSES,
  type BagRecipeStatus,
  type BagRecipeStatusResponse,
  type LogisticsBag,
} from '@brigade/domain/schemas/logistics';
import type { BagRecipeKey, BagRecipeStatusRow } from './repository.ts';

// The domain's delivery bags with the packers' marks → the logistics API's shapes.

const keyOf = (k: BagRecipeKey) => `${k.orderId}|${k.date}|${k.recipeId}|${k.bagIndex}`;

/** A status outside the known list (written by hand in the database) reads as OPEN. */
const statusOf = (value: string): BagRecipeStatus =>
  (BAG_RECIPE_STATUSES as readonly string[]).includes(value) ? (value as BagRecipeStatus) : 'OPEN';

/** The marks of some dates, found by line. */
export function statusFinder(rows: readonly BagRecipeStatusRow[]) {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return (k: BagRecipeKey) => byKey.get(keyOf(k));
}

/** One order's bag of a date, each recipe line with its mark (OPEN, version 0 while unmarked). */
export function toLogisticsBag(
  date: string,
  b: OrderDeliveryBag,
  find: ReturnType<typeof statusFinder>,
): LogisticsBag {
  return {
    order_id: b.orderId,
    customer_id: b.customerId,
    first_name: b.firstName,
    last_name: b.lastName,
    programme_undetermined: b.programmeUndetermined,
    bag: {
      ...b.bag,
      recipes: b.bag.recipes.map((line) => {
        const key = { orderId: b.orderId, date, recipeId: line.recipeId, bagIndex: line.bagIndex ?? 0 };
        const row = find(key);
        return { ...line, status: row ? statusOf(row.status) : 'OPEN', version: row?.version ?? 0 };
      }),
    },
  };
}

export function toBagRecipeStatus(row: BagRecipeStatusRow): BagRecipeStatusResponse {
  return {
    order_id: row.orderId,
    date: row.date,
    recipe_id: row.recipeId,
    bag_index: row.bagIndex,
    status: statusOf(row.status),
    version: row.version,
  };
}
