import { idParam } from '@brigade/domain/schemas/common';
import { oneTimePasswordResponse, updateUserRequest, user } from '@brigade/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { UsersService } from './service.ts';

/** Controls → Users: edit, disable and enable an account, give a one-time password (ADR 080). */
export const accountRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['users'];

  app.put(
    '/users/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary:
          "Change a user's names, group, category or company; a new group, category or company ends their sessions",
        params: idParam,
        body: updateUserRequest,
        response: { 200: user, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => users.update(sessionOf(request), request.params.id, request.body),
  );

  for (const [action, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        config: { access: superAp },
        schema: {
          tags,
          summary: disabled
            ? 'Disable a user (not yourself, not the last administrator): their sessions end, they cannot log in'
            : 'Enable a disabled user again',
          params: idParam,
          response: { 200: user, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => users.setDisabled(sessionOf(request), request.params.id, disabled),
    );
  }

  app.post(
    '/users/:id/one-time-password',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary:
          'Give a user a one-time password (answered once, valid 24 hours, to be changed at login); their sessions end',
        params: idParam,
        response: { 201: oneTimePasswordResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const created = await users.createOneTimePassword(sessionOf(request), request.params.id);
      // The password is shown once: no cache may keep it.
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );
};
