import { addDays, isIsoDate, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import {
  dayDeliveries,
  deliveryBags,
  packDeliveries,
  type BagMatch,
  type DayDelivery,
  type OrderDeliveryBag,
} from '@brigade/domain/logistics/delivery-bags';
import { messages } from '@brigade/domain/messages/catalogue';
import { isMealType } from '@brigade/domain/programmes/meal-types';
import type {
  BagRecipeStatusResponse,
  LogisticsBagsWeek,
  PutBagRecipeStatusRequest,
} from '@brigade/domain/schemas/logistics';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { upsertVersionedAudited } from '../../lib/audited-write.ts';
import { businessRule, notFound } from '../../lib/errors.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { KitchenDay } from '../production/kitchen-counts-service.ts';
import type { KitchenCounts } from '../production/module.ts';
import { statusFinder, toBagRecipeStatus, toLogisticsBag } from './mapping.ts';
import * as repo from './repository.ts';

/** A week's Monday as YYYY-MM-DD (with a week id), else 422: the bags of a week run Monday to Sunday. */
function weekStart(value: string): IsoDate {
  if (!isIsoDate(value) || isoWeekday(value) !== 1) throw businessRule(messages.bagsWeekStartInvalid);
  try {
    weekIdOfDate(value);
  } catch {
    throw businessRule(messages.bagsWeekStartInvalid);
  }
  return value;
}

/** The meal slots' recipes of a kitchen day, as the bags name them. */
const mealSlots = (day: KitchenDay) =>
  day.recipes
    .filter((r) => isMealType(r.slot))
    .map((r) => ({ slot: r.slot, recipeId: r.recipeId, name: r.name, clientFacingName: r.clientFacingName }));

/**
 * The bags of a week (ADR 064): each delivery date's bags are the domain's `deliveryBags` of the kitchen's own
 * day (production's kitchen counts: one rule for what is made and what is packed), with the customers'
 * allergen matches of that date and the packers' marks on each recipe line.
 */
export function createLogisticsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  kitchenCounts: KitchenCounts;
  matching: AllergenMatchingService;
}) {
  const { db, clock, audit, kitchenCounts, matching } = deps;

  /**
   * The allergen and warning matches of the day's meal recipes: for the orders delivering that date, and for
   * the customers of additional bags (who may get one on a day they do not otherwise deliver). With
   * `customers`, only theirs (their delivering orders, else the customer without an order).
   */
  async function matchesOf(day: KitchenDay, customers?: readonly number[]): Promise<BagMatch[]> {
    const recipeIds = [...new Set(mealSlots(day).map((s) => s.recipeId))];
    if (recipeIds.length === 0) return [];
    const date = day.date;
    if (customers) {
      if (customers.length === 0) return [];
      return (await matching.match({ recipe_ids: recipeIds, date, customer_ids: [...customers] })).matches;
    }
    const bagCustomers = [
      ...new Set(
        day.additionalBags.flatMap((b) => (typeof b.customer_id === 'number' ? [b.customer_id] : [])),
      ),
    ];
    const [delivering, withBags] = await Promise.all([
      matching.match({ recipe_ids: recipeIds, date }),
      bagCustomers.length > 0
        ? matching.match({ recipe_ids: recipeIds, date, customer_ids: bagCustomers })
        : Promise.resolve({ matches: [] }),
    ]);
    return [...delivering.matches, ...withBags.matches];
  }

  /** The day's bags (matches given, or none when only the lines matter). */
  const bagsOf = (day: KitchenDay, matches: BagMatch[]): OrderDeliveryBag[] =>
    deliveryBags({
      date: day.date,
      orders: day.orders,
      additionalBags: day.additionalBags,
      recipes: mealSlots(day),
      matches,
    });

  /** A read of customers' health data is audited, naming whose (ADR 021). */
  async function auditHealthRead(actorId: number, monday: IsoDate, answer: LogisticsBagsWeek) {
    const shown = answer.days.flatMap((d) =>
      d.bags.filter((b) =>
        Object.values(b.bag.meals).some((m) => m.allergies.length > 0 || m.warnings.length > 0),
      ),
    );
    const customerIds = [...new Set(shown.flatMap((b) => (b.customer_id === null ? [] : [b.customer_id])))];
    if (customerIds.length === 0) return;
    await audit.record({
      userId: actorId,
      action: 'read',
      entity: 'customer_health',
      entityId: monday,
      change: { via: 'logistics bags', customer_ids: customerIds.sort((a, b) => a - b) },
    });
  }

  return {
    /**
     * Who receives a bag on a date (the kitchen's rule, ADR 064), and the packing of some of those bags with
     * their customers' allergen matches: a team's run of one period packs and matches only its own orders, not
     * the whole day (ADR 066).
     */
    async dayDeliveries(date: IsoDate) {
      const day = (await kitchenCounts.days([date])).get(date)!;
      const deliveries = dayDeliveries({ date, orders: day.orders, additionalBags: day.additionalBags });
      return {
        deliveries,
        /** The bags of the deliveries given (in their order), each with its customer's matches. */
        async bagsOf(wanted: readonly DayDelivery[]): Promise<OrderDeliveryBag[]> {
          const customers = new Set<number>();
          for (const d of wanted) if (d.customerId !== null) customers.add(d.customerId);
          const matches = await matchesOf(day, [...customers]);
          return packDeliveries(wanted, { recipes: mealSlots(day), matches });
        },
      };
    },

    /**
     * The bags of one date and the recipe of each meal slot: what its labels print (ADR 068). With `matches`,
     * each bag carries its customer's allergen matches (the packing check); without, none (meal labels).
     */
    async packingDay(date: IsoDate, matches: boolean) {
      const day = (await kitchenCounts.days([date])).get(date)!;
      const bags = bagsOf(day, matches ? await matchesOf(day) : []);
      return { bags, slots: mealSlots(day) };
    },

    /** The bags of the week starting `startDate` (a Monday): the dates Monday–Sunday that have any. */
    async week(actorId: number, startDate: string): Promise<LogisticsBagsWeek> {
      const monday = weekStart(startDate);
      const dates = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n));
      const [days, statuses] = await Promise.all([kitchenCounts.days(dates), repo.statusesOf(db, dates)]);
      const find = statusFinder(statuses);
      const perDay = await Promise.all(
        dates.map(async (date) => {
          const day = days.get(date)!;
          const bags = bagsOf(day, await matchesOf(day));
          return { date, bags: bags.map((b) => toLogisticsBag(date, b, find)) };
        }),
      );
      const answer = {
        start_date: monday,
        week_id: weekIdOfDate(monday),
        days: perDay.filter((d) => d.bags.length > 0),
      };
      await auditHealthRead(actorId, monday, answer);
      return answer;
    },

    /**
     * Marks a recipe line of an order's bag of a date (bagIndex 0 its own bag, 1 its additional bag): 404 when
     * the bag or the line is not there (today's rules), 409 when the version read is stale.
     */
    async setStatus(
      actorId: number,
      key: repo.BagRecipeKey,
      input: PutBagRecipeStatusRequest,
    ): Promise<BagRecipeStatusResponse> {
      const day = await kitchenCounts.days([key.date]);
      const bag = bagsOf(day.get(key.date)!, []).find((b) => b.orderId === key.orderId);
      if (!bag) throw notFound(messages.bagNotFound);
      if (!bag.bag.recipes.some((r) => r.recipeId === key.recipeId && r.bagIndex === key.bagIndex)) {
        throw notFound(messages.bagRecipeNotFound);
      }
      const now = clock();
      return upsertVersionedAudited(deps, {
        entity: 'bag_recipe_status',
        actorId,
        version: input.version,
        find: (tx) => repo.findStatus(tx, key),
        insert: (tx) => repo.insertStatus(tx, key, input.status, now),
        update: (tx) => repo.updateStatus(tx, key, input.version, input.status, now),
        view: toBagRecipeStatus,
        key: (row) => row.bagRecipeStatusId,
      });
    },
  };
}

export type LogisticsService = ReturnType<typeof createLogisticsService>;
