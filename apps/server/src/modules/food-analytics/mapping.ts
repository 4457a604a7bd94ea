import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import type { MealCountsPerDate } from '@brigade/domain/kitchen/meal-counts-range';
import type { MealsProducedInput } from '@brigade/domain/kitchen/meal-counts-range';
import { isMealType, MEAL_TYPES, type MealType } from '@brigade/domain/programmes/meal-types';
import type { FoodMealsWeeklyResponse, FoodRecipesResponse } from '@brigade/domain/schemas/food-analytics';
import type { ShoppingTotals } from '@brigade/domain/kitchen/shopping-totals';
import type { FoodIngredientsResponse } from '@brigade/domain/schemas/food-analytics';
import type { KitchenInputs } from './repository.ts';

/** A week of the range: its id, Monday and dates (Monday–Sunday). */
export interface RangeWeek {
  week_id: string;
  start_date: IsoDate;
  dates: IsoDate[];
}

/** An assigned slot of the range and the portions made of its recipe. */
export interface ProducedSlot {
  date: IsoDate;
  slot: string;
  recipeId: number;
  name: string;
  portions: number;
}

/** The loaded rows as the domain's range counts take them. */
export function toCountsInput(dates: IsoDate[], data: KitchenInputs): MealsProducedInput {
  return {
    dates,
    orders: data.orderRows.map((o) => ({
      order_id: o.orderId,
      customer_id: o.customerId,
      first_name: '',
      last_name: '',
      type: o.type,
      is_flex: o.isFlex,
      day_trial: o.dayTrial,
      discount_meals: o.discountMeals,
      weekdays: o.weekdays,
      start_date: o.startDate,
      end_date: o.endDate,
    })),
    overrides: [
      ...data.days.map((d) => ({
        order_id: d.orderId,
        date: d.date,
        dayOverride: {
          status: d.status,
          has_discount_meals: d.hasDiscountMeals,
          programme_type: d.programmeType,
          is_flex: d.isFlex,
        },
      })),
      ...data.meals.map((m) => ({
        order_id: m.orderId,
        date: m.date,
        mealOverride: { programme_type: m.programmeType, is_flex: m.isFlex, discount_meals: m.discountMeals },
      })),
    ],
    bags: data.bags.map((b) => ({ order_id: b.orderId, date: b.date, bags_json: b.bagsJson })),
    slots: data.slots.map((s) => ({ date: s.date, slot: s.slot, qtyAdjust: s.qtyAdjust })),
  };
}

/** Portions per assigned slot: a meal slot's to-produce count, an extra slot's own qty_adjust (never below 0). */
export function producedSlots(data: KitchenInputs, counts: MealCountsPerDate): ProducedSlot[] {
  return data.slots.map((s) => ({
    date: s.date,
    slot: s.slot,
    recipeId: s.recipeId,
    name: s.name,
    portions: isMealType(s.slot) ? (counts.get(s.date)?.[s.slot] ?? 0) : Math.max(0, s.qtyAdjust),
  }));
}

/** Each week's shopping list: the recipes of its slots with portions and their date (its swaps, ADR 074). */
export function weeklyPortions(weeks: RangeWeek[], slots: ProducedSlot[]) {
  const weekOf = new Map(weeks.flatMap((w, k) => w.dates.map((d) => [d, k] as const)));
  const lists = weeks.map((): { date: IsoDate; recipeId: number; portions: number }[] => []);
  for (const s of slots) {
    const k = weekOf.get(s.date);
    if (k !== undefined && s.portions > 0) {
      lists[k]!.push({ date: s.date, recipeId: s.recipeId, portions: s.portions });
    }
  }
  return lists;
}

/** Each week's portions per meal type, extras, total, and what was asked for on slots without a recipe. */
export function mealsPerWeek(
  weeks: RangeWeek[],
  slots: ProducedSlot[],
  counts: MealCountsPerDate,
): FoodMealsWeeklyResponse['rows'] {
  const assigned = new Set(slots.map((s) => `${s.date}|${s.slot}`));
  const byDate = new Map<IsoDate, ProducedSlot[]>();
  for (const s of slots) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s]);
  return weeks.map((week) => {
    const perMeal = Object.fromEntries(MEAL_TYPES.map((m) => [m, 0])) as Record<MealType, number>;
    let extras = 0;
    let withoutRecipe = 0;
    for (const date of week.dates) {
      for (const s of byDate.get(date) ?? []) {
        if (isMealType(s.slot)) perMeal[s.slot] += s.portions;
        else extras += s.portions;
      }
      const day = counts.get(date);
      for (const m of MEAL_TYPES) if (day && !assigned.has(`${date}|${m}`)) withoutRecipe += day[m];
    }
    const total = MEAL_TYPES.reduce((sum, m) => sum + perMeal[m], extras);
    return {
      week_id: week.week_id,
      start_date: week.start_date,
      ...perMeal,
      extras,
      total,
      without_recipe: withoutRecipe,
    };
  });
}

/** Portions per recipe and slot type (a meal type, or 'extra'), most produced first, with their share. */
export function recipesProduced(slots: ProducedSlot[]): FoodRecipesResponse['rows'] {
  const rows = new Map<
    string,
    { recipe_id: number; name: string; meal_type: string; days: Set<string>; portions: number }
  >();
  for (const s of slots) {
    const mealType = isMealType(s.slot) ? s.slot : 'extra';
    const key = `${s.recipeId}|${mealType}`;
    const row = rows.get(key) ?? {
      recipe_id: s.recipeId,
      name: s.name,
      meal_type: mealType,
      days: new Set(),
      portions: 0,
    };
    row.days.add(s.date);
    row.portions += s.portions;
    rows.set(key, row);
  }
  const total = slots.reduce((sum, s) => sum + s.portions, 0);
  return [...rows.values()]
    .map((r) => ({
      recipe_id: r.recipe_id,
      name: r.name,
      meal_type: r.meal_type,
      days: r.days.size,
      portions: r.portions,
      share_pct: total === 0 ? 0 : Math.round((r.portions / total) * 1000) / 10,
    }))
    .sort(
      (a, b) =>
        b.portions - a.portions || a.recipe_id - b.recipe_id || a.meal_type.localeCompare(b.meal_type),
    );
}

const kg = (grams: number) => Math.round(grams) / 1000;
const chf = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Per ingredient over the weeks' shopping totals: kg, kg per week of the range, the weeks it was used in, and
 * its cost (null: no line of it costed); per week the kg and cost; the quantities not converted, named.
 */
export function ingredientVolumes(
  weeks: RangeWeek[],
  contents: ShoppingTotals[],
): Omit<FoodIngredientsResponse, 'from' | 'to'> {
  const totals = new Map<number, { name: string; grams: number; weeks: Set<string>; cost: number | null }>();
  const unconverted = new Map<string, { ingredient_id: number; name: string; unit: string }>();
  const perWeek = contents.map((content, k) => {
    let grams = 0;
    for (const line of content.lines) {
      const row = totals.get(line.ingredient_id) ?? {
        name: line.name,
        grams: 0,
        weeks: new Set(),
        cost: null,
      };
      row.grams += line.grams;
      if (line.grams > 0) row.weeks.add(weeks[k]!.week_id);
      if (line.cost_chf !== null) row.cost = (row.cost ?? 0) + line.cost_chf;
      totals.set(line.ingredient_id, row);
      grams += line.grams;
    }
    for (const u of content.unconverted) {
      unconverted.set(`${u.ingredient_id}|${u.unit}`, {
        ingredient_id: u.ingredient_id,
        name: u.name,
        unit: u.unit,
      });
    }
    return {
      week_id: weeks[k]!.week_id,
      start_date: weeks[k]!.start_date,
      total_kg: kg(grams),
      cost_chf: chf(content.cost_chf),
    };
  });
  const rows = [...totals.entries()]
    .map(([id, r]) => ({
      ingredient_id: id,
      name: r.name,
      total_kg: kg(r.grams),
      per_week_kg: weeks.length === 0 ? 0 : kg(r.grams / weeks.length),
      weeks: r.weeks.size,
      cost_chf: r.cost === null ? null : chf(r.cost),
    }))
    .sort((a, b) => b.total_kg - a.total_kg || a.ingredient_id - b.ingredient_id);
  return {
    rows,
    weeks: perWeek,
    unconverted: [...unconverted.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}
