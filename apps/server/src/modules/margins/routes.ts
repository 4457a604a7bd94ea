import { marginsQuery, marginsResponse } from '@brigade/domain/schemas/margins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import type { MarginsService } from './service.ts';

/** The margins (money screens are SUPER only). */
export const marginsRoutes: FastifyPluginAsyncZod<{ margins: MarginsService }> = async (app, { margins }) => {
  const tags = ['margins'];

  app.get(
    '/margins',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary:
          'Revenue, food cost and gross margin per ISO week and programme, with totals; from and to: Mondays, at most 26 weeks (none: the 8 weeks up to the default week)',
        querystring: marginsQuery,
        response: { 200: marginsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => margins.margins(request.query),
  );

  app.get(
    '/margins/export.xlsx',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'The same weeks as .xlsx: each week’s rows with figures and its total, then the whole range',
        querystring: marginsQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => sendExport(reply, 'xlsx', await margins.exportTable(request.query)),
  );
};
