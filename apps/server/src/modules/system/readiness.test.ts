import { messages } from '@brigade/domain/messages/catalogue';
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { checkReadiness } from '../../ops/readiness.ts';

const migrationFiles = readdirSync(new URL('../../../drizzle', import.meta.url)).filter((f) =>
  f.endsWith('.sql'),
).length;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'empty' });
});
afterAll(async () => {
  await t.app.close();
});

const ready = () => t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });

describe('GET /health/ready', () => {
  it('answers 200 to anyone when the database answers and holds every migration', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: t.database.kind,
      migrations: migrationFiles,
    });
  });

  it('answers 503 with the reason while a migration of this version is not applied', async () => {
    const last = 'SELECT max(created_at) FROM drizzle.__drizzle_migrations';
    const { rows } = await t.database.executeSql(
      `SELECT id, hash, created_at FROM drizzle.__drizzle_migrations WHERE created_at = (${last})`,
      [],
    );
    const row = rows[0] as { id: number; hash: string; created_at: string };
    await t.database.executeSql(`DELETE FROM drizzle.__drizzle_migrations WHERE id = $1`, [row.id]);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error_code: 'MAINTENANCE',
        error_message: messages.maintenance,
        details: { reason: `1 of ${migrationFiles} migrations are not applied` },
        request_id: response.headers['x-request-id'],
      });
      // liveness stays 200: the process and its database are up, only this version may not serve yet
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
    } finally {
      await t.database.executeSql(
        'INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('checkReadiness', () => {
  it('says the database does not answer, keeping the driver message out of the reason', async () => {
    const failure = new Error('connect ECONNREFUSED 10.1.2.3:5432');
    const state = await checkReadiness({ executeSql: () => Promise.reject(failure) });
    expect(state).toEqual({ ready: false, reason: 'the database does not answer', error: failure });
  });
});
