import { additionalDay, menuDateParam, putAdditionalDayRequest } from '@brigade/domain/schemas/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf } from '../../plugins/access.ts';
import type { AdditionalDaysService } from './additional-days-service.ts';

/** Additional days and their meals (ADR 050): planners (level 1) read and save them. */
export const additionalDaysRoutes: FastifyPluginAsyncZod<{ additionalDays: AdditionalDaysService }> = async (
  app,
  { additionalDays },
) => {
  const tags = ['menus'];
  const plan = { access: level1Ap };

  app.get(
    '/additional-days/:date',
    {
      config: plan,
      schema: {
        tags,
        summary:
          'The additional day of a date: HTML before/after and its additional meals (version 0 = none)',
        params: menuDateParam,
        response: { 200: additionalDay, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => additionalDays.get(request.params.date),
  );

  app.put(
    '/additional-days/:date',
    {
      config: plan,
      schema: {
        tags,
        summary:
          'Save the additional day whole (meals without an id are new, missing ones deleted); send the version read',
        params: menuDateParam,
        body: putAdditionalDayRequest,
        response: { 200: additionalDay, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => additionalDays.put(sessionOf(request).user_id, request.params.date, request.body),
  );
};
