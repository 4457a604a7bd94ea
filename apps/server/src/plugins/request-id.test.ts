import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
const logLines: { reqId?: string; msg?: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logLines.push(JSON.parse(line) as { reqId?: string }) },
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

const withId = (id: string) => ({ 'x-request-id': id });

describe('request ids', () => {
  it('keeps a plain incoming x-request-id, answers it back and logs every line of the request with it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers: withId('lb-7f3a') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a');
    const lines = logLines.filter((l) => l.reqId === 'lb-7f3a');
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('makes its own id for a missing or unsafe one', async () => {
    for (const headers of [{}, withId('bad id\nwith newline'), withId('x'.repeat(200))]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health', headers });
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('puts the id in every error answer: not found, validation, no session, rate limit of a login', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/v1/no-such-route', status: 404 },
      { method: 'POST' as const, url: '/api/v1/auth/login', payload: {}, status: 400 },
      { method: 'GET' as const, url: '/api/v1/customers/1', status: 401 },
      { method: 'GET' as const, url: '/api/v1/customers/not-a-number', status: 401 },
    ];
    for (const [i, { status, ...call }] of calls.entries()) {
      const id = `trace-${i}`;
      const response = await t.app.inject({ ...call, headers: withId(id) });
      expect(response.statusCode, call.url).toBe(status);
      expect(response.json(), call.url).toMatchObject({ error_code: expect.any(String), request_id: id });
      expect(logLines.some((l) => l.reqId === id && l.msg === 'request completed')).toBe(true);
    }
  });

  it('leaves a successful answer as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/system/version',
      headers: withId('ok-1'),
    });
    expect(response.json()).toEqual({ version: t.config.appVersion });
  });
});
