import { isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { readableDate } from '@brigade/domain/calendar/readable-date';
import {
  emptyTotals,
  type KitchenAdditionalBag,
  type KitchenDayOrder,
} from '@brigade/domain/kitchen/day-meal-counts';
import { inSlotOrder, showsBagChanges, unassignedMeals } from '@brigade/domain/kitchen/production-day';
import { isMealType } from '@brigade/domain/programmes/meal-types';
import {
  PRODUCTION_STAGES,
  type AssignDay,
  type DayNotesResponse,
  type DaySlot,
  type DayTask,
  type ProductionDay,
  type ProductionSlot,
  type ProductionStage,
} from '@brigade/domain/schemas/production';
import type { KitchenDay } from './kitchen-counts-service.ts';
import type {
  BagRow,
  DayOverrideRow,
  MealOverrideRow,
  OrderOfDatesRow,
} from './kitchen-counts-repository.ts';
import type { DayTaskRow, PlanningDayRow } from './planning-repository.ts';
import type { DayRecipeRow } from './repository.ts';

// Rows → the production API's shapes, and order rows → the domain's kitchen counts input.

/** An order as the kitchen counts it on one date, with that date's day and meal overrides. */
export function toKitchenDayOrder(
  o: OrderOfDatesRow,
  day: DayOverrideRow | undefined,
  meal: MealOverrideRow | undefined,
): KitchenDayOrder {
  return {
    order_id: o.orderId,
    customer_id: o.customerId,
    first_name: o.firstName,
    last_name: o.lastName,
    type: o.type,
    is_flex: o.isFlex,
    day_trial: o.dayTrial,
    discount_meals: o.discountMeals,
    weekdays: o.weekdays,
    start_date: o.startDate,
    end_date: o.endDate,
    dayOverride: day && {
      status: day.status,
      has_discount_meals: day.hasDiscountMeals,
      programme_type: day.programmeType,
      is_flex: day.isFlex,
    },
    mealOverride: meal && {
      programme_type: meal.programmeType,
      is_flex: meal.isFlex,
      discount_meals: meal.discountMeals,
    },
  };
}

export function toKitchenBag(b: BagRow): KitchenAdditionalBag {
  return {
    additional_bag_id: b.additionalBagId,
    order_id: b.orderId,
    customer_id: b.customerId,
    first_name: b.firstName,
    last_name: b.lastName,
    bags_json: b.bagsJson,
  };
}

/** A stage outside the known list (written by hand in the database) reads as not started. */
const stageOf = (value: string): ProductionStage =>
  (PRODUCTION_STAGES as readonly string[]).includes(value) ? (value as ProductionStage) : 'NOT_STARTED';

const noCounts = { ...emptyTotals(), bag_extra: 0 };

/** One assigned slot with its counts: a meal's from the day's orders, an extra's only its qty_adjust. */
export function toProductionSlot(day: KitchenDay, row: DayRecipeRow): ProductionSlot {
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
    return { ...base, ...noCounts, to_produce: Math.max(0, row.qtyAdjust), bag_adjustments: [] };
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

export function toDayTask(row: DayTaskRow): DayTask {
  return { task_id: row.taskId, name: row.name, text: row.text, is_done: row.isDone, version: row.version };
}

export function toDayNotes(row: PlanningDayRow): DayNotesResponse {
  return { date: row.date, notes: row.notes, notes_chef: row.notesChef, version: row.version };
}

/** A planning day as the kitchen reads it: its notes (version 0 = none yet), counts, slots and tasks. */
export function toProductionDay(
  day: KitchenDay,
  planning: PlanningDayRow | undefined,
  tasks: readonly DayTaskRow[],
): ProductionDay {
  const slots = inSlotOrder(day.recipes).map((r) => toProductionSlot(day, r));
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
    unassigned_meals: unassignedMeals(day.counts, new Set(slots.map((s) => s.slot))).map((m) => ({
      meal_type: m,
      totalOrderCount: meals[m].totalOrderCount,
    })),
    undetermined_orders: undeterminedOrders.map((o) => ({ order_id: o.orderId, customer_id: o.customerId })),
    show_bag_changes: showsBagChanges(day.counts),
    tasks: tasks.map(toDayTask),
  };
}

/** A day of the assign screen: its slots with the recipe names, no counts. */
export function toAssignDay(date: IsoDate, rows: readonly DayRecipeRow[]): AssignDay {
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
