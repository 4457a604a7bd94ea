import type { RecipeFeedbackItem } from '@brigade/domain/schemas/recipe-feedback';
import type { FeedbackRow } from './repository.ts';

export function toFeedbackItem(row: FeedbackRow): RecipeFeedbackItem {
  return {
    recipe_feedback_id: row.recipeFeedbackId,
    recipe_id: row.recipeId,
    rating: row.rating,
    comment: row.comment,
    served_on: row.servedOn,
    created_by: row.createdBy,
    author: row.author,
    created_at: row.createdAt.toISOString(),
  };
}
