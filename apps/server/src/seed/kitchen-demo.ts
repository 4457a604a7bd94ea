import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { MEAL_TYPES, type MealType } from '@brigade/domain/programmes/meal-types';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dayRecipes, dayTasks, planningDays } from '../db/schema/kitchen.ts';
import { recipes } from '../db/schema/recipes.ts';
import type { Clock } from '../lib/clock.ts';

/** Weeks before the default week that get recipes (they read as produced: packed and done). */
export const KITCHEN_DEMO_PAST_WEEKS = 4;

export interface KitchenDemoResult {
  slots: number;
  skipped: boolean;
}

const flagOf = {
  breakfast: recipes.isBreakfast,
  shot: recipes.isShot,
  lunch: recipes.isLunch,
  dressing: recipes.isDressing,
  treat: recipes.isTreat,
  power_shake: recipes.isPowerShake,
  dinner: recipes.isDinner,
  other: recipes.isOther,
} as const;

type RecipeFlags = { recipeId: number } & Record<MealType, boolean>;

/** What the kitchen wrote on a few days (offset in days from the default week's Monday). */
const demoNotes: { day: number; notes: string; notesChef: string }[] = [
  {
    day: 0,
    notes: 'Vegetable delivery comes at 7:30 instead of 6:30 this Monday.',
    notesChef: 'Start the dinner stock first thing: it needs four hours.',
  },
  {
    day: 2,
    notes: 'Photo shoot for the new menu at 14:00: keep one portion of each lunch aside.',
    notesChef: '',
  },
  { day: -3, notes: '', notesChef: 'Combi oven 2 heats unevenly: turn the trays halfway.' },
];

const demoTasks: { name: string; text: string }[] = [
  { name: 'Check fridge temperatures', text: 'Note all three cold rooms in the HACCP sheet before 8:00.' },
  { name: 'Receive vegetable delivery', text: 'Count the crates against the delivery note.' },
  { name: 'Deep-clean the combi ovens', text: '' },
];

/** The recipes flagged for each meal type, by id. */
export function mealCandidates(recipeRows: RecipeFlags[]): Record<MealType, number[]> {
  return Object.fromEntries(
    MEAL_TYPES.map((m) => [m, recipeRows.filter((r) => r[m]).map((r) => r.recipeId)]),
  ) as Record<MealType, number[]>;
}

/**
 * The meal slots Monday–Friday of the week `week` weeks from the default week's `monday`: each meal type gets
 * one of its recipes, rotated by day and offset by meal, a recipe used once a day. Past weeks read as produced.
 */
export function kitchenWeekSlots(
  candidates: Record<MealType, number[]>,
  monday: IsoDate,
  week: number,
  now: Date,
): (typeof dayRecipes.$inferInsert)[] {
  const slots: (typeof dayRecipes.$inferInsert)[] = [];
  for (let weekday = 0; weekday < 5; weekday++) {
    const date: IsoDate = addDays(monday, week * 7 + weekday);
    const dayIndex = (week + KITCHEN_DEMO_PAST_WEEKS) * 5 + weekday;
    const used = new Set<number>();
    MEAL_TYPES.forEach((meal, m) => {
      const list = candidates[meal];
      for (let k = 0; k < list.length; k++) {
        const at = (((dayIndex + m + k) % list.length) + list.length) % list.length;
        const recipeId = list[at]!;
        if (used.has(recipeId)) continue;
        used.add(recipeId);
        const produced = week < 0;
        slots.push({
          date,
          slot: meal,
          recipeId,
          productionStage: produced ? 'PACKED' : 'NOT_STARTED',
          isDone: produced,
          createdAt: now,
          updatedAt: now,
        });
        return;
      }
    });
  }
  return slots;
}

/** The recipes with their meal-type flags, by id. */
export async function recipesWithFlags(db: Db): Promise<RecipeFlags[]> {
  return db
    .select({ recipeId: recipes.recipeId, ...flagOf })
    .from(recipes)
    .orderBy(asc(recipes.recipeId));
}

/**
 * Demo mode only: recipes on every meal slot Monday–Friday of the four weeks before the default week and of
 * the default week itself (weeks after it stay empty for planning), chosen among the recipes flagged for that
 * meal type and rotated so days differ (a recipe is used once a day), a few day and chef notes, and three
 * tasks on the default week's Monday. Deterministic for a given "now"; does nothing when any day already has
 * recipes or no recipes exist. Set-based: three inserts.
 */
export async function seedKitchenDemo(db: Db, clock: Clock): Promise<KitchenDemoResult> {
  const [{ assigned }] = (await db.select({ assigned: count() }).from(dayRecipes)) as [{ assigned: number }];
  if (Number(assigned) > 0) return { slots: 0, skipped: true };
  const recipeRows = await recipesWithFlags(db);
  if (recipeRows.length === 0) return { slots: 0, skipped: true };
  const now = clock();
  const monday = defaultWeekMonday(now);
  const candidates = mealCandidates(recipeRows);
  const slots: (typeof dayRecipes.$inferInsert)[] = [];
  for (let week = -KITCHEN_DEMO_PAST_WEEKS; week <= 0; week++) {
    slots.push(...kitchenWeekSlots(candidates, monday, week, now));
  }
  if (slots.length === 0) return { slots: 0, skipped: true };

  await db.transaction(async (tx) => {
    await tx.insert(dayRecipes).values(slots);
    await tx
      .insert(planningDays)
      .values(
        demoNotes.map((n) => ({
          date: addDays(monday, n.day),
          notes: n.notes,
          notesChef: n.notesChef,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(dayTasks)
      .values(demoTasks.map((t) => ({ date: monday, ...t, createdAt: now, updatedAt: now })));
  });
  return { slots: slots.length, skipped: false };
}
