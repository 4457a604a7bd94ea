import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createJobQueue } from '../lib/job-queue.ts';

const METRICS_KEY = 'scrape-key-of-the-monitoring';
let local: TestApp;
let keyed: TestApp;

beforeAll(async () => {
  local = await buildTestApp({ template: 'empty' });
  keyed = await buildTestApp({ template: 'empty', env: { METRICS_KEY } });
});
afterAll(async () => {
  await local.app.close();
  await keyed.app.close();
});

const scrape = (t: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of one series in Prometheus's text format, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_KEY', () => {
  it('answers a client on this machine in the Prometheus text format', async () => {
    const response = await scrape(local);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    // prom-client's process metrics, event-loop lag among them
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    expect(response.body).toContain('process_resident_memory_bytes');
  });

  it('counts requests by route pattern and status, never by raw URL, with their latency', async () => {
    for (const id of [101, 202]) await local.app.inject({ method: 'GET', url: `/api/v1/customers/${id}` });
    const text = (await scrape(local)).body;
    expect(
      valueOf(text, 'brigade_http_requests_total{method="GET",route="/api/v1/customers/:id",status="401"}'),
    ).toBe(2);
    expect(text).not.toContain('/api/v1/customers/101');
    expect(
      valueOf(
        text,
        'brigade_http_request_duration_seconds_count{method="GET",route="/api/v1/customers/:id"}',
      ),
    ).toBe(2);
    expect(text).toContain('brigade_http_request_duration_seconds_bucket{le="0.005",method="GET"');
  });

  it('shows the jobs waiting in each queue', async () => {
    const queue = createJobQueue({
      database: local.database,
      publish: async () => undefined,
      log: { error: () => undefined },
      work: false, // nobody works them: they stay queued
    });
    queue.define({ name: 'metrics-probe', handler: async () => undefined });
    await queue.start();
    try {
      for (let i = 0; i < 3; i++) await queue.send('metrics-probe', { i });
      const text = (await scrape(local)).body;
      expect(valueOf(text, 'brigade_job_queue_waiting{queue="metrics-probe"}')).toBe(3);
      // the app's own queues are listed too, with nothing waiting
      expect(text).toMatch(/brigade_job_queue_waiting\{queue="[\w.-]+"\} 0/);
    } finally {
      await queue.stop();
    }
  });

  it('shows the PostgreSQL pool, and nothing for it on PGlite', async () => {
    const text = (await scrape(local)).body;
    if (local.database.kind === 'postgres') {
      expect(valueOf(text, 'brigade_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(text).toContain('brigade_db_pool_connections{state="waiting"}');
    } else {
      expect(text).not.toContain('brigade_db_pool_connections{');
    }
  });

  it('refuses another machine, and a request that came through a proxy on this one', async () => {
    const remote = await scrape(local, { remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain('nodejs_');
    const proxied = await scrape(local, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(proxied.statusCode).toBe(403);
    const forwarded = await scrape(local, { headers: { forwarded: 'for=203.0.113.7' } });
    expect(forwarded.statusCode).toBe(403);
  });
});

describe('GET /metrics with METRICS_KEY', () => {
  it('answers the bearer of the key from anywhere', async () => {
    const response = await scrape(keyed, {
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${METRICS_KEY}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('brigade_http_requests_total');
  });

  it('refuses a missing or wrong key, even from this machine', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-scrape-key-at-all' }];
    for (const headers of attempts) {
      const response = await scrape(keyed, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('nodejs_');
    }
  });
});
