import { messages } from '@brigade/domain/messages/catalogue';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { RATE_LIMIT_MAX: '1000' },
    logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    extraRoutes: (app) => {
      app.get('/api/v1/test/crash', { config: { access: 'public' } }, async () => {
        throw new Error('connection string postgres://secret@db leaked');
      });
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, and no HSTS or upgrade-insecure-requests on plain http', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('turns on HSTS, upgrade-insecure-requests and Secure cookies with COOKIE_SECURE', async () => {
    const secure = await buildTestApp({ env: { COOKIE_SECURE: 'true' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      const login = await secure.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'chef', password: 'chef-demo-2026' },
      });
      expect(login.cookies[0]).toMatchObject({
        name: 'brigade_session',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await secure.app.close();
    }
  });
});

describe('request ids', () => {
  it('echoes a plain incoming x-request-id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'proxy-42.a:b' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-42.a:b');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-request-id': 'bad id\nforged' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Origin check on unsafe methods', () => {
  it('refuses a write whose Origin is another host, and allows the same host or no Origin', async () => {
    const cookie = await loginAs(t.app, 'SUPER');
    const post = (origin?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/allergen-blocks',
        headers: { cookie, host: 'brigade.example', ...(origin ? { origin } : {}) },
        payload: { subject: `origin test ${origin ?? 'none'}`, test: 'x' },
      });
    const evil = await post('https://evil.example');
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({
      error_code: 'FORBIDDEN',
      error_message: messages.forbidden,
      request_id: expect.any(String),
    });
    expect((await post('null')).statusCode).toBe(403);
    expect((await post('https://brigade.example')).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/allergen-blocks?q=origin',
      headers: { cookie },
    });
    expect(list.json().total).toBe(2); // the refused writes changed nothing
  });

  it('does not check safe methods (a GET from a link is fine)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('error shape', () => {
  it('answers a bad JSON body with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error_code: 'VALIDATION_ERROR',
      error_message: messages.unprocessable,
      request_id: expect.any(String),
    });
  });

  it('answers an unknown /api route with a JSON 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nothing-here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error_code: 'NOT_FOUND',
        error_message: messages.notFound,
        request_id: expect.any(String),
      });
    }
  });

  it('hides the internals of a 500 and logs them with the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/crash',
      headers: { 'x-request-id': 'crash-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error_code: 'INTERNAL_ERROR',
      error_message: messages.unknownError,
      details: { request_id: 'crash-1' },
      request_id: 'crash-1',
    });
    expect(response.body).not.toContain('secret');
    const logged = logLines.map((l) => JSON.parse(l) as { reqId?: string; err?: { message: string } });
    expect(logged.some((l) => l.reqId === 'crash-1' && l.err?.message.includes('leaked'))).toBe(true);
  });
});

describe('user input never causes a 500', () => {
  it('answers odd but well-typed input with a 4xx', async () => {
    const cookie = await loginAs(t.app, 'SUPER');
    const cases: InjectOptions[] = [
      { method: 'GET', url: '/api/v1/allergens?start=1e20' },
      { method: 'GET', url: '/api/v1/users?q=%25%5F%5C%00' },
      { method: 'DELETE', url: '/api/v1/allergens/1?version=99999999999' },
      { method: 'POST', url: '/api/v1/allergens', payload: { name: 'nul \u0000 byte', name_de: 'x' } },
      { method: 'POST', url: '/api/v1/allergen-blocks', payload: [1, 2] },
      { method: 'PUT', url: '/api/v1/allergens/1', payload: { name: 'A', name_de: 'B', version: 1e300 } },
    ];
    for (const c of cases) {
      const response = await t.app.inject({ ...c, headers: { cookie } });
      expect(response.statusCode, `${c.method} ${c.url}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${c.method} ${c.url} ${response.body}`).toBeLessThan(500);
    }
  });
});

describe('general rate limit', () => {
  it('answers 429 with the error shape once RATE_LIMIT_MAX requests a minute are used up', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      const hit = () =>
        limited.app.inject({ method: 'GET', url: '/api/v1/system/version', remoteAddress: '10.9.9.9' });
      for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
      const response = await hit();
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        error_code: 'RATE_LIMITED',
        error_message: messages.tooManyRequests,
        request_id: expect.any(String),
      });
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await limited.app.close();
    }
  });
});
