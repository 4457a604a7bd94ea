import {
  chatPreference,
  chatPreferenceList,
  chatPreferenceListQuery,
  createChatPreferenceRequest,
  updateChatPreferenceRequest,
} from '@brigade/domain/schemas/chat-preferences';
import { exportFormatField, idParam, versionQuery } from '@brigade/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { ChatPreferencesService } from './service.ts';

const bookingCache = ['CHAT_PREFERENCES'] as const;

/** Controls → Chat preferences (drawer level 0, spec §2; list per spec §7 chat_preferences/list). */
export const chatPreferencesRoutes: FastifyPluginAsyncZod<{
  chatPreferences: ChatPreferencesService;
}> = async (app, { chatPreferences }) => {
  const tags = ['chat-preferences'];

  app.get(
    '/chat-preferences',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'List chat preferences (default first); q searches code and names',
        querystring: chatPreferenceListQuery,
        response: { 200: chatPreferenceList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chatPreferences.list(request.query),
  );

  app.get(
    '/chat-preferences/export',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Download the list (same filter and sort) as CSV or .xlsx',
        querystring: chatPreferenceListQuery.extend(exportFormatField),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(reply, request.query.format, await chatPreferences.exportTable(request.query)),
  );

  app.get(
    '/chat-preferences/:id',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'One chat preference',
        params: idParam,
        response: { 200: chatPreference, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => chatPreferences.get(request.params.id),
  );

  app.post(
    '/chat-preferences',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Add a chat preference; is_default moves the default to it',
        body: createChatPreferenceRequest,
        response: { 201: chatPreference, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await chatPreferences.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    '/chat-preferences/:id',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary:
          'Edit names and default (the code is fixed); 409 on a stale version, 422 unsetting the default',
        params: idParam,
        body: updateChatPreferenceRequest,
        response: { 200: chatPreference, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => chatPreferences.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    '/chat-preferences/:id',
    {
      config: { access: superAp, bookingCache },
      schema: {
        tags,
        summary: 'Delete a chat preference (?version=); the default cannot be deleted (422)',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await chatPreferences.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
