import {
  createIngredientRequest,
  ingredientAutocompleteQuery,
  ingredientAutocompleteResponse,
  ingredientDetail,
  ingredientList,
  ingredientListQuery,
  updateIngredientRequest,
  type CreateIngredientRequest,
  type IngredientDetail,
  type IngredientListItem,
  type IngredientListQuery,
  type UpdateIngredientRequest,
} from '@brigade/domain/schemas/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { IngredientsService } from './service.ts';

const config = { access: level1Ap };
const tags = ['ingredients'];

/** Recipes → Ingredients (drawer level 1): ingredients and the legacy list; the specs have routes of their own. */
export const ingredientsRoutes: FastifyPluginAsyncZod<{ ingredients: IngredientsService }> = async (
  app,
  { ingredients },
) => {
  // Before the CRUD routes' `/:id`, so these static paths are plain routes of their own.
  app.get(
    '/ingredients/autocomplete',
    {
      config,
      schema: {
        tags,
        summary: 'Up to 20 current ingredients by EN or DE name (name prefix first), for recipe lines',
        querystring: ingredientAutocompleteQuery,
        response: { 200: ingredientAutocompleteResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ingredients.autocomplete(request.query.q, request.query.limit),
  );

  app.get(
    '/ingredients/legacy',
    {
      config,
      schema: {
        tags,
        summary: 'The older app’s ingredients (/ingredients/v1), read-only',
        querystring: ingredientListQuery,
        response: { 200: ingredientList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ingredients.listLegacy(request.query),
  );

  // The list answers list items, the rest the detail: one service serves both shapes.
  registerCrud<
    IngredientDetail | IngredientListItem,
    CreateIngredientRequest,
    UpdateIngredientRequest,
    number,
    IngredientListQuery
  >(app, {
    path: '/ingredients',
    tag: 'ingredients',
    noun: 'ingredient',
    item: ingredientDetail,
    list: ingredientList,
    listQuery: ingredientListQuery,
    create: createIngredientRequest,
    update: updateIngredientRequest,
    service: ingredients,
    readAccess: level1Ap,
    writeConfig: config,
  });
};
