import { messages } from '@brigade/domain/messages/catalogue';
import type { RecipeNoteItem, RecipeNotesListQuery } from '@brigade/domain/schemas/recipe-notes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { toRecipeNote } from './mapping.ts';
import * as repo from './repository.ts';

/** Recipe notes: every recipe with its notes, edited in place (the notes column of the recipe). */
export function createRecipeNotesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  return {
    async list(query: RecipeNotesListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toRecipeNote), total };
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
        const after = toRecipeNote(row);
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
