import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head></html>';
const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  // A stand-in for `npm run build`: index.html plus one hashed asset with its .gz sibling.
  dist = mkdtempSync(path.join(tmpdir(), 'brigade-web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), appJs);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(appJs));
  t = await buildTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('built web app', () => {
  it('answers index.html, not cached, for every app route (SPA fallback), /de included', async () => {
    for (const url of ['/', '/users', '/de/allergens', '/de', '/anything/deep?x=1', '/week/recipes']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('javascript');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gz.headers.vary).toContain('accept-encoding');
    expect(gz.rawPayload.equals(gzipSync(appJs))).toBe(true);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
  });

  it('serves the service worker uncached, so a deploy reaches clients at once', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown asset with 404, never index.html', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('keeps unknown /api routes as JSON 404s', async () => {
    const response = await get('/api/v1/unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().error_code).toBe('NOT_FOUND');
  });

  it('sends the security headers with the app too', async () => {
    const response = await get('/users');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('without a web build', () => {
  it('answers app routes with a short text saying to run npm run build', async () => {
    const bare = await buildTestApp(); // WEB_DIST points at a folder that does not exist
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/users' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/assets/x.js' })).statusCode).toBe(404);
    } finally {
      await bare.app.close();
    }
  });
});
