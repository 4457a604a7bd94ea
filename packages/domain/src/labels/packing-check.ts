import type { IsoDate } from '../calendar/iso-date.ts';
import type { BagCode, MealLabelCode } from './label-codes.ts';

/** A delivery as the packing check reads it: whose it is and what goes in each of its bags. */
export interface PackingDelivery {
  readonly orderId: number;
  readonly customerId: number | null;
  readonly customerName: string;
  readonly date: IsoDate;
  /** The recipes packed in each bag: bag 1 its own, bag 2 the additional bag. */
  readonly recipes: readonly { readonly recipeId: number; readonly bagNo: 1 | 2 }[];
  /** Per recipe, the ingredients that match the customer's allergies (suppressed matches left out). */
  readonly allergyMatches: ReadonlyMap<number, readonly string[]>;
}

export type PackingProblem =
  | { readonly code: 'wrong_day'; readonly mealDate: IsoDate; readonly bagDate: IsoDate }
  | { readonly code: 'wrong_customer'; readonly mealCustomer: string; readonly bagCustomer: string }
  | { readonly code: 'not_in_bag'; readonly bagNo: 1 | 2 }
  | { readonly code: 'allergy'; readonly ingredients: readonly string[] };

/**
 * Does the scanned meal belong in the scanned bag (ADR 068)? Every problem is named, in this order: another
 * day, another customer (the meal's order is of someone else), a recipe this bag does not carry, and a meal
 * that matches the bag customer's allergies — checked even when everything else is right, because the label
 * of a customer's own meal can still carry an allergen the kitchen was meant to swap. An empty list is green.
 */
export function packingProblems(
  meal: MealLabelCode,
  mealDelivery: PackingDelivery | null,
  bag: BagCode,
  bagDelivery: PackingDelivery,
): PackingProblem[] {
  const problems: PackingProblem[] = [];
  if (meal.date !== bag.date) problems.push({ code: 'wrong_day', mealDate: meal.date, bagDate: bag.date });
  const sameCustomer =
    meal.orderId === bag.orderId ||
    (mealDelivery !== null &&
      mealDelivery.customerId !== null &&
      mealDelivery.customerId === bagDelivery.customerId);
  if (!sameCustomer) {
    problems.push({
      code: 'wrong_customer',
      mealCustomer: mealDelivery?.customerName ?? `#${meal.orderId}`,
      bagCustomer: bagDelivery.customerName,
    });
  } else if (
    meal.date === bag.date &&
    !bagDelivery.recipes.some((r) => r.recipeId === meal.recipeId && r.bagNo === bag.bagNo)
  ) {
    problems.push({ code: 'not_in_bag', bagNo: bag.bagNo });
  }
  const allergy = bagDelivery.allergyMatches.get(meal.recipeId) ?? [];
  if (allergy.length > 0) problems.push({ code: 'allergy', ingredients: allergy });
  return problems;
}
