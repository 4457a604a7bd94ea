import rateLimit from '@fastify/rate-limit';
import { messages } from '@brigade/domain/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

/**
 * A generous per-IP ceiling for every route (RATE_LIMIT_MAX a minute) against floods; the strict limit of
 * failed logins per IP and username lives in the auth module, which knows the username.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { max: number }) => {
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', messages.tooManyRequests, undefined, {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);
