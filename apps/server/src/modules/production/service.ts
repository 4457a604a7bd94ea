import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { receivingOrders } from '@brigade/domain/kitchen/day-meal-counts';
import { messages } from '@brigade/domain/messages/catalogue';
import { isMealType } from '@brigade/domain/programmes/meal-types';
import type {
  DaySlot,
  ProductionDayMatches,
  ProductionSlot,
  ProductionStageResponse,
  ProductionWeek,
  PutProductionStageRequest,
} from '@brigade/domain/schemas/production';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import type { AuditService } from '../audit/service.ts';
import { createAssignmentsService } from './assignments-service.ts';
import { createInFlightGuard } from './in-flight.ts';
import { loadKitchenDays, type KitchenDay } from './kitchen-days.ts';
import * as planningRepo from './planning-repository.ts';
import { createPlanningService } from './planning-service.ts';
import * as repo from './repository.ts';
import { datesFrom, inSlotOrder, mondayOf, productionDay, productionSlot } from './week-view.ts';

/** Issue 7 'Recipes this Week' (spec §2 /week/recipes, §3 Planning, §4 production stages) and /recipes/assign. */
export function createProductionService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  matching: AllergenMatchingService;
}) {
  const { db, clock, audit, matching } = deps;
  const stageGuard = createInFlightGuard();

  async function kitchenDay(date: IsoDate): Promise<KitchenDay> {
    return (await loadKitchenDays(db, [date])).get(date)!;
  }

  /** The stored slot of a date, or 404 'No recipe is assigned to this slot on this day.' */
  async function assigned(tx: Db, date: IsoDate, slot: DaySlot) {
    const row = await repo.findSlot(tx, date, slot);
    if (!row) throw notFound(messages.dayRecipeNotAssigned);
    return row;
  }

  type SlotRow = NonNullable<Awaited<ReturnType<typeof repo.findSlot>>>;

  /** Updates an assigned slot under the version read (409 when stale) and audits the fields `shown`. */
  async function updateSlot(
    tx: Db,
    actorId: number,
    at: { date: IsoDate; slot: DaySlot; version: number },
    values: repo.DayRecipeValues,
    shown: (row: SlotRow) => Record<string, unknown>,
  ): Promise<SlotRow> {
    const before = await assigned(tx, at.date, at.slot);
    const after = await repo.updateSlotIfVersion(tx, before.dayRecipeId, at.version, values, clock());
    if (!after) throw conflict(messages.staleVersion);
    await audit.record(
      {
        userId: actorId,
        action: 'update',
        entity: 'day_recipe',
        entityId: after.dayRecipeId,
        change: { date: at.date, slot: at.slot, before: shown(before), after: shown(after) },
      },
      tx,
    );
    return after;
  }

  return {
    ...createPlanningService({ db, clock, audit }),
    ...createAssignmentsService({ db, clock, audit }),

    /**
     * Monday–Friday of the week holding `startDate` (default: the default week, spec §9): a set-based load of
     * the five dates' orders, overrides, bags and slots, then the domain's counts per date.
     */
    async week(startDate: IsoDate | undefined): Promise<ProductionWeek> {
      const monday = startDate === undefined ? defaultWeekMonday(clock()) : mondayOf(startDate);
      const dates = datesFrom(monday, 5);
      const [days, planning, tasks] = await Promise.all([
        loadKitchenDays(db, dates),
        planningRepo.planningDaysOf(db, dates),
        planningRepo.tasksOf(db, dates),
      ]);
      const planningOf = new Map(planning.map((p) => [p.date, p]));
      return {
        start_date: monday,
        week_id: weekIdOfDate(monday),
        days: dates.map((date) =>
          productionDay(
            days.get(date)!,
            planningOf.get(date),
            tasks.filter((t) => t.date === date),
          ),
        ),
      };
    },

    /**
     * The allergen and warning matches of each assigned slot of the date, for the orders that receive that
     * slot's meal that day (day and meal overrides, discount meals; undetermined programmes included). An
     * extra slot is checked against every order delivering that day: who gets an extra is not recorded, so
     * safety first. The read of health data is audited (DESIGN §5) when it shows anyone's.
     */
    async dayMatches(actorId: number, date: IsoDate): Promise<ProductionDayMatches> {
      const day = await kitchenDay(date);
      const slots = inSlotOrder(day.recipes);
      const checked = day.counts.totals.totalOrderCount;
      if (slots.length === 0) return { date, customers_checked: checked, slots: [] };
      const result = await matching.match({ recipe_ids: [...new Set(slots.map((s) => s.recipeId))], date });
      const recipeOf = new Map(result.recipes.map((r) => [r.recipe_id, r]));
      // Only matched orders need their meals worked out (each order is judged on its own): at 10,000 orders
      // eight passes over all of them would cost more than the matching.
      const matched = new Set(result.matches.map((m) => m.order_id));
      const orders = day.orders.filter((o) => matched.has(o.order_id));
      // Safety first: a matched order the kitchen's load does not know is kept on every slot.
      const known = new Set(orders.map((o) => o.order_id));
      const receives = (orderId: number | null, receivers: Set<number> | null) =>
        receivers === null || orderId === null || !known.has(orderId) || receivers.has(orderId);
      const answer: ProductionDayMatches = {
        date,
        customers_checked: checked,
        slots: slots.map((s) => {
          const receivers = isMealType(s.slot)
            ? new Set(receivingOrders({ date, orders }, s.slot).map((o) => o.orderId))
            : null;
          return {
            slot: s.slot as DaySlot,
            recipe_id: s.recipeId,
            name: s.name,
            unreviewed_ingredients: recipeOf.get(s.recipeId)?.unreviewed_ingredients ?? [],
            matches: result.matches.filter(
              (m) => m.recipe_id === s.recipeId && receives(m.order_id, receivers),
            ),
          };
        }),
      };
      const customerIds = [...new Set(answer.slots.flatMap((s) => s.matches.map((m) => m.customer_id)))];
      if (customerIds.length > 0) {
        await audit.record({
          userId: actorId,
          action: 'read',
          entity: 'customer_health',
          entityId: date,
          change: { via: 'production day matches', customer_ids: customerIds.sort((a, b) => a - b) },
        });
      }
      return answer;
    },

    /**
     * Spec §4: one stage update at a time per meal of a day. A second one while the first runs in this process
     * is refused at once (409 productionStageBusy); across instances the version check refuses it. is_done
     * true also sets the stage to PACKED, the last stage: a meal is done once it is packed.
     */
    async setStage(
      actorId: number,
      date: IsoDate,
      slot: DaySlot,
      input: PutProductionStageRequest,
    ): Promise<ProductionStageResponse> {
      return stageGuard.run(
        `${date}/${slot}`,
        () => conflict(messages.productionStageBusy),
        () =>
          db.transaction(async (tx) => {
            const values = {
              productionStage: input.is_done ? 'PACKED' : input.production_stage,
              isDone: input.is_done,
            };
            const after = await updateSlot(
              tx,
              actorId,
              { date, slot, version: input.version },
              values,
              (row) => ({ production_stage: row.productionStage, is_done: row.isDone }),
            );
            return {
              slot,
              production_stage: values.productionStage as ProductionStageResponse['production_stage'],
              is_done: after.isDone,
              version: after.version,
            };
          }),
      );
    },

    /** Spec §2 'adjust daily meal quantity': answers the slot with its counts after the change. */
    async setQtyAdjust(
      actorId: number,
      date: IsoDate,
      slot: DaySlot,
      input: { qty_adjust: number; version: number },
    ): Promise<ProductionSlot> {
      await db.transaction((tx) =>
        updateSlot(
          tx,
          actorId,
          { date, slot, version: input.version },
          { qtyAdjust: input.qty_adjust },
          (row) => ({ qty_adjust: row.qtyAdjust }),
        ),
      );
      const day = await kitchenDay(date);
      const row = day.recipes.find((r) => r.slot === slot);
      // Cleared by a planner between the write and this read.
      if (!row) throw notFound(messages.dayRecipeNotAssigned);
      return productionSlot(day, row);
    },
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
