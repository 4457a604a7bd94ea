import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import { inOrderSpan, orderWeekSchedule } from '@brigade/domain/orders/day-schedule';
import { mergeListParam } from '@brigade/domain/orders/merge-list';
import type {
  AdditionalBag,
  DayOverride,
  MealOverride,
  OrderMerge,
  PutAdditionalBag,
  PutDayOverride,
  PutMealOverride,
  PutMerge,
} from '@brigade/domain/schemas/week';
import { deliveryPlaceKey } from '@brigade/domain/week/week-delivery';
import type { Db } from '../../db/client.ts';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import { weekOfDate } from '../../lib/week-dates.ts';
import { placeOf, spanOf, toBag, toDayOverride, toMealOverride, toMerge } from './mapping.ts';
import * as keyedRepo from './overrides-repository.ts';
import type { Keyed, KeyedRow, KeyedValues } from './overrides-repository.ts';
import * as repo from './repository.ts';

/** Where a write lands: one table's record of the order on a date, and the version the caller read. */
interface Target<K extends Keyed> {
  k: K;
  orderId: number;
  date: IsoDate;
  /** 0 or none creates (none: whatever is stored is updated). */
  version: number | undefined;
}

/**
 * An order's records on a date: day and meal overrides, merges with other orders, additional bags. Each is
 * one record per order and date, created with version 0 and then changed with the version read; the order
 * must be current (not legacy), not cancelled, and deliver in weeks that hold the date.
 */
export function createWeekOverridesService({ db, clock, audit }: CoreDeps) {
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
  async function upsert<K extends Keyed>(tx: Db, target: Target<K>, values: KeyedValues<K>) {
    const { k, orderId, date } = target;
    const now = clock();
    const existing = await keyedRepo.findKeyed(tx, k, orderId, date);
    const expected = target.version ?? existing?.version ?? 0;
    if (expected === 0) {
      if (existing) throw conflict(messages.staleVersion);
      const created = await keyedRepo.insertKeyed(tx, k, orderId, values, now);
      if (!created) throw conflict(messages.staleVersion);
      return { before: null, after: created };
    }
    const row = await keyedRepo.updateKeyed(tx, k, orderId, date, expected, values, now);
    const after = await versionedRow(row, async () => existing);
    return { before: existing ?? null, after };
  }

  /**
   * Creates or updates the (order, date) record of one table in a transaction: the order is writable that
   * date, `check` may refuse, then the versioned upsert and its audit entry.
   */
  async function saveKeyed<K extends Keyed, T>(
    actorId: number,
    entity: string,
    target: Target<K>,
    values: KeyedValues<K>,
    toDto: (row: KeyedRow<K>, order: repo.WeekOrderRow) => T,
    check?: (tx: Db, order: repo.WeekOrderRow) => Promise<void>,
  ): Promise<T> {
    const { orderId, date } = target;
    return db.transaction(async (tx) => {
      const order = await writableOrder(tx, orderId, date);
      await check?.(tx, order);
      const { before, after } = await upsert(tx, target, values);
      const result = toDto(after, order);
      const action = before ? 'update' : 'create';
      const change = { date, before, after: result };
      await audit.record({ userId: actorId, action, entity, entityId: orderId, change }, tx);
      return result;
    });
  }

  /** Deletes the (order, date) record of one table with the version read, and audits it. */
  function removeKeyed(entity: string, k: Keyed) {
    return async (actorId: number, orderId: number, date: IsoDate, version: number): Promise<void> => {
      await db.transaction(async (tx) => {
        await writableOrder(tx, orderId, date);
        const row = await keyedRepo.deleteKeyed(tx, k, orderId, date, version);
        await versionedRow(row, () => keyedRepo.findKeyed(tx, k, orderId, date));
        await audit.record(
          { userId: actorId, action: 'delete', entity, entityId: orderId, change: { date, row } },
          tx,
        );
      });
    };
  }

  /** Every merged order exists, is delivered that date, and goes where this one goes. */
  async function checkMerge(tx: Db, order: repo.WeekOrderRow, ids: number[], date: IsoDate) {
    const others = await repo.findOrders(tx, ids);
    if (others.length !== ids.length) throw businessRule(messages.mergeOrderUnknown);
    const overrides = groupBy(await repo.dayOverridesOf(tx, ids, date), (d) => d.orderId);
    const weekId = weekIdOfDate(date);
    for (const other of others) {
      const schedule = orderWeekSchedule(weekId, overrides.get(other.orderId) ?? [], spanOf(other));
      const day = schedule.days.find((d) => d.date === date);
      if (other.cancelled || !day?.active) throw businessRule(messages.mergeNotDelivered);
    }
    const placeKey = (o: repo.WeekOrderRow) => deliveryPlaceKey(o, placeOf(o));
    const own = placeKey(order);
    if (own === null || others.some((o) => placeKey(o) !== own)) {
      throw businessRule(messages.mergeDifferentDelivery);
    }
  }

  return {
    putDayOverride: (actorId: number, orderId: number, date: IsoDate, input: PutDayOverride) =>
      saveKeyed(
        actorId,
        'day_override',
        { k: keyedRepo.keyed.day, orderId, date, version: input.version },
        {
          date,
          status: input.status,
          hasDiscountMeals: input.has_discount_meals,
          programmeType: input.programme_type,
          isFlex: input.is_flex,
        },
        (row, order): DayOverride => toDayOverride(row, order.customerId),
      ),

    deleteDayOverride: removeKeyed('day_override', keyedRepo.keyed.day),

    putMealOverride: (actorId: number, orderId: number, date: IsoDate, input: PutMealOverride) =>
      saveKeyed(
        actorId,
        'meal_override',
        { k: keyedRepo.keyed.meal, orderId, date, version: input.version },
        {
          date,
          programmeType: input.programme_type,
          isFlex: input.is_flex,
          discountMeals: [...new Set(input.discount_meals)],
        },
        (row, order): MealOverride => toMealOverride(row, order.customerId),
      ),

    deleteMealOverride: removeKeyed('meal_override', keyedRepo.keyed.meal),

    async putMerge(actorId: number, orderId: number, date: IsoDate, input: PutMerge): Promise<OrderMerge> {
      const ids = mergeListParam(input.merged_with).split(',').map(Number);
      if (ids.includes(orderId)) throw validationError('merged_with', messages.mergeWithItself);
      return saveKeyed(
        actorId,
        'order_merge',
        { k: keyedRepo.keyed.merge, orderId, date, version: input.version },
        { menuDate: date, mergedWith: ids },
        (row) => toMerge(row),
        (tx, order) => checkMerge(tx, order, ids, date),
      );
    },

    deleteMerge: removeKeyed('order_merge', keyedRepo.keyed.merge),

    async listBags(orderId: number): Promise<{ items: AdditionalBag[] }> {
      const [order] = await repo.findOrders(db, [orderId]);
      if (!order) throw notFound();
      return { items: (await repo.bagsOfOrder(db, orderId)).map((b) => toBag(b, order)) };
    },

    putBag: (
      actorId: number,
      orderId: number,
      date: IsoDate,
      input: PutAdditionalBag,
    ): Promise<AdditionalBag> =>
      saveKeyed(
        actorId,
        'additional_bag',
        { k: keyedRepo.keyed.bag, orderId, date, version: input.version },
        { date, bagsJson: input.bags_json },
        (row, order) => toBag(row, order),
      ),

    deleteBag: removeKeyed('additional_bag', keyedRepo.keyed.bag),
  };
}

export type WeekOverridesService = ReturnType<typeof createWeekOverridesService>;
