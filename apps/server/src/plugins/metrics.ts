import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import client from 'prom-client';
import type { Database } from '../db/client.ts';
import { JOB_SCHEMA } from '../lib/job-queue.ts';
import { forbidden, unauthorised } from '../lib/errors.ts';

let processRegistry: client.Registry | undefined;

/**
 * The process's own metrics (CPU, memory, heap, event-loop lag): one set per process, however many apps it
 * builds (the tests build hundreds; each set keeps an event-loop timer running).
 */
function processMetrics(): client.Registry {
  if (!processRegistry) {
    processRegistry = new client.Registry();
    client.collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsOptions {
  /** METRICS_KEY: the bearer token /metrics requires; undefined: only requests made on this machine. */
  metricsKey: string | undefined;
  database: Pick<Database, 'executeSql' | 'poolStats'>;
  /** The job names declared, so a queue with nothing waiting still shows 0. */
  jobNames: () => readonly string[];
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Who may read /metrics (ADR 081): with METRICS_KEY, whoever sends it as a bearer token; without, only a client
 * on this machine that did not come through a proxy (a reverse proxy on this machine would make every visitor
 * look local, but it adds X-Forwarded-For or Forwarded).
 */
function checkAccess(request: FastifyRequest, key: string | undefined): void {
  if (key) {
    const header = request.headers.authorization;
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!sameText(given, key)) throw unauthorised();
    return;
  }
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (proxied || !loopback.test(request.socket.remoteAddress ?? '')) throw forbidden();
}

/** Jobs waiting to be worked per queue (pg-boss's own partial index on waiting jobs answers this). */
async function waitingJobs(database: MetricsOptions['database']): Promise<Map<string, number>> {
  const { rows } = await database.executeSql(
    `SELECT name, count(*)::int AS waiting FROM ${JOB_SCHEMA}.job WHERE state < 'active' GROUP BY name`,
    [],
  );
  return new Map((rows as { name: string; waiting: number }[]).map((r) => [r.name, Number(r.waiting)]));
}

function appMetrics(app: FastifyInstance, options: MetricsOptions) {
  const registry = new client.Registry();
  const registers = [registry];
  const requests = new client.Counter({
    name: 'brigade_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new client.Histogram({
    name: 'brigade_http_request_duration_seconds',
    help: 'Time from request to answer, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new client.Gauge({
    name: 'brigade_db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and queries waiting for one (absent on PGlite)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = options.database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new client.Gauge({
    name: 'brigade_job_queue_waiting',
    help: 'Jobs queued and not yet started (including those waiting for a retry), by job name',
    labelNames: ['queue'],
    registers,
    async collect() {
      this.reset();
      const waiting = await waitingJobs(options.database).catch((error: unknown) => {
        app.log.warn({ err: error }, 'metrics: could not count the waiting jobs');
        return new Map<string, number>();
      });
      for (const name of new Set([...options.jobNames(), ...waiting.keys()])) {
        this.set({ queue: name }, waiting.get(name) ?? 0);
      }
    },
  });
  new client.Gauge({
    name: 'brigade_sse_streams',
    help: 'Open server-sent event streams',
    registers,
    collect() {
      if (app.hasDecorator('events')) this.set(app.events.size);
    },
  });
  return { registry, requests, duration };
}

/** GET /metrics in Prometheus's text format: requests, latency, the pool, the job queue and the process. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: MetricsOptions) => {
    const { registry, requests, duration } = appMetrics(app, options);
    const shared = processMetrics();

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: ids and probes would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      requests.inc({ method, route, status: String(reply.statusCode) });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      checkAccess(request, options.metricsKey);
      const merged = client.Registry.merge([shared, registry]);
      reply.header('content-type', merged.contentType).header('cache-control', 'no-store');
      return merged.metrics();
    });
  },
  { name: 'metrics' },
);
