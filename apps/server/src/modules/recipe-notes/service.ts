import type { RecipeNoteItem, RecipeNotesListQuery } from '@brigade/domain/schemas/recipe-notes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkedWrites } from '../../lib/checked-write.ts';
import type { AuditService } from '../audit/service.ts';
import { toRecipeNote } from './mapping.ts';
import * as repo from './repository.ts';

/** Recipe notes: every recipe with its notes, edited in place (the notes column of the recipe). */
export function createRecipeNotesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const writes = checkedWrites({ audit, entity: 'recipe', findByKey: repo.findById });
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
      return db.transaction((tx) =>
        writes.update(tx, actorId, recipeId, input.version, {
          write: () => repo.updateIfVersion(tx, recipeId, input.version, { notes: input.notes }, clock()),
          audited: (before) => ({ notes: before.notes, version: before.version }),
          after: toRecipeNote,
          auditedAfter: (after) => ({ notes: after.notes, version: after.version }),
        }),
      );
    },
  };
}

export type RecipeNotesService = ReturnType<typeof createRecipeNotesService>;
