import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loginAs, openTestDatabase } from '../../../test/build-test-app.ts';
import { testConfig } from '../../../test/config.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLiveBooking } from './live.ts';

/** A loopback stand-in for the booking service: answers each request with the handler a test sets. */
let server: Server;
let baseUrl: string;
let handler: (req: IncomingMessage, res: ServerResponse, body: string) => void;
const received: { method: string; url: string; type: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        type: req.headers['content-type'],
        body: body ? JSON.parse(body) : undefined,
      });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

const json = (status: number, value: unknown) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};
const booking = (timeoutMs?: number) =>
  createLiveBooking({ url: baseUrl, key: 'shared-booking-secret', ...(timeoutMs ? { timeoutMs } : {}) });

describe('live booking service: flush_cache', () => {
  it('posts the password and keys as JSON to {url}/flush_cache and accepts success: true', async () => {
    handler = json(200, { success: true });
    await expect(booking().flushCaches(['DISCOUNTS', 'DISCOUNTS_UNREDEEMED'])).resolves.toBeUndefined();
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/flush_cache',
        type: 'application/json',
        body: { password: 'shared-booking-secret', keys: ['DISCOUNTS', 'DISCOUNTS_UNREDEEMED'] },
      },
    ]);
  });

  it('fails when the service answers success: false, naming its message', async () => {
    handler = json(200, { success: false, message: 'wrong password' });
    await expect(booking().flushCaches(['UNAVAILABLE'])).rejects.toThrow(/wrong password/);
    handler = json(200, { ok: true });
    await expect(booking().flushCaches(['UNAVAILABLE'])).rejects.toThrow(/success is not true/);
  });

  it('fails on an error status or a body that is not JSON', async () => {
    handler = json(500, { success: true });
    await expect(booking().flushCaches(['PICK_UP_POINTS'])).rejects.toThrow(/HTTP 500/);
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    await expect(booking().flushCaches(['PICK_UP_POINTS'])).rejects.toThrow(/not JSON/);
  });

  it('gives up after the time-out when the service does not answer', async () => {
    const pending: ServerResponse[] = [];
    handler = (_req, res) => void pending.push(res); // never answers
    const started = Date.now();
    await expect(booking(150).flushCaches(['CHAT_PREFERENCES'])).rejects.toThrow(/no answer in 150 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    for (const res of pending) res.destroy();
  });

  it('fails when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = createLiveBooking({ url: `http://127.0.0.1:${port}`, key: 'k' });
    await expect(refused.flushCaches(['ALLERGENS'])).rejects.toThrow(/no connection/);
  });
});

describe('the app with BOOKING_SERVICE_URL set', () => {
  it('needs the key with the URL', () => {
    expect(() => testConfig({ BOOKING_SERVICE_URL: baseUrl })).toThrow(
      'BOOKING_SERVICE_KEY is required when BOOKING_SERVICE_URL is set',
    );
    expect(() => testConfig({ BOOKING_SERVICE_URL: 'ftp://x', BOOKING_SERVICE_KEY: 'k'.repeat(16) })).toThrow(
      /must start with http/,
    );
    expect(loadConfig({}).bookingService).toBeUndefined();
  });

  it('flushes through the live service after a write, and warns when it refuses', async () => {
    const { database } = await openTestDatabase('demo');
    const app = await buildApp({
      config: testConfig({ BOOKING_SERVICE_URL: baseUrl, BOOKING_SERVICE_KEY: 'shared-booking-secret' }),
      database,
    });
    try {
      const cookie = await loginAs(app, 'SUPER');
      const block = (date: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/availability/dates-blocked',
          headers: { cookie },
          payload: { dates: [date] },
        });
      handler = json(200, { success: true });
      const ok = await block('2031-01-06');
      expect(ok.statusCode).toBe(201);
      expect(ok.headers['x-brigade-warning']).toBeUndefined();
      expect(received.map((r) => r.body)).toEqual([
        { password: 'shared-booking-secret', keys: ['UNAVAILABLE'] },
      ]);
      handler = json(200, { success: false });
      const refused = await block('2031-01-07');
      expect(refused.statusCode).toBe(201);
      expect(refused.headers['x-brigade-warning']).toBe('cacheFlushFailed');
    } finally {
      await app.close();
    }
  });
});
