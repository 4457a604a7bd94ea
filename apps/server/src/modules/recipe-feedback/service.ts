import { messages } from '@brigade/domain/messages/catalogue';
import { roundTo2 } from '@brigade/domain/numbers/round';
import type {
  createRecipeFeedbackRequest,
  RecipeFeedbackItem,
  RecipeFeedbackList,
} from '@brigade/domain/schemas/recipe-feedback';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { SessionUser } from '../auth/service.ts';
import { toFeedbackItem } from './mapping.ts';
import * as repo from './repository.ts';

type NewFeedback = z.output<typeof createRecipeFeedbackRequest>;

/**
 * Feedback on recipes. A feedback entry is never edited, only added or deleted,
 * so it has no version: its author may delete it, and a SUPER user any.
 */
export function createRecipeFeedbackService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'recipe_feedback';
  return {
    async list(recipeId: number): Promise<RecipeFeedbackList> {
      const name = await repo.findRecipeName(db, recipeId);
      if (name === undefined) throw notFound();
      const [rows, summary] = await Promise.all([
        repo.findByRecipe(db, recipeId),
        repo.averageOf(db, recipeId),
      ]);
      return {
        recipe_id: recipeId,
        recipe_name: name,
        items: rows.map(toFeedbackItem),
        total: summary.total,
        average_rating: summary.average === null ? null : roundTo2(summary.average),
      };
    },

    async create(actorId: number, recipeId: number, input: NewFeedback): Promise<RecipeFeedbackItem> {
      return db.transaction(async (tx) => {
        if ((await repo.findRecipeName(tx, recipeId)) === undefined) throw notFound();
        const id = await repo.insert(tx, {
          recipeId,
          rating: input.rating,
          comment: input.comment,
          servedOn: input.served_on,
          createdBy: actorId,
          now: clock(),
        });
        const item = toFeedbackItem((await repo.findById(tx, id))!);
        await audit.record({ userId: actorId, action: 'create', entity, entityId: id, change: item }, tx);
        return item;
      });
    },

    async remove(actor: SessionUser, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.findById(tx, id);
        if (!row) throw notFound();
        if (actor.level !== 0 && row.createdBy !== actor.user_id) {
          throw new AppError(403, 'FORBIDDEN', messages.feedbackNotOwn);
        }
        if (!(await repo.deleteById(tx, id))) throw notFound();
        await audit.record(
          { userId: actor.user_id, action: 'delete', entity, entityId: id, change: toFeedbackItem(row) },
          tx,
        );
      });
    },
  };
}

export type RecipeFeedbackService = ReturnType<typeof createRecipeFeedbackService>;
