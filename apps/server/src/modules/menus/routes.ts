import { idParam } from '@brigade/domain/schemas/common';
import {
  dateMenuReview,
  genesisMenu,
  genesisQuery,
  menuDateParam,
  menuDetail,
  menuParams,
  menuReview,
  publishMenuRequest,
  publishMenuResponse,
} from '@brigade/domain/schemas/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { MenusService } from './service.ts';

/**
 * Menus and menu review (ADR 049). Planners (level 1) publish and review; kitchen staff (level 2) may read a
 * published menu — the names, allergens and figures customers were given.
 */
export const menusRoutes: FastifyPluginAsyncZod<{ menus: MenusService }> = async (app, { menus }) => {
  const tags = ['menus'];
  const plan = { access: level1Ap };

  app.get(
    '/menus/dates/:date',
    {
      config: plan,
      schema: {
        tags,
        summary:
          "Menu review of a date: its menus, each with what changed since publishing, and today's dishes",
        params: menuDateParam,
        response: { 200: dateMenuReview, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => menus.dateReview(request.params.date),
  );

  app.get(
    '/menus/:id',
    {
      config: plan,
      schema: {
        tags,
        summary: 'Menu review of one menu: the published snapshot and what changed since',
        params: idParam,
        response: { 200: menuReview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => menus.review(request.params.id),
  );

  app.get(
    '/menus/:date/:menuIndex',
    {
      config: { access: level2Ap },
      schema: {
        tags,
        summary: 'The published menu of a date and index (0 standard, 1 A-Life by habit); 404 if unpublished',
        params: menuParams,
        response: { 200: menuDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => menus.published(request.params.date, request.params.menuIndex),
  );

  app.get(
    '/menus/:date/:menuIndex/genesis',
    {
      config: plan,
      schema: {
        tags,
        summary:
          'Genesis menu: what publishing would make now (same shape) and its problems; ?menu_override=ALIFE',
        params: menuParams,
        querystring: genesisQuery,
        response: { 200: genesisMenu, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      menus.genesis(request.params.date, request.params.menuIndex, request.query.menu_override),
  );

  app.post(
    '/menus/:date/:menuIndex/publish',
    {
      config: plan,
      schema: {
        tags,
        summary:
          'Publish (version 0) or republish (the version read) the menu; 201 first time, 200 again, 409 stale; ' +
          '422 while its dishes have problems, unless a SUPER gives override_reason (ADR 055)',
        params: menuParams,
        body: publishMenuRequest,
        response: {
          200: publishMenuResponse,
          201: publishMenuResponse,
          ...errorResponses(400, 401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { menu, created } = await menus.publish(
        sessionOf(request),
        request.params.date,
        request.params.menuIndex,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(menu);
    },
  );
};
