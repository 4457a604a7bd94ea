import {
  accountingLoginCallback,
  accountingLoginStart,
  accountingProxyBody,
  accountingStatus,
} from '@brigade/domain/schemas/accounting';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { AccountingConnectionService } from './service.ts';

const tags = ['accounting'];
// The accounting tool is a level-0 screen of Administration (the drawer's 'accounting tool').
const config = { access: superAp };

/** The web page the service sends the browser back to (spec §2: the OAuth redirect target). */
export const LOGIN_RETURN_PATH = '/bexio/v3/login';

const proxyParams = z.object({ '*': z.string().max(1000) });
const proxyQuery = z.record(z.string().max(200), z.string().max(1000));

type Options = { connection: AccountingConnectionService; redirectUrl: string | undefined };

/** The connection (status, login, disconnect) and the proxy to the service's API, for SUPERs only. */
export const accountingRoutes: FastifyPluginAsyncZod<Options> = async (app, { connection, redirectUrl }) => {
  const redirectUri = (request: FastifyRequest) =>
    redirectUrl ?? `${request.protocol}://${request.host}${LOGIN_RETURN_PATH}`;

  app.get(
    '/accounting/status',
    {
      config,
      schema: {
        tags,
        summary:
          'The accounting service: local or live, whether connected, to which organisation (never a token)',
        response: { 200: accountingStatus, ...errorResponses(401, 403) },
      },
    },
    async () => connection.status(),
  );

  app.post(
    '/accounting/oauth/start',
    {
      config,
      schema: {
        tags,
        summary: 'Start the login at the accounting service: a new state (10 characters, 10 minutes, once)',
        response: { 200: accountingLoginStart, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => connection.startLogin(sessionOf(request).user_id, redirectUri(request)),
  );

  app.post(
    '/accounting/oauth/callback',
    {
      config,
      schema: {
        tags,
        summary: "Complete the login with the service's code and the caller's state; the tokens stay here",
        body: accountingLoginCallback,
        response: { 200: accountingStatus, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) =>
      connection.completeLogin(sessionOf(request).user_id, request.body, redirectUri(request)),
  );

  app.delete(
    '/accounting/connection',
    {
      config,
      schema: {
        tags,
        summary: 'Disconnect from the accounting service (its tokens are forgotten)',
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await connection.disconnect(sessionOf(request).user_id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/accounting/proxy/*',
    {
      config,
      schema: {
        tags,
        summary: "GET a path of the accounting API (/2.0, /3.0, /4.0) with the server's token",
        params: proxyParams,
        querystring: proxyQuery,
        response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => connection.proxyGet(request.params['*'], request.query),
  );

  app.post(
    '/accounting/proxy/*',
    {
      config,
      schema: {
        tags,
        summary: "POST JSON to a path of the accounting API (/2.0, /3.0, /4.0) with the server's token",
        params: proxyParams,
        body: accountingProxyBody,
        response: { 200: z.unknown(), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => connection.proxyPost(request.params['*'], request.body),
  );
};
