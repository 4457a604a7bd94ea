import {
  chefIngredientNote,
  chefIngredientNotesList,
  chefIngredientNotesQuery,
  ingredientIdParam,
  updateChefIngredientNoteRequest,
} from '@brigade/domain/schemas/chef-notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level2Ap, sessionOf } from '../../plugins/access.ts';
import type { ChefNotesService } from './service.ts';

/** Chef ingredient notes (ADR 053), opened from the week recipes toolbar: the chefs write them (level 2). */
export const chefNotesRoutes: FastifyPluginAsyncZod<{ chefNotes: ChefNotesService }> = async (
  app,
  { chefNotes },
) => {
  const tags = ['chef-notes'];
  const chefs = { access: level2Ap };

  app.get(
    '/chef-ingredient-notes',
    {
      config: chefs,
      schema: {
        tags,
        summary:
          'Ingredients with a chef note (q searches names and notes); with_notes=false searches every ingredient by name',
        querystring: chefIngredientNotesQuery,
        response: { 200: chefIngredientNotesList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chefNotes.list(request.query),
  );

  app.get(
    '/chef-ingredient-notes/:ingredientId',
    {
      config: chefs,
      schema: {
        tags,
        summary: "An ingredient's chef note (version 0 and empty notes when it has none)",
        params: ingredientIdParam,
        response: { 200: chefIngredientNote, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => chefNotes.get(request.params.ingredientId),
  );

  app.put(
    '/chef-ingredient-notes/:ingredientId',
    {
      config: chefs,
      schema: {
        tags,
        summary:
          'Write the note (at most 5000 characters): version 0 creates it, then send the version you read; empty notes remove it',
        params: ingredientIdParam,
        body: updateChefIngredientNoteRequest,
        response: { 200: chefIngredientNote, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      chefNotes.update(sessionOf(request).user_id, request.params.ingredientId, request.body),
  );
};
