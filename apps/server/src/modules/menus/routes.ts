import { idParam } from '@brigade/domain/schemas/common';
import {
  additionalDay,
  dateMenuReview,
  genesisMenu,
  genesisQuery,
  menuDateParam,
  menuDetail,
  menuParams,
  menuReview,
  publishMenuRequest,
  publishMenuResponse,
  putAdditionalDayRequest,
} from '@brigade/domain/schemas/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { AdditionalDaysService } from './additional-days.ts';
import type { MenusService } from './service.ts';

/**
 * Menus, menu review and additional days (spec §2, §3, §7). Planners (level 1) publish and review; kitchen
 * staff (level 2) may read a published menu — the names, allergens and figures customers were given.
 */
export const menusRoutes: FastifyPluginAsyncZod<{
  menus: MenusService;
  additionalDays: AdditionalDaysService;
}> = async (app, { menus, additionalDays }) => {
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
        summary: 'Genesis menu: what publishing would make now (same shape); ?menu_override=ALIFE',
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
          'Publish (version 0) or republish (the version read) the menu; 201 first time, 200 again, 409 stale',
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
        sessionOf(request).user_id,
        request.params.date,
        request.params.menuIndex,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(menu);
    },
  );

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
