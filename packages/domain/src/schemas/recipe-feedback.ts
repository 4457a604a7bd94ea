import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isoDateField } from './availability.ts';

/** Feedback on a recipe (/recipes/feedback/{id}): a rating (1–5) and a comment on a date it was served. */
export const recipeFeedbackItem = z.object({
  recipe_feedback_id: z.number().int(),
  recipe_id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  served_on: z.string().nullable(),
  created_by: z.number().int().nullable(),
  /** The author's username; null when the user was deleted. */
  author: z.string().nullable(),
  created_at: z.string(),
});
export type RecipeFeedbackItem = z.infer<typeof recipeFeedbackItem>;

/** A recipe's feedback, newest first, with the average rating (null when there is none). */
export const recipeFeedbackList = z.object({
  recipe_id: z.number().int(),
  recipe_name: z.string(),
  items: z.array(recipeFeedbackItem),
  total: z.number().int(),
  average_rating: z.number().nullable(),
});
export type RecipeFeedbackList = z.infer<typeof recipeFeedbackList>;

export const createRecipeFeedbackRequest = z.object({
  rating: z.coerce
    .number({ error: messages.feedbackRatingInvalid })
    .int({ error: messages.feedbackRatingInvalid })
    .min(1, { error: messages.feedbackRatingInvalid })
    .max(5, { error: messages.feedbackRatingInvalid }),
  comment: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(1000, { error: messages.textTooLong })
    .default(''),
  /** The day the recipe was served (YYYY-MM-DD); empty or null = not given. */
  served_on: z.union([z.literal('').transform(() => null), z.null(), isoDateField]).default(null),
});
export type CreateRecipeFeedbackRequest = z.input<typeof createRecipeFeedbackRequest>;

/**
 * GET/PUT /recipes/:id/rating: the recipe's average over all feedback, and the signed-in user's own quick
 * rating (feedback without comment or date; a new one replaces theirs, ADR 075).
 */
export const recipeRating = z.object({
  recipe_id: z.number().int(),
  average_rating: z.number().nullable(),
  total: z.number().int(),
  mine: z.number().int().nullable(),
});
export type RecipeRating = z.infer<typeof recipeRating>;

export const putRecipeRatingRequest = createRecipeFeedbackRequest.pick({ rating: true });
