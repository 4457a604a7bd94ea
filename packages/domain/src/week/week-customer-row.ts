import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { weekIdOfDate } from '../calendar/week-id.ts';
import { WEEKDAY_NAMES, type WeekdayName } from '../calendar/working-days.ts';
import { mapLink } from '../customers/map-link.ts';
import { isDomainError } from '../errors/domain-error.ts';
import { orderWeekSchedule } from '../orders/day-schedule.ts';
import { resolveDiscountMeals } from '../orders/discount-meals.ts';
import { defaultDiscountMeals } from '../programmes/default-discount-meals.ts';
import { isProgrammeType, type MealType, type ProgrammeType } from '../programmes/meal-types.ts';
import { orderProgramme, programmeCountKey, type OrderProgramme } from '../programmes/order-programme.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import { weekPrice } from '../pricing/week-price.ts';

/** Spec §2 week screens, word for word: the delivery errors of a week-customer row. */
export const DELIVERY_UNDETERMINED_MESSAGE = 'ERROR Unable to determine delivery. Possibly not set.';
export const ASSIGN_DELIVERY_GROUP_MESSAGE = 'ASSIGN DELIVERY GROUP';
export const DELIVERY_MISMATCH_MESSAGE = 'MISMATCH ERROR';

export interface WeekDayOverride {
  readonly date: IsoDate;
  readonly status: number;
  readonly has_discount_meals: boolean;
  readonly programme_type: string | null;
  readonly is_flex: boolean | null;
}

export interface WeekMealOverride {
  readonly date: IsoDate;
  readonly programme_type: string;
  readonly is_flex: boolean;
  readonly discount_meals: readonly MealType[] | null;
}

export interface DayProgramme {
  readonly type: ProgrammeType;
  readonly isFlex: boolean;
  readonly discountMeals: readonly MealType[];
}

/**
 * The programme an order has on one date (spec §3 day and meal overrides), with the precedence the
 * allergen corrections use: the day override of that date, then the meal override, then the order. A
 * programme change brings that programme's default discount meals, unless the day override says
 * has_discount_meals (keep the meals the order leaves out); a meal override's own list wins over the default.
 */
export function dayProgramme(
  order: DayProgramme,
  day: Omit<WeekDayOverride, 'date' | 'status'> | undefined,
  meal: Omit<WeekMealOverride, 'date'> | undefined,
): DayProgramme {
  let { type, isFlex, discountMeals } = order;
  if (meal && isProgrammeType(meal.programme_type)) {
    type = meal.programme_type;
    isFlex = meal.is_flex;
    discountMeals = meal.discount_meals ?? defaultDiscountMeals(type, isFlex);
  }
  if (day && isProgrammeType(day.programme_type)) {
    type = day.programme_type;
    isFlex = day.is_flex ?? isFlex;
    if (!day.has_discount_meals) discountMeals = defaultDiscountMeals(type, isFlex);
  } else if (day && !day.has_discount_meals) {
    discountMeals = [];
  }
  return { type, isFlex, discountMeals };
}

export interface DeliveryCheck {
  /** The order goes to a pick-up point (true) or an address (false). */
  readonly pickUp: boolean;
  /** The pick-up point or address the order resolves to exists. */
  readonly hasPlace: boolean;
  /** The order's own delivery type. */
  readonly orderDeliveryTypeId: number | null;
  /**
   * The delivery type of the delivery postcode's zone (delivery_type_id, or delivery_type_id_company for
   * an office customer); null when the postcode has no zone or the zone no type.
   */
  readonly zoneDeliveryTypeId: number | null;
  /** The customer is on a special programme running this week without a delivery group. */
  readonly needsDeliveryGroup: boolean;
  /** Customer service confirmed this week that the order's delivery type differs from the zone's. */
  readonly mismatchConfirmed: boolean;
}

/**
 * Spec §2: the delivery errors of a week-customer row, in this order. 'ERROR Unable to determine
 * delivery. Possibly not set.' when no delivery type is resolvable (the order's own, else its postcode
 * zone's) or the order has no address or pick-up point; 'ASSIGN DELIVERY GROUP' for a special-programme
 * customer without a group; 'MISMATCH ERROR' when an address delivery's own type differs from its zone's
 * and nobody confirmed it for the week. Pick-up orders have no zone to compare.
 */
export function deliveryErrors(check: DeliveryCheck): {
  deliveryTypeId: number | null;
  errors: string[];
} {
  const zoneType = check.pickUp ? null : check.zoneDeliveryTypeId;
  const deliveryTypeId = check.orderDeliveryTypeId ?? zoneType;
  const errors: string[] = [];
  if (deliveryTypeId === null || !check.hasPlace) errors.push(DELIVERY_UNDETERMINED_MESSAGE);
  if (check.needsDeliveryGroup) errors.push(ASSIGN_DELIVERY_GROUP_MESSAGE);
  if (
    check.orderDeliveryTypeId !== null &&
    zoneType !== null &&
    check.orderDeliveryTypeId !== zoneType &&
    !check.mismatchConfirmed
  ) {
    errors.push(DELIVERY_MISMATCH_MESSAGE);
  }
  return { deliveryTypeId, errors };
}

export interface WeekPlace {
  readonly company?: string;
  readonly name?: string;
  readonly co?: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

/**
 * The address slots of a row (spec §3 numAddressSlots): the non-empty lines of the place the order goes
 * to — name or company, c/o, street, postcode and city.
 */
export function addressSlots(place: WeekPlace | null): string[] {
  if (!place) return [];
  const first = place.company?.trim() || place.name?.trim() || '';
  const co = place.co?.trim() ? `c/o ${place.co.trim()}` : '';
  const town = `${place.postcode} ${place.city}`.trim();
  return [first, co, place.street.trim(), town].filter((line) => line !== '');
}

export interface WeekRowInput {
  readonly weekStart: IsoDate;
  readonly order: {
    readonly order_id: number;
    readonly customer_id: number;
    readonly type: unknown;
    readonly is_flex: unknown;
    readonly day_trial: boolean;
    readonly discount_meals: unknown;
    readonly start_date: IsoDate;
    readonly end_date: IsoDate | null;
    readonly weekdays: readonly number[];
    readonly delivery_type_id: number | null;
    readonly pick_up: boolean;
    readonly order_version: number;
    readonly is_subscription: boolean;
    /** The date that picks the order's price model: its creation date in Zurich (ADR 008). */
    readonly price_date: IsoDate;
  };
  readonly customer: {
    readonly customer_id: number;
    readonly first_name: string;
    readonly last_name: string;
    readonly is_office: boolean;
  };
  /** The pick-up point (pick_up orders) or the address the order goes to; null when not set. */
  readonly place: WeekPlace | null;
  readonly deliveryTypeNames: ReadonlyMap<number, string>;
  /** The delivery postcode's zone, or null. */
  readonly zone: {
    readonly delivery_type_id: number | null;
    readonly delivery_type_id_company: number | null;
  } | null;
  readonly dayOverrides: readonly WeekDayOverride[];
  readonly mealOverrides: readonly WeekMealOverride[];
  readonly allergies: readonly string[];
  readonly preferenceWarnings: readonly string[];
  readonly needsDeliveryGroup: boolean;
  readonly mismatchConfirmed: boolean;
}

export type WeekSlots = Record<WeekdayName, MealType[]>;

export interface WeekCustomerRow {
  readonly order_id: number;
  readonly customer_id: number;
  readonly first_name: string;
  readonly last_name: string;
  readonly type: ProgrammeType | null;
  readonly is_flex: boolean | null;
  readonly day_trial: boolean;
  readonly programme_error: string | null;
  readonly legacy: boolean;
  readonly is_subscription: boolean;
  /** Monday to Sunday: the meals delivered that day, empty when the day is skipped or not ordered. */
  readonly slots: WeekSlots;
  readonly num_days: number;
  /** The order's meals on a day without overrides. */
  readonly meals: MealType[];
  /** The order's day rate in CHF (its programme, price model of its creation date); null without a programme. */
  readonly day_rate: number | null;
  /** This week's price: the day rate times num_days (a trial: its trial price); null without a programme. */
  readonly week_price: number | null;
  readonly delivery_type_id: number | null;
  readonly delivery_type_name: string | null;
  readonly pick_up: boolean;
  readonly address_slots: string[];
  readonly num_address_slots: number;
  readonly map_url: string | null;
  readonly map_error: string | null;
  readonly allergies: string[];
  readonly preference_warnings: string[];
  readonly delivery_mismatch_confirmed: boolean;
  readonly delivery_errors: string[];
  /** The planning counter each delivered day adds to (numOther for trials and undetermined programmes). */
  readonly counts: Partial<Record<WeekdayName, WeekCountKey>>;
}

export type WeekCountKey = 'numLean' | 'numLeanFlex' | 'numStrong' | 'numStrongFlex' | 'numOther';
export const WEEK_COUNT_KEYS: readonly WeekCountKey[] = [
  'numLean',
  'numLeanFlex',
  'numStrong',
  'numStrongFlex',
  'numOther',
];

// The rows of one week share its week id: computed once per week, not once per row (date-fns is slow).
const weekIds = new Map<IsoDate, string>();
function weekIdOf(weekStart: IsoDate): string {
  let id = weekIds.get(weekStart);
  if (id === undefined) {
    id = weekIdOfDate(weekStart);
    if (weekIds.size > 1000) weekIds.clear();
    weekIds.set(weekStart, id);
  }
  return id;
}

const emptySlots = (): WeekSlots =>
  Object.fromEntries(WEEKDAY_NAMES.map((day) => [day, [] as MealType[]])) as WeekSlots;

/**
 * Spec §3 week customer row of one order in the week starting `weekStart` (a Monday): its slots Monday to
 * Sunday after day overrides (status 0 empties the slot and lowers num_days) and meal overrides, within the
 * order's weekdays and weeks; delivery type, address slots, map link ('Unable to determine coordinates'),
 * allergies, warnings and the delivery errors. A type or is_flex that is not a programme gives
 * 'Unable to determine programme' (or the discount-meals refusal) in programme_error and empty slots,
 * instead of failing the whole week.
 */
export function weekCustomerRow(input: WeekRowInput): WeekCustomerRow {
  const { order, customer } = input;
  let programme: OrderProgramme | null;
  let programmeError: string | null = null;
  let discountMeals: MealType[] = [];
  try {
    programme = orderProgramme(order);
    discountMeals = resolveDiscountMeals(order);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    programmeError = error.message;
    programme = null;
  }

  const schedule = orderWeekSchedule(weekIdOf(input.weekStart), input.dayOverrides, {
    weekdays: order.weekdays,
    start_date: order.start_date,
    end_date: order.end_date,
  });
  const slots = emptySlots();
  const counts: Partial<Record<WeekdayName, WeekCountKey>> = {};
  let numDays = 0;
  if (programme) {
    const base = { type: programme.type, isFlex: programme.isFlex, discountMeals };
    for (const day of schedule.days) {
      if (!day.active) continue;
      const today = dayProgramme(
        base,
        input.dayOverrides.find((o) => o.date === day.date),
        input.mealOverrides.find((o) => o.date === day.date),
      );
      slots[day.weekday] = deliveredMealTypes(today.type, today.discountMeals);
      counts[day.weekday] = order.day_trial ? 'numOther' : programmeCountKey(today);
      numDays += 1;
    }
  }

  const price = programme
    ? weekPrice({
        date: order.price_date,
        type: programme.type,
        isFlex: programme.isFlex,
        discountMeals,
        dayTrial: order.day_trial,
        days: numDays,
      })
    : null;

  const zone = input.zone;
  const zoneType = zone ? (customer.is_office ? zone.delivery_type_id_company : zone.delivery_type_id) : null;
  const delivery = deliveryErrors({
    pickUp: order.pick_up,
    hasPlace: input.place !== null,
    orderDeliveryTypeId: order.delivery_type_id,
    zoneDeliveryTypeId: zoneType,
    needsDeliveryGroup: input.needsDeliveryGroup,
    mismatchConfirmed: input.mismatchConfirmed,
  });
  const map = mapLink(input.place?.latitude, input.place?.longitude);
  const lines = addressSlots(input.place);

  return {
    order_id: order.order_id,
    customer_id: customer.customer_id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    type: programme?.type ?? null,
    is_flex: programme?.isFlex ?? null,
    day_trial: order.day_trial,
    programme_error: programmeError,
    legacy: order.order_version === 2,
    is_subscription: order.is_subscription,
    slots,
    num_days: numDays,
    meals: programme ? deliveredMealTypes(programme.type, discountMeals) : [],
    day_rate: price?.dayRate ?? null,
    week_price: price?.total ?? null,
    delivery_type_id: delivery.deliveryTypeId,
    delivery_type_name:
      delivery.deliveryTypeId === null
        ? null
        : (input.deliveryTypeNames.get(delivery.deliveryTypeId) ?? null),
    pick_up: order.pick_up,
    address_slots: lines,
    num_address_slots: lines.length,
    map_url: 'url' in map ? map.url : null,
    map_error: 'error' in map ? map.error : null,
    allergies: [...input.allergies],
    preference_warnings: [...input.preferenceWarnings],
    delivery_mismatch_confirmed: input.mismatchConfirmed,
    delivery_errors: delivery.errors,
    counts,
  };
}

/** The week's totals per working day (spec §3 planning-day counts), from the rows' counts. */
export function weekTotals(
  weekStart: IsoDate,
  rows: readonly Pick<WeekCustomerRow, 'counts'>[],
): {
  date: IsoDate;
  numLean: number;
  numLeanFlex: number;
  numStrong: number;
  numStrongFlex: number;
  numOther: number;
}[] {
  return WEEKDAY_NAMES.slice(0, 5).map((weekday, i) => {
    const total = {
      date: addDays(weekStart, i),
      numLean: 0,
      numLeanFlex: 0,
      numStrong: 0,
      numStrongFlex: 0,
      numOther: 0,
    };
    for (const row of rows) {
      const key = row.counts[weekday];
      if (key) total[key] += 1;
    }
    return total;
  });
}
