import { idParam } from '@brigade/domain/schemas/common';
import { setUserPasswordRequest } from '@brigade/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { AuthService } from './service.ts';

/** Controls → Users: a SUPER sets another user's password (hashed here; their sessions end). */
export const userPasswordRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const tags = ['users'];

  app.put(
    '/users/:id/password',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: "Set a user's password; their sessions end",
        params: idParam,
        body: setUserPasswordRequest,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await auth.setUserPassword(sessionOf(request), request.params.id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
