import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { readableDate } from '@brigade/domain/calendar/readable-date';
import { mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { isMealType, MEAL_TYPES } from '@brigade/domain/programmes/meal-types';
import {
  DAY_SLOTS,
  PRODUCTION_STAGES,
  type AssignDay,
  type DaySlot,
  type DayTask,
  type ProductionDay,
  type ProductionSlot,
  type ProductionStage,
} from '@brigade/domain/schemas/production';
import type { KitchenDay } from './kitchen-days.ts';
import type { DayTaskRow, PlanningDayRow } from './planning-repository.ts';
import type { DayRecipeRow } from './repository.ts';

// Pure mapping of the loaded rows to the production API's shapes (packages/domain/src/schemas/production.ts).

/** The Monday of the ISO week holding `date`. */
export const mondayOf = (date: IsoDate): IsoDate => mondayOfWeekId(weekIdOfDate(date));

/** `count` consecutive dates from `start`. */
export const datesFrom = (start: IsoDate, count: number): IsoDate[] =>
  Array.from({ length: count }, (_, i) => addDays(start, i));

const slotRank = new Map<string, number>(DAY_SLOTS.map((s, i) => [s, i]));

/** Slots in the day's order: the eight meal types in menu order, then extra_1 … extra_5. */
export function inSlotOrder<T extends { slot: string }>(rows: readonly T[]): T[] {
  return rows
    .filter((r) => slotRank.has(r.slot))
    .sort((a, b) => slotRank.get(a.slot)! - slotRank.get(b.slot)!);
}

/** A stage outside the known list (written by hand in the database) reads as not started. */
const stageOf = (value: string): ProductionStage =>
  (PRODUCTION_STAGES as readonly string[]).includes(value) ? (value as ProductionStage) : 'NOT_STARTED';

/** One assigned slot with its counts: a meal's from the day's orders, an extra's only its qty_adjust. */
export function productionSlot(day: KitchenDay, row: DayRecipeRow): ProductionSlot {
  const base = {
    slot: row.slot as DaySlot,
    day_recipe_id: row.dayRecipeId,
    recipe_id: row.recipeId,
    name: row.name,
    client_facing_name: row.clientFacingName,
    qty_adjust: row.qtyAdjust,
    production_stage: stageOf(row.productionStage),
    is_done: row.isDone,
    version: row.version,
  };
  if (!isMealType(row.slot)) {
    return {
      ...base,
      numLean: 0,
      numLeanFlex: 0,
      numStrong: 0,
      numStrongFlex: 0,
      numOther: 0,
      totalOrderCount: 0,
      bag_extra: 0,
      to_produce: Math.max(0, row.qtyAdjust),
      bag_adjustments: [],
    };
  }
  const m = day.counts.meals[row.slot];
  return {
    ...base,
    numLean: m.numLean,
    numLeanFlex: m.numLeanFlex,
    numStrong: m.numStrong,
    numStrongFlex: m.numStrongFlex,
    numOther: m.numOther,
    totalOrderCount: m.totalOrderCount,
    bag_extra: m.bagExtra,
    to_produce: m.toProduce,
    bag_adjustments: m.bagAdjustments.map((a) => ({
      customer_id: a.customerId,
      first_name: a.firstName,
      last_name: a.lastName,
      qty: a.qty,
    })),
  };
}

export function dayTask(row: DayTaskRow): DayTask {
  return { task_id: row.taskId, name: row.name, text: row.text, is_done: row.isDone, version: row.version };
}

/**
 * Spec §3 planning day as the kitchen reads it. unassigned_meals: meal types with something to produce
 * (orders or additional bags) but no recipe; show_bag_changes: some customer's additional bags change a meal's
 * quantity that day, even when the changes cancel out overall (the summary then says so, spec §9).
 */
export function productionDay(
  day: KitchenDay,
  planning: PlanningDayRow | undefined,
  tasks: readonly DayTaskRow[],
): ProductionDay {
  const slots = inSlotOrder(day.recipes).map((r) => productionSlot(day, r));
  const assigned = new Set(slots.map((s) => s.slot));
  const { meals, totals, undeterminedOrders } = day.counts;
  return {
    date: day.date,
    readable_date: readableDate(day.date),
    is_weekend: isoWeekday(day.date) >= 6,
    notes: planning?.notes ?? '',
    notes_chef: planning?.notesChef ?? '',
    version: planning?.version ?? 0,
    totals: { ...totals },
    slots,
    unassigned_meals: MEAL_TYPES.filter((m) => !assigned.has(m) && meals[m].toProduce > 0).map((m) => ({
      meal_type: m,
      totalOrderCount: meals[m].totalOrderCount,
    })),
    undetermined_orders: undeterminedOrders.map((o) => ({ order_id: o.orderId, customer_id: o.customerId })),
    show_bag_changes: MEAL_TYPES.some((m) => meals[m].bagAdjustments.length > 0),
    tasks: tasks.map(dayTask),
  };
}

/** A day of the assign screen: its slots with the recipe names, no counts. */
export function assignDay(date: IsoDate, rows: readonly DayRecipeRow[]): AssignDay {
  return {
    date,
    readable_date: readableDate(date),
    is_weekend: isoWeekday(date) >= 6,
    slots: inSlotOrder(rows.filter((r) => r.date === date)).map((r) => ({
      slot: r.slot as DaySlot,
      recipe_id: r.recipeId,
      name: r.name,
      client_facing_name: r.clientFacingName,
      version: r.version,
    })),
  };
}
