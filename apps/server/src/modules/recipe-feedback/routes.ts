import { idParam } from '@brigade/domain/schemas/common';
import {
  createRecipeFeedbackRequest,
  putRecipeRatingRequest,
  recipeFeedbackItem,
  recipeFeedbackList,
  recipeRating,
} from '@brigade/domain/schemas/recipe-feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { RecipeRatingService } from './rating-service.ts';
import type { RecipeFeedbackService } from './service.ts';

/** Recipes → feedback (level 1): ratings 1–5 and comments. */
export const recipeFeedbackRoutes: FastifyPluginAsyncZod<{ recipeFeedback: RecipeFeedbackService }> = async (
  app,
  { recipeFeedback },
) => {
  const tags = ['recipe-feedback'];
  const config = { access: level1Ap };
  app.get(
    '/recipes/:id/feedback',
    {
      config,
      schema: {
        tags,
        summary: "A recipe's feedback, newest first, with the average rating",
        params: idParam,
        response: { 200: recipeFeedbackList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => recipeFeedback.list(request.params.id),
  );

  app.post(
    '/recipes/:id/feedback',
    {
      config,
      schema: {
        tags,
        summary: 'Add a rating (1–5) with a comment and the date served',
        params: idParam,
        body: createRecipeFeedbackRequest,
        response: { 201: recipeFeedbackItem, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const item = await recipeFeedback.create(sessionOf(request).user_id, request.params.id, request.body);
      return reply.code(201).send(item);
    },
  );

  app.delete(
    '/recipe-feedback/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete feedback: the author their own, a SUPER user any',
        params: idParam,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await recipeFeedback.remove(sessionOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** A recipe's rating (level 1): the average, and the user's own quick rating, which a new one replaces. */
export const recipeRatingRoutes: FastifyPluginAsyncZod<{ ratings: RecipeRatingService }> = async (
  app,
  { ratings },
) => {
  const tags = ['recipe-feedback'];
  const config = { access: level1Ap };
  app.get(
    '/recipes/:id/rating',
    {
      config,
      schema: {
        tags,
        summary: "A recipe's average rating and the signed-in user's own rating",
        params: idParam,
        response: { 200: recipeRating, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ratings.get(sessionOf(request).user_id, request.params.id),
  );

  app.put(
    '/recipes/:id/rating',
    {
      config,
      schema: {
        tags,
        summary:
          "Rate a recipe 1–5: replaces the user's own earlier rating (feedback without comment or date)",
        params: idParam,
        body: putRecipeRatingRequest,
        response: { 200: recipeRating, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ratings.rate(sessionOf(request).user_id, request.params.id, request.body.rating),
  );
};
