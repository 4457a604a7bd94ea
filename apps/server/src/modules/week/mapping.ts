import { addDays } from '@brigade/domain/calendar/iso-date';
import { parseWeekId } from '@brigade/domain/calendar/week-id';
import { inOrderSpan, type ScheduledDay } from '@brigade/domain/orders/day-schedule';
import { mergeListParam } from '@brigade/domain/orders/merge-list';
import type {
  AdditionalBag,
  BagLine,
  CustomerOverview,
  DayOverride,
  MealOverride,
  OrderMerge,
  OverviewDay,
  OverviewOrder,
} from '@brigade/domain/schemas/week';
import { rowHealth, type WeekCustomerRow, type WeekRowInput } from '@brigade/domain/week/week-customer-row';
import type { WeekDates } from '@brigade/domain/week/week-dates';
import type { WeekPlace } from '@brigade/domain/week/week-delivery';
import { groupBy } from '../../lib/group-by.ts';
import type {
  AdditionalBagRow,
  DayOverrideRow,
  MealOverrideRow,
  OrderMergeRow,
  WeekData,
  WeekOrderRow,
} from './repository.ts';

/** The order's weeks and weekdays, as the schedule rules read them. */
export const spanOf = (o: WeekOrderRow) => ({
  weekdays: o.weekdays,
  start_date: o.startDate,
  end_date: o.endDate,
});

/** The pick-up point (pick-up orders) or address the order goes to; null when it has none. */
export function placeOf(o: WeekOrderRow): WeekPlace | null {
  if (o.pickUp) {
    if (o.pickUpPointId === null || o.pointStreet === null) return null;
    return {
      name: o.pointName ?? '',
      company: o.pointCompany ?? '',
      co: o.pointCo ?? '',
      street: o.pointStreet,
      postcode: o.pointPostcode ?? '',
      city: o.pointCity ?? '',
    };
  }
  if (o.placeId === null || o.placeStreet === null) return null;
  return {
    name: o.placeName ?? '',
    company: o.placeCompany ?? '',
    co: o.placeCo ?? '',
    street: o.placeStreet,
    postcode: o.placePostcode ?? '',
    city: o.placeCity ?? '',
    latitude: o.latitude,
    longitude: o.longitude,
  };
}

export const toDayOverride = (r: DayOverrideRow, customerId: number): DayOverride => ({
  day_override_id: r.dayOverrideId,
  order_id: r.orderId,
  customer_id: customerId,
  date: r.date,
  status: r.status,
  has_discount_meals: r.hasDiscountMeals,
  programme_type: r.programmeType,
  is_flex: r.isFlex,
  version: r.version,
});

export const toMealOverride = (r: MealOverrideRow, customerId: number): MealOverride => ({
  meal_override_id: r.mealOverrideId,
  order_id: r.orderId,
  customer_id: customerId,
  date: r.date,
  programme_type: r.programmeType,
  is_flex: r.isFlex,
  discount_meals: r.discountMeals,
  version: r.version,
});

export const toMerge = (r: OrderMergeRow): OrderMerge => ({
  order_merge_id: r.orderMergeId,
  order_id: r.orderId,
  menu_date: r.menuDate,
  merged_with: r.mergedWith,
  merged_with_param: mergeListParam(r.mergedWith),
  version: r.version,
});

export const toBag = (r: AdditionalBagRow, o: { firstName: string; lastName: string }): AdditionalBag => ({
  additional_bag_id: r.additionalBagId,
  order_id: r.orderId,
  date: r.date,
  bags_json: r.bagsJson as BagLine[],
  first_name: o.firstName,
  last_name: o.lastName,
  version: r.version,
});

/** The week's data grouped once by order or customer, for the rows of every order. */
export function weekLookups(data: WeekData) {
  return {
    days: groupBy(data.dayOverrides, (d) => d.orderId),
    meals: groupBy(data.mealOverrides, (m) => m.orderId),
    confirmed: new Set(data.confirmations.map((c) => c.orderId)),
    needsGroup: new Set(data.needsGroup.map((c) => c.customerId)),
    health: groupBy(data.allergens, (a) => a.customerId),
    typeNames: new Map(data.deliveryTypes.map((t) => [t.deliveryTypeId, t.name])),
  };
}

const toOrderInput = (o: WeekOrderRow): WeekRowInput['order'] => ({
  order_id: o.orderId,
  customer_id: o.customerId,
  type: o.type,
  is_flex: o.isFlex,
  day_trial: o.dayTrial,
  discount_meals: o.discountMeals,
  start_date: o.startDate,
  end_date: o.endDate,
  weekdays: o.weekdays,
  delivery_type_id: o.deliveryTypeId,
  pick_up: o.pickUp,
  order_version: o.orderVersion,
  is_subscription: o.isSubscription,
  price_date: o.priceDate,
  discount_code:
    o.discountCode === null || o.discountKind === null || o.discountValue === null
      ? null
      : { code: o.discountCode, kind: o.discountKind, value: Number(o.discountValue) },
});

/** What the week-customer row rule reads of one order of the week. */
export function toRowInput(
  o: WeekOrderRow,
  weekStart: string,
  lookups: ReturnType<typeof weekLookups>,
): WeekRowInput {
  const health = rowHealth(lookups.health.get(o.customerId) ?? [], o);
  return {
    weekStart,
    order: toOrderInput(o),
    customer: {
      customer_id: o.customerId,
      first_name: o.firstName,
      last_name: o.lastName,
      is_office: o.isOffice,
    },
    place: placeOf(o),
    deliveryTypeNames: lookups.typeNames,
    zone:
      o.zoneId === null
        ? null
        : { delivery_type_id: o.zoneDeliveryTypeId, delivery_type_id_company: o.zoneDeliveryTypeIdCompany },
    dayOverrides: (lookups.days.get(o.orderId) ?? []).map((d) => ({
      date: d.date,
      status: d.status,
      has_discount_meals: d.hasDiscountMeals,
      programme_type: d.programmeType,
      is_flex: d.isFlex,
    })),
    mealOverrides: (lookups.meals.get(o.orderId) ?? []).map((m) => ({
      date: m.date,
      programme_type: m.programmeType,
      is_flex: m.isFlex,
      discount_meals: m.discountMeals,
    })),
    allergies: health.allergies,
    preferenceWarnings: health.preferenceWarnings,
    needsDeliveryGroup: lookups.needsGroup.has(o.customerId),
    mismatchConfirmed: lookups.confirmed.has(o.orderId),
  };
}

/** The records of the week's orders on their dates (key `orderId|date`), for the customer overview. */
export interface OverviewRecords {
  days: Map<string, DayOverrideRow>;
  meals: Map<string, MealOverrideRow>;
  bags: Map<string, AdditionalBagRow>;
  merges: Map<string, OrderMergeRow>;
}

export const recordKey = (orderId: number, date: string) => `${orderId}|${date}`;

/** One order of the customer overview: its row's summary and each day of its week with that day's records. */
export function toOverviewOrder(
  o: WeekOrderRow,
  row: WeekCustomerRow,
  days: readonly ScheduledDay[],
  records: OverviewRecords,
): OverviewOrder {
  const toDay = (d: ScheduledDay): OverviewDay => {
    const k = recordKey(o.orderId, d.date);
    const day = records.days.get(k);
    const meal = records.meals.get(k);
    const bag = records.bags.get(k);
    const merge = records.merges.get(k);
    return {
      date: d.date,
      weekday: d.weekday,
      in_span: inOrderSpan(d.date, spanOf(o)),
      active: row.slots[d.weekday].length > 0,
      meals: row.slots[d.weekday],
      override: day ? toDayOverride(day, o.customerId) : null,
      meal_override: meal ? toMealOverride(meal, o.customerId) : null,
      bag: bag ? toBag(bag, o) : null,
      merge: merge ? toMerge(merge) : null,
    };
  };
  return {
    order_id: o.orderId,
    customer_id: o.customerId,
    first_name: o.firstName,
    last_name: o.lastName,
    type: row.type,
    is_flex: row.is_flex,
    day_trial: row.day_trial,
    legacy: row.legacy,
    num_days: row.num_days,
    delivery_type_name: row.delivery_type_name,
    address_slots: row.address_slots,
    delivery_errors: row.delivery_errors,
    delivery_mismatch_confirmed: row.delivery_mismatch_confirmed,
    days: days.map(toDay),
  };
}

/** The customer overview of a week: its id, year and week number, working days and orders. */
export function toCustomerOverview(week: WeekDates, orders: OverviewOrder[]): CustomerOverview {
  const { year, week: weekNo } = parseWeekId(week.weekId);
  return {
    week_id: week.weekId,
    year,
    week: weekNo,
    start_date: week.monday,
    days: Array.from({ length: 5 }, (_, i) => addDays(week.monday, i)),
    orders,
  };
}
