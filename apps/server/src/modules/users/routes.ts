import { idParam } from '@brigade/domain/schemas/common';
import { createUserRequest, user, userList, userListQuery } from '@brigade/domain/schemas/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { UsersService } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['users'];

  app.get(
    '/users',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List users',
        querystring: userListQuery,
        response: { 200: userList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'One user',
        params: idParam,
        response: { 200: user, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.get(request.params.id),
  );

  app.post(
    '/users',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Add a user',
        body: createUserRequest,
        response: { 201: user, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await users.create(sessionOf(request).user_id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Delete a user (not yourself); their sessions end',
        params: idParam,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await users.remove(sessionOf(request).user_id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
