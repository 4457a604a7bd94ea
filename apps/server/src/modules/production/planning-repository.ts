import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayTasks, planningDays } from '../../db/schema/kitchen.ts';
import { versionedWrites } from '../../lib/versioned.ts';

// A planning day (its notes and chef notes) and its tasks.

export type PlanningDayRow = typeof planningDays.$inferSelect;
export type DayTaskRow = typeof dayTasks.$inferSelect;

export function planningDaysOf(db: Db, dates: readonly string[]): Promise<PlanningDayRow[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(planningDays)
    .where(inArray(planningDays.date, [...dates]));
}

export async function findPlanningDay(db: Db, date: string): Promise<PlanningDayRow | undefined> {
  const rows = await db.select().from(planningDays).where(eq(planningDays.date, date));
  return rows[0];
}

/** Creates the planning day of a date unless one exists (a concurrent create): undefined then. */
export async function insertPlanningDay(
  db: Db,
  values: { date: string; notes: string; notesChef: string },
  now: Date,
): Promise<PlanningDayRow | undefined> {
  const rows = await db
    .insert(planningDays)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: planningDays.date })
    .returning();
  return rows[0];
}

/** A planning day's notes, only while its version is the one read (undefined = stale). */
export const { updateIfVersion: updatePlanningDayIfVersion } = versionedWrites(
  planningDays,
  planningDays.date,
);

export function tasksOf(db: Db, dates: readonly string[]): Promise<DayTaskRow[]> {
  if (dates.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(dayTasks)
    .where(inArray(dayTasks.date, [...dates]))
    .orderBy(asc(dayTasks.date), asc(dayTasks.taskId));
}

export async function findTask(db: Db, taskId: number): Promise<DayTaskRow | undefined> {
  const rows = await db.select().from(dayTasks).where(eq(dayTasks.taskId, taskId));
  return rows[0];
}

export async function insertTask(
  db: Db,
  values: { date: string; name: string; text: string },
  now: Date,
): Promise<DayTaskRow> {
  const rows = await db
    .insert(dayTasks)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion: updateTaskIfVersion, deleteIfVersion: deleteTaskIfVersion } = versionedWrites(
  dayTasks,
  dayTasks.taskId,
);
