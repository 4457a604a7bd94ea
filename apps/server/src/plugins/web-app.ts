import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@brigade/domain/messages/catalogue';
import type { ErrorBody } from '@brigade/domain/schemas/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { registerPublic } from './access.ts';

// Hashed build output never changes under its name; everything else must be revalidated so a deploy shows at once.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const isAsset = (url: string) => url.startsWith('/assets/');

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const inAssets = filePath.split(path.sep).includes('assets');
  reply.header('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
}

/**
 * Serves the built web app (WEB_DIST) with its pre-compressed .br/.gz siblings, and answers every other GET
 * with index.html so client-side routes (/, /users, /de/allergens, …) load the app, which shows its own
 * not-found page. Unknown /api/* answer a JSON 404, unknown /assets/* a plain 404 (never index.html: a
 * stale chunk must fail loudly, not parse HTML as JavaScript).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string }) => {
    const root = path.resolve(options.webDist);
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      const common = { root, preCompressed: true, setHeaders: setCacheHeaders } as const;
      // Twice: here only for reply.sendFile (the fallback below needs it in this context), and in a scope
      // of its own for the file route, where it can be given its public policy.
      await app.register(fastifyStatic, { ...common, serve: false });
      await registerPublic(app, (scope) =>
        scope.register(fastifyStatic, {
          ...common,
          prefix: '/',
          wildcard: true,
          decorateReply: false,
          index: ['index.html'],
          schemaHide: true,
        }),
      );
    } else {
      app.log.warn({ webDist: root }, 'web app not built: run `npm run build`; the API works without it');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      if (isApi(url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        const body: ErrorBody = { error_code: 'NOT_FOUND', error_message: messages.notFound };
        return reply.code(404).send(body);
      }
      if (isAsset(url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      if (!built) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'The Brigade web app is not built yet. Run `npm run build`, then restart the server. The API is at /api/v1.',
          );
      }
      reply.header('cache-control', REVALIDATE);
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['access'] },
);
