import { describe, expect, it } from 'vitest';
import {
  ORDER_RULE_MESSAGES as M,
  orderRuleIssues,
  resolvedEndWeek,
  sortedWeekdays,
  type OrderRuleInput,
} from './order-rules.ts';

const order = (over: Partial<OrderRuleInput> = {}): OrderRuleInput => ({
  type: 'LEAN',
  is_flex: true,
  day_trial: false,
  discount_meals: null,
  start_week: '2026_10',
  end_week: null,
  is_subscription: false,
  weekdays: [1, 2, 3, 4, 5],
  pick_up: false,
  pick_up_point_id: null,
  ...over,
});

describe('orderRuleIssues', () => {
  it('accepts a plain order, a subscription until cancelled and a one-day trial', () => {
    expect(orderRuleIssues(order())).toEqual([]);
    expect(orderRuleIssues(order({ is_subscription: true, end_week: null }))).toEqual([]);
    expect(orderRuleIssues(order({ day_trial: true, weekdays: [3], end_week: '2026_10' }))).toEqual([]);
    expect(orderRuleIssues(order({ end_week: '2027_1', weekdays: [6, 7] }))).toEqual([]);
  });

  it('refuses bad weeks and an end before the start', () => {
    expect(orderRuleIssues(order({ start_week: '2026_54' }))).toEqual([
      { field: 'start_week', message: M.weekInvalid },
    ]);
    expect(orderRuleIssues(order({ end_week: 'soon' }))).toEqual([
      { field: 'end_week', message: M.weekInvalid },
    ]);
    expect(orderRuleIssues(order({ end_week: '2026_9' }))).toEqual([
      { field: 'end_week', message: M.endBeforeStart },
    ]);
    expect(orderRuleIssues(order({ start_week: '2026_10', end_week: '2025_52' }))).toEqual([
      { field: 'end_week', message: M.endBeforeStart },
    ]);
  });

  it('needs weekdays 1–7, each once', () => {
    expect(orderRuleIssues(order({ weekdays: [] }))).toEqual([
      { field: 'weekdays', message: M.weekdaysRequired },
    ]);
    for (const weekdays of [[0], [8], [1, 1], [2.5]]) {
      expect(orderRuleIssues(order({ weekdays }))).toEqual([
        { field: 'weekdays', message: M.weekdaysInvalid },
      ]);
    }
  });

  it('keeps a 1-day trial to one day of one week, without subscription', () => {
    expect(
      orderRuleIssues(
        order({ day_trial: true, weekdays: [1, 2], end_week: '2026_11', is_subscription: true }),
      ),
    ).toEqual([
      { field: 'weekdays', message: M.trialOneDay },
      { field: 'end_week', message: M.trialOneDay },
      { field: 'is_subscription', message: M.trialNoSubscription },
    ]);
  });

  it('needs a pick-up point to pick up', () => {
    expect(orderRuleIssues(order({ pick_up: true }))).toEqual([
      { field: 'pick_up_point_id', message: M.pickUpPointRequired },
    ]);
    expect(orderRuleIssues(order({ pick_up: true, pick_up_point_id: 3 }))).toEqual([]);
  });

  it('takes discount meals from the meal-type selection: at most 2, giving the order’s programme', () => {
    expect(orderRuleIssues(order({ discount_meals: ['power_shake', 'dinner'] }))).toEqual([]);
    expect(orderRuleIssues(order({ discount_meals: ['power_shake', 'breakfast'] }))).toEqual([]);
    expect(orderRuleIssues(order({ type: 'STRONG', is_flex: false, discount_meals: [] }))).toEqual([]);
    expect(orderRuleIssues(order({ type: 'STRONG', is_flex: true, discount_meals: ['dinner'] }))).toEqual([]);
    expect(orderRuleIssues(order({ type: 'LEAN', is_flex: false, discount_meals: ['power_shake'] }))).toEqual(
      [],
    );
    expect(orderRuleIssues(order({ discount_meals: ['power_shake', 'dinner', 'lunch'] }))).toEqual([
      { field: 'discount_meals', message: M.tooManyDiscountMeals },
    ]);
    expect(orderRuleIssues(order({ discount_meals: ['dinner'] }))).toEqual([
      { field: 'discount_meals', message: M.discountMealsMismatch },
    ]);
    expect(orderRuleIssues(order({ type: 'STRONG', is_flex: false, discount_meals: ['lunch'] }))).toEqual([
      { field: 'discount_meals', message: M.discountMealsMismatch },
    ]);
  });
});

describe('resolvedEndWeek', () => {
  it('is the given end, else null for a subscription and the start week otherwise; a trial is its start week', () => {
    const base = { start_week: '2026_10', end_week: null, is_subscription: false, day_trial: false };
    expect(resolvedEndWeek(base)).toBe('2026_10');
    expect(resolvedEndWeek({ ...base, is_subscription: true })).toBeNull();
    expect(resolvedEndWeek({ ...base, end_week: '2026_12' })).toBe('2026_12');
    expect(resolvedEndWeek({ ...base, day_trial: true, end_week: '2026_12' })).toBe('2026_10');
  });
});

describe('sortedWeekdays', () => {
  it('orders Monday to Sunday without repeats', () => {
    expect(sortedWeekdays([5, 1, 3, 1])).toEqual([1, 3, 5]);
  });
});
