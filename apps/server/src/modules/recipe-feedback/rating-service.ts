import { roundTo2 } from '@brigade/domain/numbers/round';
import type { RecipeRating } from '@brigade/domain/schemas/recipe-feedback';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { toFeedbackItem } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * A recipe's rating: the average over all its feedback, and each user's quick rating — feedback without
 * comment or date, of which a user has one per recipe: rating again replaces it (ADR 075).
 */
export function createRecipeRatingService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  async function ratingOf(tx: Db, recipeId: number, userId: number): Promise<RecipeRating> {
    const [summary, quick] = await Promise.all([
      repo.averageOf(tx, recipeId),
      repo.findQuickRatings(tx, recipeId, userId),
    ]);
    return {
      recipe_id: recipeId,
      average_rating: summary.average === null ? null : roundTo2(summary.average),
      total: summary.total,
      mine: quick[0]?.rating ?? null,
    };
  }

  return {
    async get(userId: number, recipeId: number): Promise<RecipeRating> {
      if ((await repo.findRecipeName(db, recipeId)) === undefined) throw notFound();
      return ratingOf(db, recipeId, userId);
    },

    /** Sets the user's quick rating: their earlier ones go, one new feedback entry holds it. */
    async rate(userId: number, recipeId: number, rating: number): Promise<RecipeRating> {
      return db.transaction(async (tx) => {
        if (!(await repo.lockRecipe(tx, recipeId))) throw notFound();
        const earlier = await repo.findQuickRatings(tx, recipeId, userId);
        for (const old of earlier) await repo.deleteById(tx, old.id);
        const id = await repo.insert(tx, {
          recipeId,
          rating,
          comment: '',
          servedOn: null,
          createdBy: userId,
          now: clock(),
        });
        const change = {
          ...toFeedbackItem((await repo.findById(tx, id))!),
          replaced: earlier.map((e) => e.id),
        };
        await audit.record({ userId, action: 'create', entity: 'recipe_feedback', entityId: id, change }, tx);
        return ratingOf(tx, recipeId, userId);
      });
    },
  };
}

export type RecipeRatingService = ReturnType<typeof createRecipeRatingService>;
