import { messages } from '@brigade/domain/messages/catalogue';
import type { RecipeNoteItem } from '@brigade/domain/schemas/recipe-notes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface RecipeNotesListParams {
  start: number;
  length: number;
  q?: string | undefined;
  with_notes: boolean;
  sort_by?: 'name' | 'recipe_id' | 'updated_at' | undefined;
  sort_dir: 'asc' | 'desc';
}

function toItem(row: repo.RecipeNoteRow): RecipeNoteItem {
  return {
    recipe_id: row.recipeId,
    name: row.name,
    client_facing_name: row.clientFacingName,
    notes: row.notes,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Recipe notes (spec §2 /recipes/notes): every recipe with its notes, edited in place. */
export function createRecipeNotesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  return {
    async list(params: RecipeNotesListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        withNotes: params.with_notes,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toItem), total };
    },

    /** Writes the notes only; the recipe's version goes up, so an open recipe editor sees the change (409). */
    async update(
      actorId: number,
      recipeId: number,
      input: { notes: string; version: number },
    ): Promise<RecipeNoteItem> {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, recipeId);
        if (!before) throw notFound();
        if (before.version !== input.version) throw conflict(messages.staleVersion);
        const row = await repo.updateIfVersion(tx, recipeId, input.version, { notes: input.notes }, clock());
        if (!row) throw conflict(messages.staleVersion);
        const after = toItem(row);
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity: 'recipe',
            entityId: recipeId,
            change: {
              before: { notes: before.notes, version: before.version },
              after: { notes: after.notes, version: after.version },
            },
          },
          tx,
        );
        return after;
      });
    },
  };
}

export type RecipeNotesService = ReturnType<typeof createRecipeNotesService>;
