import {
  customerAllergyExportQuery,
  customerAllergyList,
  customerAllergyQuery,
} from '@brigade/domain/schemas/customer-health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { CustomerAllergiesService } from './allergies-service.ts';

const tags = ['customers'];
const config = { access: superAp };

/** Customers → Allergies (drawer level 0): every active customer's health profile, and its export. */
export const allergiesRoutes: FastifyPluginAsyncZod<{ allergies: CustomerAllergiesService }> = async (
  app,
  { allergies },
) => {
  app.get(
    '/customers/allergies',
    {
      config,
      schema: {
        tags,
        summary: "Every active customer's allergens, warnings and dislikes (filter q, allergen_id)",
        querystring: customerAllergyQuery,
        response: { 200: customerAllergyList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => allergies.list(sessionOf(request).user_id, request.query),
  );

  app.get(
    '/customers/allergies/export',
    {
      config,
      schema: {
        tags,
        summary: 'Download the allergies overview (same filter) as CSV or .xlsx',
        querystring: customerAllergyExportQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        request.query.format,
        await allergies.exportTable(sessionOf(request).user_id, request.query),
      ),
  );
};
