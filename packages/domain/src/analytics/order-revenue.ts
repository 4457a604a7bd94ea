import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { isDomainError } from '../errors/domain-error.ts';
import { roundTo2 } from '../numbers/round.ts';
import { resolveDiscountMeals } from '../orders/discount-meals.ts';
import { PROGRAMME_LABELS, programmeLabel, type ProgrammeLabel } from '../orders/programme-label.ts';
import { priceWithCode } from '../pricing/code-price.ts';
import type { DiscountCodeTerms } from '../pricing/discount-code.ts';
import { PRICE_MODEL_2_FROM, PRICE_MODEL_3_FROM, type PriceModel } from '../pricing/price-model.ts';
import { weekPrice } from '../pricing/week-price.ts';
import { orderProgramme } from '../programmes/order-programme.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import type { DiscountUseResponse, OrderWeeklyResponse } from '../schemas/analytics-tables.ts';

/**
 * Order weeks that cost the same, as the SQL groups them: one week, one price model, the order's programme
 * and discount meals as stored, its code and num_days; `orders` is how many order weeks share them and
 * `first_weeks` how many of them are their order's first week in the range (to count orders once).
 */
export interface PriceGroup {
  readonly start_date: IsoDate;
  readonly model: PriceModel;
  readonly type: string;
  readonly is_flex: boolean;
  readonly day_trial: boolean;
  readonly discount_meals: unknown;
  readonly discount_id: number | null;
  readonly num_days: number;
  readonly orders: number;
  readonly first_weeks: number;
}

/** A date of each price model: the rule picks the model from a date (the order's creation date). */
const MODEL_DATE: Record<PriceModel, IsoDate> = {
  1: addDays(PRICE_MODEL_2_FROM, -1),
  2: PRICE_MODEL_2_FROM,
  3: PRICE_MODEL_3_FROM,
};

interface GroupPrice {
  label: ProgrammeLabel;
  /** The week price of one order week after its code (CHF), as The Week's week_price. */
  price: number;
  /** What the code took off one order week (0 without one). */
  discount: number;
  mealsPerDay: number;
}

/** The Week's price of one order week of the group (weekCustomerRow's rule); null when it has none. */
export function groupPrice(group: PriceGroup, code: DiscountCodeTerms | null): GroupPrice | null {
  try {
    const order = {
      order_id: 0,
      type: group.type,
      is_flex: group.is_flex,
      discount_meals: group.discount_meals,
    };
    const p = orderProgramme(order);
    const discountMeals = resolveDiscountMeals(order);
    const price = weekPrice({
      date: MODEL_DATE[group.model],
      type: p.type,
      isFlex: p.isFlex,
      discountMeals,
      dayTrial: group.day_trial,
      days: group.num_days,
    });
    const priced = priceWithCode(price, group.num_days, group.day_trial, code);
    return {
      label: programmeLabel({ type: p.type, is_flex: p.isFlex, day_trial: group.day_trial }),
      price: priced.total,
      discount: priced.discount?.amount ?? 0,
      mealsPerDay: deliveredMealTypes(p.type, discountMeals).length,
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return null;
  }
}

/**
 * Per week and programme: order weeks (The Week's rows), their days, meals (days × the programme's meals per
 * day, as ordered: meal overrides and day-programme changes are not counted) and revenue (the week prices);
 * every programme of every week, zeros included. Groups without a price are counted in `unpriced`.
 */
export function orderWeeklyRows(
  weeks: readonly { week_id: string; start_date: IsoDate }[],
  groups: readonly PriceGroup[],
  codes: ReadonlyMap<number, DiscountCodeTerms>,
): Pick<OrderWeeklyResponse, 'rows' | 'unpriced'> {
  const key = (monday: string, label: string) => `${monday}|${label}`;
  const rows = weeks.flatMap((week) =>
    PROGRAMME_LABELS.map((programme) => ({
      week_id: week.week_id,
      start_date: week.start_date,
      programme,
      orders: 0,
      days: 0,
      meals: 0,
      revenue: 0,
    })),
  );
  const byKey = new Map(rows.map((r) => [key(r.start_date, r.programme), r]));
  let unpriced = 0;
  // Every week has the same few price classes: each is priced once.
  const prices = new Map<string, GroupPrice | null>();
  for (const g of groups) {
    const k = `${g.model}|${g.type}|${g.is_flex}|${g.day_trial}|${JSON.stringify(g.discount_meals)}|${g.discount_id}|${g.num_days}`;
    if (!prices.has(k))
      prices.set(k, groupPrice(g, g.discount_id === null ? null : (codes.get(g.discount_id) ?? null)));
    const priced = prices.get(k)!;
    const row = priced ? byKey.get(key(g.start_date, priced.label)) : undefined;
    if (!priced || !row) {
      unpriced += g.orders;
      continue;
    }
    row.orders += g.orders;
    row.days += g.num_days * g.orders;
    row.meals += g.num_days * g.orders * priced.mealsPerDay;
    row.revenue = roundTo2(row.revenue + priced.price * g.orders);
  }
  return { rows, unpriced };
}

/** Per code used by an order week of the range: its orders, their weeks and what it took off, by code. */
export function discountUseRows(
  groups: readonly PriceGroup[],
  codes: ReadonlyMap<number, DiscountCodeTerms>,
): DiscountUseResponse['rows'] {
  const uses = new Map<number, { orders: number; weeks: number; cost: number }>();
  for (const g of groups) {
    const code = g.discount_id === null ? undefined : codes.get(g.discount_id);
    if (!code || g.discount_id === null) continue;
    const priced = groupPrice(g, code);
    const use = uses.get(g.discount_id) ?? { orders: 0, weeks: 0, cost: 0 };
    use.orders += g.first_weeks;
    use.weeks += g.orders;
    use.cost = roundTo2(use.cost + (priced?.discount ?? 0) * g.orders);
    uses.set(g.discount_id, use);
  }
  return [...uses]
    .map(([id, use]) => {
      const code = codes.get(id)!;
      return { code: code.code, kind: code.kind, value: code.value, ...use };
    })
    .sort((a, b) => b.cost - a.cost || a.code.localeCompare(b.code));
}
