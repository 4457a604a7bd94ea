import type { IsoDate } from '../calendar/iso-date.ts';
import { weekIdOfDate } from '../calendar/week-id.ts';
import { WEEKDAY_NAMES, type WeekdayName } from '../calendar/working-days.ts';
import { mapLink } from '../customers/map-link.ts';
import { isDomainError } from '../errors/domain-error.ts';
import { orderWeekSchedule } from '../orders/day-schedule.ts';
import { resolveDiscountMeals } from '../orders/discount-meals.ts';
import type { MealType, ProgrammeType } from '../programmes/meal-types.ts';
import { orderProgramme, programmeCountKey, type OrderProgramme } from '../programmes/order-programme.ts';
import { deliveredMealTypes } from '../programmes/programme-meals.ts';
import { priceWithCode, type PriceDiscount } from '../pricing/code-price.ts';
import type { DiscountCodeTerms } from '../pricing/discount-code.ts';
import { weekPrice } from '../pricing/week-price.ts';
import { dayProgramme, type WeekDayOverride, type WeekMealOverride } from './day-programme.ts';
import { addressSlots, deliveryErrors, type WeekPlace } from './week-delivery.ts';
import type { WeekCounts } from './week-totals.ts';

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
    /** The order's discount code, read as it is now (ADR 069); null without one. */
    readonly discount_code?: DiscountCodeTerms | null;
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
  /**
   * This week's price: the day rate times num_days (a trial: its trial price), after the order's discount code;
   * null without a programme.
   */
  readonly week_price: number | null;
  /** The order's discount code and what it took off this week (day rate and week price before it); else null. */
  readonly discount: PriceDiscount | null;
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
  readonly counts: WeekCounts;
}

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

interface RowProgramme {
  programme: OrderProgramme | null;
  /** Why the order has no programme ('Unable to determine programme', a discount-meals refusal), else null. */
  error: string | null;
  discountMeals: MealType[];
}

/** The order's programme; one the rules cannot read is an error of its row, not of the whole week. */
function rowProgramme(order: WeekRowInput['order']): RowProgramme {
  try {
    return { programme: orderProgramme(order), error: null, discountMeals: resolveDiscountMeals(order) };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { programme: null, error: error.message, discountMeals: [] };
  }
}

/**
 * The slots Monday to Sunday after day overrides (status 0 empties the slot and lowers num_days) and meal
 * overrides, within the order's weekdays and weeks, with the counter each delivered day adds to.
 */
function weekSlots(input: WeekRowInput, { programme, discountMeals }: RowProgramme) {
  const { order } = input;
  const slots = emptySlots();
  const counts: WeekCounts = {};
  let numDays = 0;
  if (!programme) return { slots, counts, numDays };
  const schedule = orderWeekSchedule(weekIdOf(input.weekStart), input.dayOverrides, order);
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
  return { slots, counts, numDays };
}

/** The delivery of the row: its type (the order's, else its zone's) and errors, address lines and map link. */
function rowDelivery(input: WeekRowInput) {
  const { order, customer, zone } = input;
  const zoneType = zone ? (customer.is_office ? zone.delivery_type_id_company : zone.delivery_type_id) : null;
  const delivery = deliveryErrors({
    pickUp: order.pick_up,
    hasPlace: input.place !== null,
    orderDeliveryTypeId: order.delivery_type_id,
    zoneDeliveryTypeId: zoneType,
    needsDeliveryGroup: input.needsDeliveryGroup,
    mismatchConfirmed: input.mismatchConfirmed,
  });
  const typeId = delivery.deliveryTypeId;
  const map = mapLink(input.place?.latitude, input.place?.longitude);
  return {
    delivery_type_id: typeId,
    delivery_type_name: typeId === null ? null : (input.deliveryTypeNames.get(typeId) ?? null),
    address_slots: addressSlots(input.place),
    map_url: 'url' in map ? map.url : null,
    map_error: 'error' in map ? map.error : null,
    delivery_errors: delivery.errors,
  };
}

/**
 * The week customer row of one order in the week starting `weekStart` (a Monday): its slots, num_days and
 * price; delivery type, address slots, map link ('Unable to determine coordinates'), allergies, warnings and
 * the delivery errors. A type or is_flex that is not a programme gives 'Unable to determine programme' (or
 * the discount-meals refusal) in programme_error and empty slots, instead of failing the whole week.
 */
export function weekCustomerRow(input: WeekRowInput): WeekCustomerRow {
  const { order, customer } = input;
  const programme = rowProgramme(order);
  const p = programme.programme;
  const { slots, counts, numDays } = weekSlots(input, programme);
  const price = p
    ? weekPrice({
        date: order.price_date,
        type: p.type,
        isFlex: p.isFlex,
        discountMeals: programme.discountMeals,
        dayTrial: order.day_trial,
        days: numDays,
      })
    : null;
  const priced = price ? priceWithCode(price, numDays, order.day_trial, order.discount_code ?? null) : null;
  const delivery = rowDelivery(input);
  return {
    order_id: order.order_id,
    customer_id: customer.customer_id,
    first_name: customer.first_name,
    last_name: customer.last_name,
    type: p?.type ?? null,
    is_flex: p?.isFlex ?? null,
    day_trial: order.day_trial,
    programme_error: programme.error,
    legacy: order.order_version === 2,
    is_subscription: order.is_subscription,
    slots,
    num_days: numDays,
    meals: p ? deliveredMealTypes(p.type, programme.discountMeals) : [],
    day_rate: priced?.dayRate ?? null,
    week_price: priced?.total ?? null,
    discount: priced?.discount ?? null,
    delivery_type_id: delivery.delivery_type_id,
    delivery_type_name: delivery.delivery_type_name,
    pick_up: order.pick_up,
    address_slots: delivery.address_slots,
    num_address_slots: delivery.address_slots.length,
    map_url: delivery.map_url,
    map_error: delivery.map_error,
    allergies: [...input.allergies],
    preference_warnings: [...input.preferenceWarnings],
    delivery_mismatch_confirmed: input.mismatchConfirmed,
    delivery_errors: delivery.delivery_errors,
    counts,
  };
}

/** One allergen of the list a customer carries: as an allergy or as a warning. */
interface ListedAllergen {
  readonly kind: 'ALLERGY' | 'WARNING';
  readonly name: string;
}

/**
 * The allergies and the preference warnings of a row: the customer's listed allergens of each kind, then what
 * was typed in (other allergens; other warnings and dislikes), trimmed, blanks dropped, each once.
 */
export function rowHealth(
  listed: readonly ListedAllergen[],
  typed: {
    readonly otherAllergens: readonly string[];
    readonly otherWarnings: readonly string[];
    readonly dislikes: readonly string[];
  },
): { allergies: string[]; preferenceWarnings: string[] } {
  const names = (kind: ListedAllergen['kind']) => listed.filter((a) => a.kind === kind).map((a) => a.name);
  const once = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  return {
    allergies: once([...names('ALLERGY'), ...typed.otherAllergens]),
    preferenceWarnings: once([...names('WARNING'), ...typed.otherWarnings, ...typed.dislikes]),
  };
}
