import { workingDaysOfWeek } from '@brigade/domain/calendar/working-days';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { inSlotOrder } from '@brigade/domain/kitchen/production-day';
import { slotMatches } from '@brigade/domain/kitchen/slot-matches';
import { messages } from '@brigade/domain/messages/catalogue';
import type {
  DaySlot,
  ProductionDayMatches,
  ProductionSlot,
  ProductionStageResponse,
  ProductionWeek,
  PutProductionStageRequest,
} from '@brigade/domain/schemas/production';
import { mondayOf } from '@brigade/domain/week/week-dates';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { createInFlightGuard } from '../../lib/in-flight.ts';
import type { AllergenMatchingService } from '../allergen-matching/service.ts';
import type { AuditService } from '../audit/service.ts';
import type { KitchenCountsService } from './kitchen-counts-service.ts';
import { toProductionDay, toProductionSlot } from './mapping.ts';
import * as planningRepo from './planning-repository.ts';
import * as repo from './repository.ts';

type SlotRow = NonNullable<Awaited<ReturnType<typeof repo.findSlot>>>;

/**
 * Recipes this Week: the kitchen's Monday–Friday with its counts (ADR 043), the allergen matches of each slot
 * (ADR 048), and each meal's production stage and quantity adjustment (ADR 045).
 */
export function createProductionService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  matching: AllergenMatchingService;
  kitchenCounts: KitchenCountsService;
}) {
  const { db, clock, audit, matching, kitchenCounts } = deps;
  const stageGuard = createInFlightGuard();

  /** The stored slot of a date, or 404 'No recipe is assigned to this slot on this day.' */
  async function assigned(tx: Db, date: IsoDate, slot: DaySlot) {
    const row = await repo.findSlot(tx, date, slot);
    if (!row) throw notFound(messages.dayRecipeNotAssigned);
    return row;
  }

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

  /** A read of customers' health data is audited, naming whose (ADR 021). */
  async function auditHealthRead(actorId: number, date: IsoDate, answer: ProductionDayMatches) {
    const customerIds = [...new Set(answer.slots.flatMap((s) => s.matches.map((m) => m.customer_id)))];
    if (customerIds.length === 0) return;
    await audit.record({
      userId: actorId,
      action: 'read',
      entity: 'customer_health',
      entityId: date,
      change: { via: 'production day matches', customer_ids: customerIds.sort((a, b) => a - b) },
    });
  }

  return {
    /**
     * Monday–Friday of the week holding `startDate` (default: the default week): a set-based load of the five
     * dates' orders, overrides, bags and slots, then the domain's counts per date.
     */
    async week(startDate: IsoDate | undefined): Promise<ProductionWeek> {
      const monday = startDate === undefined ? defaultWeekMonday(clock()) : mondayOf(startDate);
      const dates = workingDaysOfWeek(monday);
      const [days, planning, tasks] = await Promise.all([
        kitchenCounts.days(dates),
        planningRepo.planningDaysOf(db, dates),
        planningRepo.tasksOf(db, dates),
      ]);
      const planningOf = new Map(planning.map((p) => [p.date, p]));
      return {
        start_date: monday,
        week_id: weekIdOfDate(monday),
        days: dates.map((date) =>
          toProductionDay(
            days.get(date)!,
            planningOf.get(date),
            tasks.filter((t) => t.date === date),
          ),
        ),
      };
    },

    /**
     * The allergen and warning matches of each assigned slot of the date, for the orders that receive that
     * slot's meal that day (`slotMatches`). The read is audited when it shows anyone's health data.
     */
    async dayMatches(actorId: number, date: IsoDate): Promise<ProductionDayMatches> {
      const day = await kitchenCounts.day(date);
      const slots = inSlotOrder(day.recipes);
      const checked = day.counts.totals.totalOrderCount;
      if (slots.length === 0) return { date, customers_checked: checked, slots: [] };
      const result = await matching.match({ recipe_ids: [...new Set(slots.map((s) => s.recipeId))], date });
      const recipeOf = new Map(result.recipes.map((r) => [r.recipe_id, r]));
      const matches = slotMatches({ date, orders: day.orders, slots, matches: result.matches });
      const answer: ProductionDayMatches = {
        date,
        customers_checked: checked,
        slots: slots.map((s, i) => ({
          slot: s.slot as DaySlot,
          recipe_id: s.recipeId,
          name: s.name,
          unreviewed_ingredients: recipeOf.get(s.recipeId)?.unreviewed_ingredients ?? [],
          matches: matches[i]!,
        })),
      };
      await auditHealthRead(actorId, date, answer);
      return answer;
    },

    /**
     * One stage update at a time per meal of a day (ADR 045): a second one while the first runs in this process
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

    /** Adjusts a slot's daily quantity; answers the slot with its counts after the change. */
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
      const day = await kitchenCounts.day(date);
      const row = day.recipes.find((r) => r.slot === slot);
      // Cleared by a planner between the write and this read.
      if (!row) throw notFound(messages.dayRecipeNotAssigned);
      return toProductionSlot(day, row);
    },
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
