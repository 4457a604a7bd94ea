import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { mondayOf, weekDays } from '@brigade/domain/week/week-dates';
import { messages } from '@brigade/domain/messages/catalogue';
import type { AssignDay, AssignWeek, PutDayRecipesRequest } from '@brigade/domain/schemas/production';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, sqlState } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { toAssignDay } from './mapping.ts';
import * as repo from './repository.ts';

type SlotRow = Awaited<ReturnType<typeof repo.slotsOfDates>>[number];

/** A slot whose recipe changes starts again: not started, not done (its qty_adjust stays). */
const freshStage = { productionStage: 'NOT_STARTED', isDone: false } as const;

async function recipeRefusedOn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === '23503') throw businessRule(messages.dayRecipesRecipeUnknown);
    throw error;
  }
}

const summary = (rows: readonly SlotRow[]) =>
  rows.map((r) => ({ date: r.date, slot: r.slot, recipe_id: r.recipeId, version: r.version }));

/**
 * Assign recipes (ADR 044): the recipes of each day's slots (Monday–Sunday), a day's upload (push_day_recipes)
 * all or nothing, and 'Override from previous week'.
 */
export function createAssignmentsService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function week(monday: IsoDate, tx: Db = db): Promise<AssignWeek> {
    const dates = weekDays(monday);
    const rows = await repo.dayRecipesOf(tx, dates);
    return {
      start_date: monday,
      week_id: weekIdOfDate(monday),
      days: dates.map((d) => toAssignDay(d, rows)),
    };
  }

  return {
    /** The seven days of the week holding `startDate` (default: the default week). */
    assignments(startDate: IsoDate | undefined): Promise<AssignWeek> {
      return week(startDate === undefined ? defaultWeekMonday(clock()) : mondayOf(startDate));
    },

    /**
     * Only the listed slots change; a slot whose recipe stays the same is left alone whatever version it
     * carries (nothing would be overwritten). Any stale version or unknown recipe refuses the whole upload.
     */
    async putDayRecipes(actorId: number, date: IsoDate, input: PutDayRecipesRequest): Promise<AssignDay> {
      const wanted = input.slots.flatMap((s) => (s.recipe_id === null ? [] : [s.recipe_id]));
      const known = await repo.existingRecipeIds(db, wanted);
      if (wanted.some((id) => !known.has(id))) throw businessRule(messages.dayRecipesRecipeUnknown);
      const stale = () => conflict(messages.staleVersion);
      // A recipe deleted between the check and the write fails the foreign key: the same refusal.
      return recipeRefusedOn(() =>
        db.transaction(async (tx) => {
          const now = clock();
          const before = await repo.slotsOfDates(tx, [date]);
          const stored = new Map(before.map((r) => [r.slot, r]));
          const changes: { slot: string; from: number | null; to: number | null }[] = [];
          for (const s of input.slots) {
            const row = stored.get(s.slot);
            if ((row?.recipeId ?? null) === s.recipe_id) continue;
            changes.push({ slot: s.slot, from: row?.recipeId ?? null, to: s.recipe_id });
            if (!row) {
              if (s.version !== 0) throw stale();
              const inserted = await repo.insertSlot(tx, { date, slot: s.slot, recipeId: s.recipe_id! }, now);
              if (!inserted) throw stale();
            } else if (s.recipe_id === null) {
              if (!(await repo.deleteSlotIfVersion(tx, row.dayRecipeId, s.version))) throw stale();
            } else {
              const values = { recipeId: s.recipe_id, ...freshStage };
              if (!(await repo.updateSlotIfVersion(tx, row.dayRecipeId, s.version, values, now)))
                throw stale();
            }
          }
          if (changes.length > 0) {
            await audit.record(
              {
                userId: actorId,
                action: 'update',
                entity: 'day_recipes',
                entityId: date,
                change: { changes },
              },
              tx,
            );
          }
          return toAssignDay(date, await repo.dayRecipesOf(tx, [date]));
        }),
      );
    },

    /**
     * 'Override from previous week': each of the seven days takes the slots of the same weekday a week
     * earlier. Replaced rows keep their id and qty_adjust and bump their version (an open editor gets a 409);
     * a changed recipe starts again at NOT_STARTED; slots the previous week lacks are cleared. An empty
     * previous week is refused rather than clearing this one.
     */
    async copyPrevious(actorId: number, startDate: IsoDate): Promise<AssignWeek> {
      const monday = mondayOf(startDate);
      const previous = addDays(monday, -7);
      const stale = () => conflict(messages.staleVersion);
      return db.transaction(async (tx) => {
        const now = clock();
        const [source, target] = await Promise.all([
          repo.slotsOfDates(tx, weekDays(previous)),
          repo.slotsOfDates(tx, weekDays(monday)),
        ]);
        if (source.length === 0) throw businessRule(messages.previousWeekEmpty);
        const key = (date: string, slot: string) => `${date}|${slot}`;
        const wanted = new Map(source.map((r) => [key(addDays(r.date, 7), r.slot), r.recipeId]));
        for (const row of target) {
          const recipeId = wanted.get(key(row.date, row.slot));
          // A row changed by someone else between the read and the write: the whole copy is refused.
          if (recipeId === undefined) {
            if (!(await repo.deleteSlotIfVersion(tx, row.dayRecipeId, row.version))) throw stale();
            continue;
          }
          wanted.delete(key(row.date, row.slot));
          const values = recipeId === row.recipeId ? {} : { recipeId, ...freshStage };
          if (!(await repo.updateSlotIfVersion(tx, row.dayRecipeId, row.version, values, now))) throw stale();
        }
        for (const [k, recipeId] of wanted) {
          const [date, slot] = k.split('|') as [string, string];
          if (!(await repo.insertSlot(tx, { date, slot, recipeId }, now))) throw stale();
        }
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity: 'day_recipes_week',
            entityId: monday,
            change: { copied_from: previous, before: summary(target), after: summary(source) },
          },
          tx,
        );
        return week(monday, tx);
      });
    },
  };
}

export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
