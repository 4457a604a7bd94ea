import {
  labelPdfJob,
  labelPdfParams,
  labelPdfRequest,
  labelRecipeParams,
  labelRecipeQuery,
  labelWeekParams,
  mealLabelRecipe,
  mealLabelsQuery,
  mealLabelsResponse,
  packageLabelsParams,
  packageLabelsQuery,
  packageLabelsResponse,
  packingCheckRequest,
  packingCheckResponse,
} from '@brigade/domain/schemas/labels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { packers, sessionOf, superAp } from '../../plugins/access.ts';
import type { PackagesService } from './packages-service.ts';
import type { LabelPdfService } from './pdf-service.ts';
import type { MealLabelsService } from './service.ts';

const tags = ['labels'];

/**
 * Labels (ADR 068): meal and package labels for the printable pages, their bulk PDFs, and the packing check.
 * The labels name customers (package labels their allergies): AP SUPER. The check is for whoever packs.
 */
export const labelsRoutes: FastifyPluginAsyncZod<{
  meals: MealLabelsService;
  packages: PackagesService;
}> = async (app, { meals, packages }) => {
  const config = { access: superAp };

  app.get(
    '/labels/meals/:year/:week',
    {
      config,
      schema: {
        tags,
        summary:
          "A week's meal labels (or a day's, a meal type's, a customer's) and what each recipe's labels print",
        params: labelWeekParams,
        querystring: mealLabelsQuery,
        response: { 200: mealLabelsResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => meals.mealLabels(request.params.year, request.params.week, request.query),
  );

  app.get(
    '/labels/recipes/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "What a recipe's meal labels print in a language: ingredients with allergens emphasised, nutrition",
        params: labelRecipeParams,
        querystring: labelRecipeQuery,
        response: { 200: mealLabelRecipe, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => meals.recipeLabel(request.params.id, request.query.lang),
  );

  app.get(
    '/labels/packages/:date',
    {
      config,
      schema: {
        tags,
        summary: "A day's package labels (one per bag), or one order's",
        params: packageLabelsParams,
        querystring: packageLabelsQuery,
        response: { 200: packageLabelsResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      packages.packageLabels(sessionOf(request), request.params.date, {
        orderId: request.query.order_id,
        lang: request.query.lang,
      }),
  );

  app.post(
    '/labels/packing-check',
    {
      config: { access: packers },
      schema: {
        tags,
        summary: 'Does the scanned meal belong in the scanned bag? Green, or red with every reason',
        body: packingCheckRequest,
        response: { 200: packingCheckResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => packages.check(request.body.meal, request.body.bag),
  );
};

/** Bulk label PDFs: made by a job, followed by its status, downloaded when ready (AP SUPER). */
export const labelPdfRoutes: FastifyPluginAsyncZod<{ pdf: LabelPdfService }> = async (app, { pdf }) => {
  const config = { access: superAp };

  app.post(
    '/labels/pdf',
    {
      config,
      schema: {
        tags,
        summary: "Make a PDF of a week's meal labels or a day's A6 package labels (a job; progress over SSE)",
        body: labelPdfRequest,
        response: { 202: labelPdfJob, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const origin = `${request.protocol}://${request.host}`;
      return reply.code(202).send(await pdf.start(sessionOf(request), request.body, origin));
    },
  );

  app.get(
    '/labels/pdf/:jobId/status',
    {
      config,
      schema: {
        tags,
        summary: 'Whether a label PDF is ready, with its pages and size',
        params: labelPdfParams,
        response: {
          200: z.object({
            ready: z.boolean(),
            pages: z.number().int().nullable(),
            bytes: z.number().int().nullable(),
          }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const facts = await pdf.facts(request.params.jobId);
      return { ready: facts !== null, pages: facts?.pages ?? null, bytes: facts?.bytes ?? null };
    },
  );

  app.get(
    '/labels/pdf/:jobId',
    {
      config,
      schema: {
        tags,
        summary: 'Download a finished label PDF (404 while it is being made)',
        params: labelPdfParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const bytes = await pdf.file(request.params.jobId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="labels-${request.params.jobId.slice(0, 8)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
