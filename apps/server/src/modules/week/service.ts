import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { mondayOfWeekId, parseWeekId, weekIdOfDate, formatWeekId } from '@brigade/domain/calendar/week-id';
import { isDomainError } from '@brigade/domain/errors/domain-error';
import { messages } from '@brigade/domain/messages/catalogue';
import { inOrderSpan, orderWeekSchedule } from '@brigade/domain/orders/day-schedule';
import { mergeListParam } from '@brigade/domain/orders/merge-list';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import type {
  AdditionalBag,
  BagLine,
  CustomerOverview,
  DayOverride,
  MealOverride,
  MismatchConfirmation,
  OrderMerge,
  OverviewOrder,
  WeekCustomersResponse,
} from '@brigade/domain/schemas/week';
import {
  weekCustomerRow,
  weekTotals,
  type WeekCustomerRow,
  type WeekPlace,
} from '@brigade/domain/week/week-customer-row';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

interface WeekDates {
  monday: IsoDate;
  sunday: IsoDate;
  weekBefore: IsoDate;
  weekId: string;
}

function weekOfMonday(monday: IsoDate): WeekDates {
  return {
    monday,
    sunday: addDays(monday, 6),
    weekBefore: addDays(monday, -6),
    weekId: weekIdOfDate(monday),
  };
}

/** The week of any date (its Monday); a date the calendar cannot place is a 400 on `field`. */
function weekOfDate(date: IsoDate, field: string): WeekDates {
  try {
    weekIdOfDate(date);
  } catch (error) {
    if (isDomainError(error)) throw validationError(field, messages.dateInvalid);
    throw error;
  }
  return weekOfMonday(addDays(date, 1 - isoWeekday(date)));
}

const spanOf = (o: repo.WeekOrderRow) => ({
  weekdays: o.weekdays,
  start_date: o.startDate,
  end_date: o.endDate,
});

function placeOf(o: repo.WeekOrderRow): WeekPlace | null {
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

/** Two orders travel together when they go to the same pick-up point, or the same postcode and street. */
function deliveryKey(o: repo.WeekOrderRow): string | null {
  const p = placeOf(o);
  if (!p) return null;
  if (o.pickUp) return `P:${o.pickUpPointId}`;
  return `A:${p.postcode.trim()}|${p.street.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const uniq = (values: readonly string[]) => [...new Set(values.map((v) => v.trim()).filter(Boolean))];

const toDayOverride = (r: repo.DayOverrideRow, customerId: number): DayOverride => ({
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

const toMealOverride = (r: repo.MealOverrideRow, customerId: number): MealOverride => ({
  meal_override_id: r.mealOverrideId,
  order_id: r.orderId,
  customer_id: customerId,
  date: r.date,
  programme_type: r.programmeType,
  is_flex: r.isFlex,
  discount_meals: r.discountMeals,
  version: r.version,
});

const toMerge = (r: repo.OrderMergeRow): OrderMerge => ({
  order_merge_id: r.orderMergeId,
  order_id: r.orderId,
  menu_date: r.menuDate,
  merged_with: r.mergedWith,
  merged_with_param: mergeListParam(r.mergedWith),
  version: r.version,
});

const toBag = (r: repo.AdditionalBagRow, o: { firstName: string; lastName: string }): AdditionalBag => ({
  additional_bag_id: r.additionalBagId,
  order_id: r.orderId,
  date: r.date,
  bags_json: r.bagsJson as BagLine[],
  first_name: o.firstName,
  last_name: o.lastName,
  version: r.version,
});

/** The week rows of the loaded data (pure assembly; every lookup grouped once). */
function buildRows(
  data: repo.WeekData,
  week: WeekDates,
): { order: repo.WeekOrderRow; row: WeekCustomerRow }[] {
  const days = groupBy(data.dayOverrides, (d) => d.orderId);
  const meals = groupBy(data.mealOverrides, (m) => m.orderId);
  const confirmed = new Set(data.confirmations.map((c) => c.orderId));
  const needsGroup = new Set(data.needsGroup.map((c) => c.customerId));
  const health = groupBy(data.allergens, (a) => a.customerId);
  const typeNames = new Map(data.deliveryTypes.map((t) => [t.deliveryTypeId, t.name]));
  const weekDays = Array.from({ length: 7 }, (_, i) => addDays(week.monday, i));

  return data.orders
    .filter((o) => weekDays.some((d) => inOrderSpan(d, spanOf(o))))
    .map((o) => {
      const ownHealth = health.get(o.customerId) ?? [];
      const row = weekCustomerRow({
        weekStart: week.monday,
        order: {
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
        },
        customer: {
          customer_id: o.customerId,
          first_name: o.firstName,
          last_name: o.lastName,
          is_office: o.isOffice,
        },
        place: placeOf(o),
        deliveryTypeNames: typeNames,
        zone:
          o.zoneId === null
            ? null
            : {
                delivery_type_id: o.zoneDeliveryTypeId,
                delivery_type_id_company: o.zoneDeliveryTypeIdCompany,
              },
        dayOverrides: (days.get(o.orderId) ?? []).map((d) => ({
          date: d.date,
          status: d.status,
          has_discount_meals: d.hasDiscountMeals,
          programme_type: d.programmeType,
          is_flex: d.isFlex,
        })),
        mealOverrides: (meals.get(o.orderId) ?? []).map((m) => ({
          date: m.date,
          programme_type: m.programmeType,
          is_flex: m.isFlex,
          discount_meals: m.discountMeals,
        })),
        allergies: uniq([
          ...ownHealth.filter((a) => a.kind === 'ALLERGY').map((a) => a.name),
          ...o.otherAllergens,
        ]),
        preferenceWarnings: uniq([
          ...ownHealth.filter((a) => a.kind === 'WARNING').map((a) => a.name),
          ...o.otherWarnings,
          ...o.dislikes,
        ]),
        needsDeliveryGroup: needsGroup.has(o.customerId),
        mismatchConfirmed: confirmed.has(o.orderId),
      });
      return { order: o, row };
    });
}

function parseOverviewWeek(year: string, week: string): WeekDates {
  let weekId: string;
  try {
    weekId = formatWeekId(parseWeekId(`${year}_${week}`));
  } catch (error) {
    if (isDomainError(error)) throw new AppError(400, 'VALIDATION_ERROR', messages.invalidWeekId);
    throw error;
  }
  return weekOfMonday(mondayOfWeekId(weekId));
}

export function createWeekService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /** The order behind a write on `date`: it exists, is current (v3), not cancelled, and the date is in its weeks. */
  async function writableOrder(tx: Db, orderId: number, date: IsoDate): Promise<repo.WeekOrderRow> {
    weekOfDate(date, 'date');
    const [order] = await repo.findOrders(tx, [orderId]);
    if (!order) throw notFound();
    if (order.orderVersion === 2) throw businessRule(messages.orderLegacyReadOnly);
    if (order.cancelled) throw businessRule(messages.orderCancelledNoChange);
    if (!inOrderSpan(date, spanOf(order))) throw businessRule(messages.dateOutsideOrder);
    return order;
  }

  /** Insert (version 0) or versioned update of the (order, date) record of one table. */
  async function upsert<K extends (typeof repo.keyed)[keyof typeof repo.keyed]>(
    tx: Db,
    k: K,
    orderId: number,
    date: IsoDate,
    version: number | undefined,
    values: Omit<K['table']['$inferInsert'], 'orderId'>,
  ) {
    const now = clock();
    const existing = await repo.findKeyed(tx, k, orderId, date);
    const expected = version ?? existing?.version ?? 0;
    if (expected === 0) {
      if (existing) throw conflict(messages.staleVersion);
      const created = await repo.insertKeyed(
        tx,
        k,
        { ...values, orderId } as K['table']['$inferInsert'],
        now,
      );
      if (!created) throw conflict(messages.staleVersion);
      return { before: null, after: created };
    }
    const row = await repo.updateKeyed(tx, k, orderId, date, expected, values as never, now);
    const after = await versionedRow(row, async () => existing);
    return { before: existing ?? null, after };
  }

  async function removeKeyed<K extends (typeof repo.keyed)[keyof typeof repo.keyed]>(
    actorId: number,
    entity: string,
    k: K,
    orderId: number,
    date: IsoDate,
    version: number,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      await writableOrder(tx, orderId, date);
      const row = await repo.deleteKeyed(tx, k, orderId, date, version);
      await versionedRow(row, () => repo.findKeyed(tx, k, orderId, date));
      await audit.record(
        { userId: actorId, action: 'delete', entity, entityId: orderId, change: { date, row } },
        tx,
      );
    });
  }

  /**
   * Creates or updates the (order, date) record of one table in a transaction: the order is writable that
   * date, `check` may refuse, then the versioned upsert and its audit entry.
   */
  async function saveKeyed<K extends (typeof repo.keyed)[keyof typeof repo.keyed], T>(
    actorId: number,
    entity: string,
    target: { k: K; orderId: number; date: IsoDate; version: number | undefined },
    values: Omit<K['table']['$inferInsert'], 'orderId'>,
    toDto: (row: K['table']['$inferSelect'], order: repo.WeekOrderRow) => T,
    check?: (tx: Db, order: repo.WeekOrderRow) => Promise<void>,
  ): Promise<T> {
    const { k, orderId, date, version } = target;
    return db.transaction(async (tx) => {
      const order = await writableOrder(tx, orderId, date);
      await check?.(tx, order);
      const { before, after } = await upsert(tx, k, orderId, date, version, values);
      const result = toDto(after, order);
      await audit.record(
        {
          userId: actorId,
          action: before ? 'update' : 'create',
          entity,
          entityId: orderId,
          change: { date, before, after: result },
        },
        tx,
      );
      return result;
    });
  }

  async function overviewOf(week: WeekDates, onlyOrderId?: number): Promise<CustomerOverview> {
    const data = await repo.loadWeek(db, week, onlyOrderId);
    const built = buildRows(data, week);
    const ids = built.map((b) => b.order.orderId);
    const extras = await repo.loadWeekExtras(db, week.monday, week.sunday, ids);
    const key = (orderId: number, date: string) => `${orderId}|${date}`;
    const days = new Map(data.dayOverrides.map((d) => [key(d.orderId, d.date), d]));
    const meals = new Map(data.mealOverrides.map((m) => [key(m.orderId, m.date), m]));
    const bags = new Map(extras.bags.map((b) => [key(b.orderId, b.date), b]));
    const merges = new Map(extras.merges.map((m) => [key(m.orderId, m.menuDate), m]));
    const overridesOf = groupBy(data.dayOverrides, (d) => d.orderId);
    const { year, week: weekNo } = parseWeekId(week.weekId);
    const orders: OverviewOrder[] = built.map(({ order: o, row }) => {
      const schedule = orderWeekSchedule(week.weekId, overridesOf.get(o.orderId) ?? [], spanOf(o));
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
        days: schedule.days.map((d) => {
          const k = key(o.orderId, d.date);
          const day = days.get(k);
          const meal = meals.get(k);
          const bag = bags.get(k);
          const merge = merges.get(k);
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
        }),
      };
    });
    return {
      week_id: week.weekId,
      year,
      week: weekNo,
      start_date: week.monday,
      days: Array.from({ length: 5 }, (_, i) => addDays(week.monday, i)),
      orders,
    };
  }

  return {
    /** Spec §2 The week: a row per order active in the week of `startDate` (default: the §9 default week). */
    async weekCustomers(startDate: IsoDate | undefined): Promise<WeekCustomersResponse> {
      const week = startDate ? weekOfDate(startDate, 'start_date') : weekOfMonday(defaultWeekMonday(clock()));
      const data = await repo.loadWeek(db, week);
      const rows = buildRows(data, week).map((b) => b.row);
      return {
        week_id: week.weekId,
        start_date: week.monday,
        days: Array.from({ length: 5 }, (_, i) => addDays(week.monday, i)),
        rows: rows.map(({ counts: _counts, ...row }) => row),
        totals: weekTotals(week.monday, rows),
        allergen_names_de: Object.fromEntries(data.allergens.map((a) => [a.name, a.nameDe])),
      };
    },

    defaultWeekId(): string {
      return weekIdOfDate(defaultWeekMonday(clock()));
    },

    async overview(year: string, week: string): Promise<CustomerOverview> {
      return overviewOf(parseOverviewWeek(year, week));
    },

    async overviewOrder(year: string, week: string, orderId: number): Promise<OverviewOrder> {
      const result = await overviewOf(parseOverviewWeek(year, week), orderId);
      const order = result.orders[0];
      if (!order) throw notFound(messages.orderNotInWeek);
      return order;
    },

    putDayOverride: (
      actorId: number,
      orderId: number,
      date: IsoDate,
      input: {
        status: 0 | 1;
        has_discount_meals: boolean;
        programme_type: 'LEAN' | 'STRONG' | null;
        is_flex: boolean | null;
        version: number;
      },
    ): Promise<DayOverride> =>
      saveKeyed(
        actorId,
        'day_override',
        { k: repo.keyed.day, orderId, date, version: input.version },
        {
          date,
          status: input.status,
          hasDiscountMeals: input.has_discount_meals,
          programmeType: input.programme_type,
          isFlex: input.is_flex,
        },
        (row, order) => toDayOverride(row, order.customerId),
      ),

    deleteDayOverride: (actorId: number, orderId: number, date: IsoDate, version: number) =>
      removeKeyed(actorId, 'day_override', repo.keyed.day, orderId, date, version),

    putMealOverride: (
      actorId: number,
      orderId: number,
      date: IsoDate,
      input: {
        programme_type: 'LEAN' | 'STRONG';
        is_flex: boolean;
        discount_meals: MealType[];
        version: number;
      },
    ): Promise<MealOverride> =>
      saveKeyed(
        actorId,
        'meal_override',
        { k: repo.keyed.meal, orderId, date, version: input.version },
        {
          date,
          programmeType: input.programme_type,
          isFlex: input.is_flex,
          discountMeals: [...new Set(input.discount_meals)],
        },
        (row, order) => toMealOverride(row, order.customerId),
      ),

    deleteMealOverride: (actorId: number, orderId: number, date: IsoDate, version: number) =>
      removeKeyed(actorId, 'meal_override', repo.keyed.meal, orderId, date, version),

    async putMerge(
      actorId: number,
      orderId: number,
      date: IsoDate,
      input: { merged_with: number[]; version?: number | undefined },
    ): Promise<OrderMerge> {
      const ids = mergeListParam(input.merged_with).split(',').map(Number);
      if (ids.includes(orderId)) throw validationError('merged_with', messages.mergeWithItself);
      /** Every merged order exists, is delivered that date, and goes where this one goes. */
      const check = async (tx: Db, order: repo.WeekOrderRow) => {
        const others = await repo.findOrders(tx, ids);
        if (others.length !== ids.length) throw businessRule(messages.mergeOrderUnknown);
        const overrides = groupBy(await repo.dayOverridesOf(tx, ids, date), (d) => d.orderId);
        const weekId = weekIdOfDate(date);
        for (const other of others) {
          const day = orderWeekSchedule(weekId, overrides.get(other.orderId) ?? [], spanOf(other)).days.find(
            (d) => d.date === date,
          );
          if (other.cancelled || !day?.active) throw businessRule(messages.mergeNotDelivered);
        }
        const own = deliveryKey(order);
        if (own === null || others.some((o) => deliveryKey(o) !== own)) {
          throw businessRule(messages.mergeDifferentDelivery);
        }
      };
      return saveKeyed(
        actorId,
        'order_merge',
        { k: repo.keyed.merge, orderId, date, version: input.version },
        { menuDate: date, mergedWith: ids },
        (row) => toMerge(row),
        check,
      );
    },

    deleteMerge: (actorId: number, orderId: number, date: IsoDate, version: number) =>
      removeKeyed(actorId, 'order_merge', repo.keyed.merge, orderId, date, version),

    async listBags(orderId: number): Promise<{ items: AdditionalBag[] }> {
      const [order] = await repo.findOrders(db, [orderId]);
      if (!order) throw notFound();
      return { items: (await repo.bagsOfOrder(db, orderId)).map((b) => toBag(b, order)) };
    },

    putBag: (
      actorId: number,
      orderId: number,
      date: IsoDate,
      input: { bags_json: BagLine[]; version: number },
    ): Promise<AdditionalBag> =>
      saveKeyed(
        actorId,
        'additional_bag',
        { k: repo.keyed.bag, orderId, date, version: input.version },
        { date, bagsJson: input.bags_json },
        (row, order) => toBag(row, order),
      ),

    deleteBag: (actorId: number, orderId: number, date: IsoDate, version: number) =>
      removeKeyed(actorId, 'additional_bag', repo.keyed.bag, orderId, date, version),

    /**
     * Sets (confirmed) or withdraws the delivery-mismatch confirmation of the order for the week of
     * `weekStart`; both are idempotent. Confirming needs an order that delivers in that week.
     */
    async setMismatchConfirmation(
      actorId: number,
      orderId: number,
      weekStart: IsoDate,
      confirmed: boolean,
    ): Promise<MismatchConfirmation> {
      const week = weekOfDate(weekStart, 'week_start');
      return db.transaction(async (tx) => {
        const [order] = await repo.findOrders(tx, [orderId]);
        if (!order) throw notFound();
        const days = Array.from({ length: 7 }, (_, i) => addDays(week.monday, i));
        if (confirmed && (order.cancelled || !days.some((d) => inOrderSpan(d, spanOf(order))))) {
          throw businessRule(messages.orderNotInWeek);
        }
        const changed = confirmed
          ? await repo.confirmMismatch(tx, orderId, week.monday, actorId, clock())
          : await repo.unconfirmMismatch(tx, orderId, week.monday);
        if (changed) {
          await audit.record(
            {
              userId: actorId,
              action: confirmed ? 'create' : 'delete',
              entity: 'delivery_mismatch_confirmation',
              entityId: orderId,
              change: { week_start: week.monday },
            },
            tx,
          );
        }
        return { order_id: orderId, week_start: week.monday, confirmed };
      });
    },
  };
}

export type WeekService = ReturnType<typeof createWeekService>;
