import { chefIngredientNotesPath } from '@brigade/domain/logistics/storage-path';
import { messages } from '@brigade/domain/messages/catalogue';
import type {
  ChefIngredientNote,
  ChefIngredientNoteListQuery,
  ChefIngredientNotesList,
} from '@brigade/domain/schemas/chef-notes';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import { writeToStore } from '../../lib/store-write.ts';
import type { AuditService } from '../audit/service.ts';
import { toChefNote } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * Chef ingredient notes (ADR 053): one standing note per ingredient, written by any chef. Version 0 means "no note yet": a PUT with 0 creates it; an empty note removes it (back to 0), so the
 * list of notes holds only real ones. Each write is copied to ap/chef_notes/ingredient/{id}; a failed upload
 * keeps the note and is logged.
 */
export function createChefNotesService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  store: ObjectStore;
  log?: (error: unknown, message: string) => void;
}) {
  const { db, clock, audit, store } = deps;

  function upload(note: ChefIngredientNote): Promise<boolean> {
    return writeToStore(deps.log, `chef note of ingredient ${note.ingredient_id}`, () =>
      store.putJson(chefIngredientNotesPath(note.ingredient_id), note),
    );
  }

  return {
    async list(params: ChefIngredientNoteListQuery): Promise<ChefIngredientNotesList> {
      const { rows, total } = await repo.findPage(db, params);
      return { items: rows.map(toChefNote), total };
    },

    async get(ingredientId: number): Promise<ChefIngredientNote> {
      const row = await repo.findById(db, ingredientId);
      if (!row) throw notFound();
      return toChefNote(row);
    },

    async update(
      actorId: number,
      ingredientId: number,
      input: { notes: string; version: number },
    ): Promise<ChefIngredientNote> {
      const written = await db.transaction(async (tx) => {
        const before = await repo.findById(tx, ingredientId);
        if (!before) throw notFound();
        // A note written or removed since the chef read it: refuse rather than overwrite.
        if ((before.version ?? 0) !== input.version) throw conflict(messages.staleVersion);
        const now = clock();
        let row: { notes: string; version: number; updatedAt: Date } | null;
        if (input.version === 0) {
          if (input.notes === '') return { note: toChefNote(before), changed: false }; // nothing to remove
          row = await uniqueOr(messages.staleVersion, () =>
            repo.insert(tx, { ingredientId, notes: input.notes, createdAt: now, updatedAt: now }),
          );
        } else if (input.notes === '') {
          if (!(await repo.deleteIfVersion(tx, ingredientId, input.version))) {
            throw conflict(messages.staleVersion);
          }
          row = null;
        } else {
          row =
            (await repo.updateIfVersion(tx, ingredientId, input.version, { notes: input.notes }, now)) ??
            null;
          if (!row) throw conflict(messages.staleVersion);
        }
        const note = toChefNote({
          ...before,
          notes: row?.notes ?? null,
          version: row?.version ?? null,
          updatedAt: row?.updatedAt ?? null,
        });
        await audit.record(
          {
            userId: actorId,
            action: before.version === null ? 'create' : row ? 'update' : 'delete',
            entity: 'chef_ingredient_note',
            entityId: ingredientId,
            change: {
              before: { notes: before.notes, version: before.version },
              after: { notes: note.notes, version: note.version },
            },
          },
          tx,
        );
        return { note, changed: true };
      });
      if (written.changed) await upload(written.note);
      return written.note;
    },
  };
}

export type ChefNotesService = ReturnType<typeof createChefNotesService>;
