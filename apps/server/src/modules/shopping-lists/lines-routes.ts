import { idParam } from '@brigade/domain/schemas/common';
import { lineDoneResponse, lineKeyParams, setLineDoneRequest } from '@brigade/domain/schemas/shopping-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { level2Ap, sessionOf } from '../../plugins/access.ts';
import type { ShoppingListsService } from './service.ts';

/** A list's lines: chefs (level 2) download them as .xlsx and tick them done. */
export const shoppingListLinesRoutes: FastifyPluginAsyncZod<{ shoppingLists: ShoppingListsService }> = async (
  app,
  { shoppingLists },
) => {
  const tags = ['shopping-lists'];
  const read = { access: level2Ap };

  app.get(
    '/shopping-lists/:id/export.xlsx',
    {
      config: read,
      schema: {
        tags,
        summary: 'Download the list as .xlsx (supplier, ingredient, spec, quantity, unit, packs, cost, done)',
        params: idParam,
        response: errorResponses(400, 401, 403, 404, 422),
      },
    },
    async (request, reply) => sendExport(reply, 'xlsx', await shoppingLists.exportTable(request.params.id)),
  );

  app.put(
    '/shopping-lists/:id/lines/:lineKey/done',
    {
      config: read,
      schema: {
        tags,
        summary: 'Mark a line done or not; the line key is {ingredient_id}-{spec id}',
        params: lineKeyParams,
        body: setLineDoneRequest,
        response: { 200: lineDoneResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      shoppingLists.setDone(
        sessionOf(request).user_id,
        request.params.id,
        request.params.lineKey,
        request.body.is_done,
      ),
  );
};
