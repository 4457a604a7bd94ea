import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createIngredientRequest,
  createIngredientSpecRequest,
  ingredientAutocompleteQuery,
  ingredientAutocompleteResponse,
  ingredientDetail,
  ingredientList,
  ingredientListQuery,
  ingredientSpec,
  updateIngredientRequest,
  updateIngredientSpecRequest,
} from '@brigade/domain/schemas/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { IngredientsService } from './service.ts';
import type { IngredientSpecsService } from './spec-service.ts';

const config = { access: level1Ap };
const tags = ['ingredients'];

/** Recipes → Ingredients (drawer level 1, spec §2/§6): ingredients, the legacy list and supplier specs. */
export const ingredientsRoutes: FastifyPluginAsyncZod<{
  ingredients: IngredientsService;
  specs: IngredientSpecsService;
}> = async (app, { ingredients, specs }) => {
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

  registerCrud(app, {
    path: '/ingredients',
    tag: 'ingredients',
    noun: 'ingredient',
    item: ingredientDetail,
    list: ingredientList,
    listQuery: ingredientListQuery,
    create: createIngredientRequest,
    update: updateIngredientRequest,
    // The list answers list items, the rest the detail: one service serves both shapes.
    service: ingredients as never,
    readAccess: level1Ap,
    writeConfig: config,
  });

  app.post(
    '/ingredients/:id/specs',
    {
      config,
      schema: {
        tags,
        summary: 'Add a supplier spec to an ingredient (the first becomes the default)',
        params: idParam,
        body: createIngredientSpecRequest,
        response: { 201: ingredientSpec, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const created = await specs.create(sessionOf(request).user_id, request.params.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/ingredient-specs/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a supplier spec; send the version you read (409 when someone changed it since)',
        params: idParam,
        body: updateIngredientSpecRequest,
        response: { 200: ingredientSpec, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => specs.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/ingredient-specs/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a supplier spec; ?version= is the version you read',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await specs.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
