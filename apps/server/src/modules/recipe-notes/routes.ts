import {
  recipeNoteItem,
  recipeNotesList,
  recipeNotesListQuery,
  updateRecipeNotesRequest,
} from '@brigade/domain/schemas/recipe-notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { updateRoute } from '../../lib/record-routes.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { RecipeNotesService } from './service.ts';

/** Recipes → Notes (level 1): every recipe's notes, edited in place. */
export const recipeNotesRoutes: FastifyPluginAsyncZod<{ recipeNotes: RecipeNotesService }> = async (
  app,
  { recipeNotes },
) => {
  const tags = ['recipe-notes'];
  app.get(
    '/recipe-notes',
    {
      config: { access: level1Ap },
      schema: {
        tags,
        summary: 'Recipes with their notes; with_notes=false lists every recipe',
        querystring: recipeNotesListQuery,
        response: { 200: recipeNotesList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => recipeNotes.list(request.query),
  );

  updateRoute(app, {
    path: '/recipes/:id/notes',
    tags,
    config: { access: level1Ap },
    summary: "Edit a recipe's notes (at most 5000 characters); send the recipe version you read",
    body: updateRecipeNotesRequest,
    item: recipeNoteItem,
    update: (actorId, { id }, body) => recipeNotes.update(actorId, id, body),
  });
};
