import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import type { DayNotesResponse, DayTask, PutDayNotesRequest } from '@brigade/domain/schemas/production';
import type { Db } from '../../db/client.ts';
import { deleteVersionedAudited } from '../../lib/audited-delete.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import { toDayNotes, toDayTask } from './mapping.ts';
import * as repo from './planning-repository.ts';

/** The caller as the task rules see them: who, and whether they plan (level ≤ 1) or cook (level 2). */
export interface Actor {
  readonly userId: number;
  readonly level: number;
}

/** A planning day: the day's notes and chef notes (≤ 5000 characters each, ADR 031) and its tasks. */
export function createPlanningService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /** The task of that date, or 404 (a task id under another date is not this day's). */
  async function taskOfDate(tx: Db, date: IsoDate, taskId: number): Promise<repo.DayTaskRow> {
    const task = await repo.findTask(tx, taskId);
    if (!task || task.date !== date) throw notFound();
    return task;
  }

  return {
    /** Version 0 creates the planning day of the date; otherwise the version read must still be stored. */
    async putNotes(actorId: number, date: IsoDate, input: PutDayNotesRequest): Promise<DayNotesResponse> {
      return db.transaction(async (tx) => {
        const now = clock();
        const values = { notes: input.notes, notesChef: input.notes_chef };
        const before = await repo.findPlanningDay(tx, date);
        const after =
          input.version === 0
            ? await repo.insertPlanningDay(tx, { date, ...values }, now)
            : await versionedRow(
                await repo.updatePlanningDayIfVersion(tx, date, input.version, values, now),
                () => repo.findPlanningDay(tx, date),
              );
        if (!after) throw conflict(messages.staleVersion);
        await audit.record(
          {
            userId: actorId,
            action: before ? 'update' : 'create',
            entity: 'planning_day',
            entityId: date,
            change: { before: before ? toDayNotes(before) : null, after: toDayNotes(after) },
          },
          tx,
        );
        return toDayNotes(after);
      });
    },

    async createTask(
      actorId: number,
      date: IsoDate,
      input: { name: string; text: string },
    ): Promise<DayTask> {
      return db.transaction(async (tx) => {
        const row = await repo.insertTask(tx, { date, name: input.name, text: input.text }, clock());
        await audit.record(
          {
            userId: actorId,
            action: 'create',
            entity: 'day_task',
            entityId: row.taskId,
            change: { after: toDayTask(row) },
          },
          tx,
        );
        return toDayTask(row);
      });
    },

    /**
     * Planners (level ≤ 1) edit a task; the kitchen (level 2) ticks it off: a chef whose request changes the
     * name or text is refused (403) and nothing changes.
     */
    async updateTask(
      actor: Actor,
      date: IsoDate,
      taskId: number,
      input: { name: string; text: string; is_done: boolean; version: number },
    ): Promise<DayTask> {
      return db.transaction(async (tx) => {
        const before = await taskOfDate(tx, date, taskId);
        if (actor.level > 1 && (input.name !== before.name || input.text !== before.text)) throw forbidden();
        const values = { name: input.name, text: input.text, isDone: input.is_done };
        const after = await versionedRow(
          await repo.updateTaskIfVersion(tx, taskId, input.version, values, clock()),
          () => repo.findTask(tx, taskId),
        );
        await audit.record(
          {
            userId: actor.userId,
            action: 'update',
            entity: 'day_task',
            entityId: taskId,
            change: { before: toDayTask(before), after: toDayTask(after) },
          },
          tx,
        );
        return toDayTask(after);
      });
    },

    async deleteTask(actorId: number, date: IsoDate, taskId: number, version: number): Promise<void> {
      await deleteVersionedAudited(deps, {
        entity: 'day_task',
        actorId,
        key: taskId,
        version,
        // A task id under another date is not this day's: 404 before anything is deleted.
        deleteIfVersion: async (tx, id, read) => {
          await taskOfDate(tx, date, id);
          return repo.deleteTaskIfVersion(tx, id, read);
        },
        findByKey: repo.findTask,
        change: (removed) => ({ before: toDayTask(removed) }),
      });
    },
  };
}

export type PlanningService = ReturnType<typeof createPlanningService>;
