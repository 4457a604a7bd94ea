import { messages } from '../messages/catalogue.ts';
import { compareWeekIds, isValidWeekId } from '../calendar/week-id.ts';
import type { MealType, ProgrammeType } from '../programmes/meal-types.ts';
import { MAX_SELECTED_MEAL_TYPES, programmeFromMealTypes } from '../programmes/programme-selection.ts';

/** Brigade's own messages (in the catalogue): the old app had no text for these refusals. */
export const ORDER_RULE_MESSAGES = {
  weekInvalid: messages.invalidWeekId,
  weekdaysRequired: messages.weekdaysRequired,
  weekdaysInvalid: messages.weekdaysInvalid,
  endBeforeStart: messages.endWeekBeforeStart,
  trialOneDay: messages.trialOneDay,
  trialNoSubscription: messages.trialNoSubscription,
  pickUpPointRequired: messages.pickUpPointRequired,
  tooManyDiscountMeals: messages.tooManyMealTypes,
  discountMealsMismatch: messages.discountMealsMismatch,
} as const;

/** Monday to Friday: an order's weekdays when none are chosen (num_days 5). */
export const DEFAULT_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export interface OrderRuleInput {
  readonly type: ProgrammeType;
  readonly is_flex: boolean;
  readonly day_trial: boolean;
  /** The meals left out; null = the default of type and flex. */
  readonly discount_meals: readonly MealType[] | null;
  readonly start_week: string;
  /** The last week; null = until cancelled (subscription) or the start week (otherwise). */
  readonly end_week: string | null;
  readonly is_subscription: boolean;
  readonly weekdays: readonly number[];
  readonly pick_up: boolean;
  readonly pick_up_point_id: number | null;
}

export interface OrderRuleIssue {
  /** The request field the message belongs under. */
  readonly field: keyof OrderRuleInput;
  readonly message: string;
}

/**
 * The rules an order must keep before it is stored (Brigade's reading, ADR 008 and ADR 012):
 * - the weeks are valid week ids and the end week is not before the start week;
 * - weekdays: at least one, each an ISO weekday 1–7, none twice;
 * - a 1-day trial is one weekday of one week (end week = start week) and no subscription;
 * - picking up needs a pick-up point;
 * - stored discount meals follow the meal-type selection: at most 2, and the programme they give is
 *   the order's type and flex (power shake with breakfast counts as LEAN flex, the variant flag).
 * Returns every issue (empty when the order may be stored), each under its field.
 */
export function orderRuleIssues(order: OrderRuleInput): OrderRuleIssue[] {
  const issues: OrderRuleIssue[] = [];
  const add = (field: OrderRuleIssue['field'], message: string) => issues.push({ field, message });

  const startValid = isValidWeekId(order.start_week);
  const endValid = order.end_week === null || isValidWeekId(order.end_week);
  if (!startValid) add('start_week', ORDER_RULE_MESSAGES.weekInvalid);
  if (!endValid) add('end_week', ORDER_RULE_MESSAGES.weekInvalid);
  if (startValid && endValid && order.end_week !== null) {
    if (compareWeekIds(order.end_week, order.start_week) < 0)
      add('end_week', ORDER_RULE_MESSAGES.endBeforeStart);
  }

  const days = order.weekdays;
  if (days.length === 0) add('weekdays', ORDER_RULE_MESSAGES.weekdaysRequired);
  else if (
    !days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7) ||
    new Set(days).size !== days.length
  ) {
    add('weekdays', ORDER_RULE_MESSAGES.weekdaysInvalid);
  }

  if (order.day_trial) {
    if (days.length > 1) add('weekdays', ORDER_RULE_MESSAGES.trialOneDay);
    if (
      order.end_week !== null &&
      startValid &&
      endValid &&
      compareWeekIds(order.end_week, order.start_week) !== 0
    ) {
      add('end_week', ORDER_RULE_MESSAGES.trialOneDay);
    }
    if (order.is_subscription) add('is_subscription', ORDER_RULE_MESSAGES.trialNoSubscription);
  }

  if (order.pick_up && order.pick_up_point_id === null) {
    add('pick_up_point_id', ORDER_RULE_MESSAGES.pickUpPointRequired);
  }

  if (order.discount_meals !== null) {
    const meals = [...new Set(order.discount_meals)];
    if (meals.length > MAX_SELECTED_MEAL_TYPES)
      add('discount_meals', ORDER_RULE_MESSAGES.tooManyDiscountMeals);
    else if (!matchesProgramme(meals, order.type, order.is_flex)) {
      add('discount_meals', ORDER_RULE_MESSAGES.discountMealsMismatch);
    }
  }
  return issues;
}

function matchesProgramme(meals: MealType[], type: ProgrammeType, isFlex: boolean): boolean {
  try {
    const selection = programmeFromMealTypes(meals, { breakfastVariant: true });
    return selection.type === type && selection.isFlex === isFlex;
  } catch {
    return false;
  }
}

/**
 * The last week stored for an order: the given end week; without one a subscription runs until
 * cancelled (null) and any other order — a 1-day trial too — is its start week only.
 */
export function resolvedEndWeek(order: {
  readonly start_week: string;
  readonly end_week: string | null;
  readonly is_subscription: boolean;
  readonly day_trial: boolean;
}): string | null {
  if (order.day_trial) return order.start_week;
  if (order.end_week !== null) return order.end_week;
  return order.is_subscription ? null : order.start_week;
}

/** Weekdays in order Monday → Sunday, each once. */
export function sortedWeekdays(weekdays: readonly number[]): number[] {
  return [...new Set(weekdays)].sort((a, b) => a - b);
}
