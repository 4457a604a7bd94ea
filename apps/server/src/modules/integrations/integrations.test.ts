import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';

describe('integrations: each outside service with its mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Brigade <b@example.ch>' } });
  });
  afterAll(async () => t.app.close());

  it('lists every service, local unless configured, with no success or failure before a call', async () => {
    const cookie = await loginAs(t.app, 'SUPER');
    const response = await t.app.inject({ url: '/api/v1/integrations', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(
      (response.json().integrations as { name: string; mode: string }[]).map((i) => [i.name, i]),
    );
    expect(byName.mail).toEqual({
      name: 'mail',
      mode: 'live',
      last_success_at: null,
      last_failure_at: null,
      last_failure: null,
    });
    expect(byName.storage?.mode).toBe('local');
    expect(byName['recipe-data']?.mode).toBe('local');
  });

  it('never sends a secret to the browser', async () => {
    const cookie = await loginAs(t.app, 'SUPER');
    const response = await t.app.inject({ url: '/api/v1/integrations', headers: { cookie } });
    expect(response.body).not.toContain('smtp://');
  });
});
