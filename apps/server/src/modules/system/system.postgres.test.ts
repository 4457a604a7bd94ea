import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { readEvents } from '../../../test/sse.ts';

// Only in the PostgreSQL run (vitest.config.ts): PGlite is one process, so there is no second instance to reach.
const BROADCAST_KEY = 'deploy-script-broadcast-key';
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { BROADCAST_KEY }, keepAliveMs: 100 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

describe('several instances on PostgreSQL', () => {
  it('delivers a broadcast made on one instance to the SSE clients of another (LISTEN/NOTIFY)', async () => {
    const other = await buildApp({
      config: t.config,
      database: await openDatabase({ databaseUrl: t.databaseUrl }),
    });
    try {
      const { events } = await readEvents(`${base}/api/v1/system/events`, 2, {
        onOpen: async () => {
          const response = await other.inject({
            method: 'POST',
            url: '/api/v1/system/version',
            payload: { new_version: '7.7.7', key: BROADCAST_KEY },
          });
          expect(response.statusCode).toBe(200);
        },
      });
      expect(events.at(-1)).toEqual({ event: 'version', data: { version: '7.7.7' } });
    } finally {
      await other.close();
    }
  });
});
