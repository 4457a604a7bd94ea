import { chefIngredientNotesPath } from '@brigade/domain/logistics/storage-path';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ChefIngredientNote, ChefIngredientNotesList } from '@brigade/domain/schemas/chef-notes';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

function toNote(row: repo.NoteRow): ChefIngredientNote {
  return {
    ingredient_id: row.ingredientId,
    name: row.name,
    name_de: row.nameDe,
    notes: row.notes ?? '',
    version: row.version ?? 0,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

export interface ChefNotesListParams {
  start: number;
  length: number;
  q?: string | undefined;
  with_notes: boolean;
  sort_by?: 'name' | 'name_de' | 'updated_at' | undefined;
  sort_dir: 'asc' | 'desc';
}

/**
 * Chef ingredient notes (spec §2 dialog, §7 object store): one standing note per ingredient, written by any
 * chef. Version 0 means "no note yet": a PUT with 0 creates it; an empty note removes it (back to 0), so the
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

  async function upload(note: ChefIngredientNote): Promise<void> {
    try {
      await store.putJson(chefIngredientNotesPath(note.ingredient_id), note);
    } catch (error) {
      deps.log?.(error, `chef note of ingredient ${note.ingredient_id} was not written to the object store`);
    }
  }

  return {
    async list(params: ChefNotesListParams): Promise<ChefIngredientNotesList> {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        withNotes: params.with_notes,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toNote), total };
    },

    async get(ingredientId: number): Promise<ChefIngredientNote> {
      const row = await repo.findById(db, ingredientId);
      if (!row) throw notFound();
      return toNote(row);
    },

    async update(
      actorId: number,
      ingredientId: number,
      input: { notes: string; version: number },
    ): Promise<ChefIngredientNote> {
      const written = await db.transaction(async (tx) => {
        const before = await repo.findById(tx, ingredientId);
        if (!before) throw notFound();
        // A note written or removed since the chef read it: refuse rather than overwrite (DESIGN §4).
        if ((before.version ?? 0) !== input.version) throw conflict(messages.staleVersion);
        const now = clock();
        let row: { notes: string; version: number; updatedAt: Date } | null;
        if (input.version === 0) {
          if (input.notes === '') return { note: toNote(before), changed: false }; // nothing to remove
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
        const note = toNote({
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
