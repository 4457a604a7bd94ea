import { menuQrCodes } from '@brigade/domain/schemas/menu-qr-codes';
import { menuDateParam } from '@brigade/domain/schemas/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level2Ap } from '../../plugins/access.ts';
import type { MenusService } from './service.ts';

/**
 * Meal QR codes: the dishes of a date's published menus with the paths of their public analysis pages, for the
 * printable QR pages. Readable like a published menu (every AP user): it holds only what customers were shown.
 */
export const menuQrCodesRoutes: FastifyPluginAsyncZod<{ menus: MenusService }> = async (app, { menus }) => {
  app.get(
    '/menus/:date/qr-codes',
    {
      config: { access: level2Ap },
      schema: {
        tags: ['menus'],
        summary:
          'Meal QR codes: every published menu of a date with its dishes and their public analysis paths; ' +
          '404 if none is published',
        params: menuDateParam,
        response: { 200: menuQrCodes, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => menus.qrCodes(request.params.date),
  );
};
