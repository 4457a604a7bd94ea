import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app.ts';
import { readEvents } from '../../test/sse.ts';

let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  cookie = await loginAs(t.app, 'SUPER');
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed API answers', () => {
  it('sends a JSON answer brotli- or gzip-compressed to a client that accepts it, the same JSON inside', async () => {
    const plain = await get('/api/v1/allergens');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/v1/allergens', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get('/api/v1/allergens', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const me = await get('/api/v1/auth/me', 'br, gzip');
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toMatchObject({ username: 'super' });
  });

  it('never compresses the server-sent events stream', async () => {
    const { events, headers } = await readEvents(`${base}/api/v1/system/events`, 1, {
      headers: { 'accept-encoding': 'br, gzip', cookie },
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(events[0]).toEqual({ event: 'version', data: { version: t.config.appVersion } });
  });
});
