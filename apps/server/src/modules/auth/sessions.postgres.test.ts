import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/build-test-app.ts';

// Only in the PostgreSQL run (vitest.config.ts): PGlite is one process, so there is no second instance to reach.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.app.close();
});

/** Asks until the answer is `status` (a NOTIFY arrives within milliseconds), at most ~2 s. */
async function eventually(ask: () => Promise<number>, status: number): Promise<number> {
  let last = await ask();
  for (let i = 0; i < 40 && last !== status; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await ask();
  }
  return last;
}

describe('the session cache on several instances (ADR 079)', () => {
  it('a logout on one instance ends the session on another that had it cached, at once', async () => {
    const other = await buildApp({
      config: t.config,
      clock: t.clock, // the session was made on the test clock
      database: await openDatabase({ databaseUrl: t.databaseUrl }),
    });
    try {
      const cookie = await loginAs(t.app, 'SUPER');
      const recipesOnOther = async () =>
        (await other.inject({ method: 'GET', url: '/api/v1/recipes', headers: { cookie } })).statusCode;
      expect(await recipesOnOther()).toBe(200); // the other instance now holds the session in its cache
      expect(await recipesOnOther()).toBe(200);
      const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(204);
      expect(await eventually(recipesOnOther, 401)).toBe(401);
    } finally {
      await other.close();
    }
  });
});
