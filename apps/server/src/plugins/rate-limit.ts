import rateLimit from '@fastify/rate-limit';
import { messages } from '@brigade/domain/messages/catalogue';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { Database } from '../db/client.ts';
import { createSharedCounter, type SharedCounter } from '../lib/shared-counter.ts';

type Incr = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * The request counts of every instance in one place (ADR 083). A database write per request would cost every request a
 * round trip, so an instance takes hits in blocks of `block` (1/50 of the limit, at least 1) and counts
 * the block down in memory: the shared total is never short of what was used, and an instance can be early by at
 * most one unused block. Small limits (≤ 100 a minute) are counted exactly.
 */
function sharedStore(counter: SharedCounter, log: (error: unknown) => void) {
  const leases = new Map<string, { base: number; claimed: number; used: number; resetAtMs: number }>();
  return class SharedRateLimitStore {
    incr(key: string, done: Incr, timeWindow: number, max: number): void {
      const now = Date.now();
      const lease = leases.get(key);
      if (lease && lease.resetAtMs > now && lease.used < lease.claimed) {
        lease.used += 1;
        done(null, { current: lease.base + lease.used, ttl: lease.resetAtMs - now });
        return;
      }
      const block = Math.max(1, Math.floor(max / 50));
      counter.add(`rate:${key}`, block, timeWindow, now).then(
        ({ hits, resetAtMs }) => {
          if (leases.size >= 10_000) leases.clear();
          leases.set(key, { base: hits - block, claimed: block, used: 1, resetAtMs });
          done(null, { current: hits - block + 1, ttl: resetAtMs - now });
        },
        (error: unknown) => {
          // Without the database the request fails anyway; the limiter does not add a second error.
          log(error);
          done(null, { current: 0, ttl: timeWindow });
        },
      );
    }

    child() {
      return this;
    }
  };
}

/**
 * A generous per-IP ceiling for every route (RATE_LIMIT_MAX a minute) against floods; the strict limit of
 * failed logins per IP and username lives in the auth module, which knows the username. On PostgreSQL every instance
 * counts into the same numbers (ADR 083); on the embedded database (one process) in memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { max: number; database: Pick<Database, 'kind' | 'db'> }) => {
    // Several instances share PostgreSQL, so they share the counts there; the embedded database is one process.
    const counter =
      options.database.kind === 'postgres' ? createSharedCounter(options.database.db) : undefined;
    await app.register(rateLimit, {
      global: true,
      max: options.max,
      timeWindow: 60_000,
      keyGenerator: (request) => request.ip,
      ...(counter
        ? { store: sharedStore(counter, (error) => app.log.error(error, 'rate limit count failed')) }
        : {}),
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', messages.tooManyRequests, undefined, {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        }),
    });
  },
  { name: 'rate-limit' },
);
