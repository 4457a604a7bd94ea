import { messages } from '@brigade/domain/messages/catalogue';
import {
  appVersion,
  broadcastVersionRequest,
  cacheKeyQuery,
  cacheReadiness,
  health,
  readiness,
} from '@brigade/domain/schemas/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Readiness } from '../../ops/readiness.ts';
import { AppError } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import { toAppVersion, toHealth } from './mapping.ts';
import type { SystemService } from './service.ts';

export const systemRoutes: FastifyPluginAsyncZod<{
  system: SystemService;
  databaseKind: Database['kind'];
  readiness: () => Promise<Readiness>;
}> = async (app, { system, databaseKind, readiness: check }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: health, ...errorResponses(503) },
      },
    },
    async (request) => {
      try {
        await system.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError(503, 'MAINTENANCE', messages.maintenance);
      }
      return toHealth(await system.currentVersion(), databaseKind);
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Readiness: the database answers and every migration is applied (503 with the reason if not)',
        response: { 200: readiness, ...errorResponses(503) },
      },
    },
    async (request) => {
      const state = await check();
      if (!state.ready) {
        request.log.warn({ err: state.error, reason: state.reason }, 'not ready');
        throw new AppError(503, 'MAINTENANCE', messages.maintenance, { reason: state.reason });
      }
      return { status: 'ready' as const, database: databaseKind, migrations: state.migrations };
    },
  );

  app.get(
    '/system/version',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], summary: 'The current app version', response: { 200: appVersion } },
    },
    async () => toAppVersion(await system.currentVersion()),
  );

  app.get(
    '/system/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary:
          'Server-sent events: `event: version` with {"version"} at connect and on every broadcast; numbered events after Last-Event-ID are replayed',
      },
    },
    async (request, reply) => {
      const version = await system.currentVersion();
      // A browser's EventSource sends the id of the last event it got when it reconnects; what came after is replayed.
      const last = request.headers['last-event-id'];
      const lastEventId = typeof last === 'string' && /^\d{1,15}$/.test(last) ? Number(last) : undefined;
      await app.events.stream(reply, [{ event: 'version', data: { version } }], lastEventId);
    },
  );

  app.post(
    '/system/version',
    {
      // A deploy script may broadcast with BROADCAST_KEY instead of a SUPER session.
      config: { access: { ...superAp, keyAuth: 'broadcast' } },
      schema: {
        tags: ['system'],
        summary: 'Broadcast a new app version to every open app',
        body: broadcastVersionRequest,
        response: { 200: appVersion, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      toAppVersion(await system.broadcastVersion(request.session?.user_id ?? null, request.body.new_version)),
  );

  app.get(
    '/system/cache',
    {
      config: { access: superAp },
      schema: {
        tags: ['system'],
        summary: 'Whether a cached document is ready to go (the readiness poll asks this once a second)',
        querystring: cacheKeyQuery,
        response: { 200: cacheReadiness, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ key: request.query.key, ready_to_go: await system.pingCache(request.query.key) }),
  );
};
