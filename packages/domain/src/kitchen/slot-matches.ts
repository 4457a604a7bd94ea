import { isMealType } from '../programmes/meal-types.ts';
import { receivingOrders, type KitchenDayOrder } from './day-meal-counts.ts';

/** An allergen or warning match of a recipe; `order_id` null when it is a customer's without an order. */
export interface RecipeMatch {
  readonly recipe_id: number;
  readonly order_id: number | null;
}

export interface SlotMatchesInput<M extends RecipeMatch> {
  readonly date: string;
  /** The orders of the day (with that date's overrides). */
  readonly orders: readonly KitchenDayOrder[];
  readonly slots: readonly { readonly slot: string; readonly recipeId: number }[];
  readonly matches: readonly M[];
}

/**
 * The matches each slot shows (ADR 048), slot by slot: its recipe's matches for the orders that receive the
 * slot's meal that day (day and meal overrides, discount meals; undetermined programmes included). Safety
 * first: an extra slot keeps every order's (who gets an extra is not recorded), and a match without an order
 * or of an order the day does not know is kept on every slot of its recipe.
 */
export function slotMatches<M extends RecipeMatch>(input: SlotMatchesInput<M>): M[][] {
  const { date } = input;
  // Only matched orders need their meals worked out (each order is judged on its own): at 10,000 orders eight
  // passes over all of them would cost more than the matching.
  const matched = new Set(input.matches.map((m) => m.order_id));
  const orders = input.orders.filter((o) => matched.has(o.order_id));
  const known = new Set(orders.map((o) => o.order_id));
  const receives = (orderId: number | null, receivers: ReadonlySet<number> | null) =>
    receivers === null || orderId === null || !known.has(orderId) || receivers.has(orderId);
  return input.slots.map((s) => {
    const receivers = isMealType(s.slot)
      ? new Set(receivingOrders({ date, orders }, s.slot).map((o) => o.orderId))
      : null;
    return input.matches.filter((m) => m.recipe_id === s.recipeId && receives(m.order_id, receivers));
  });
}
