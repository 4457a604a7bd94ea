import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runKill9Rounds } from '../../test/kill9.ts';
import { adminQuery, databaseUrl } from '../../test/templates.ts';

// Only in the PostgreSQL run: the server process killed with SIGKILL mid-write, its database of its own.
const baseUrl = process.env.TEST_DATABASE_URL!;
const name = `brigade_kill9_${process.pid}`;

beforeAll(async () => {
  // A copy of the migrated demo template, as if the server had run before.
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplates').templates.demo}`);
});
afterAll(async () => {
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('kill -9 on PostgreSQL', () => {
  it('keeps every acknowledged write through SIGKILLs in the middle of a stream of writes', async () => {
    const result = await runKill9Rounds({ DATABASE_URL: databaseUrl(baseUrl, name) }, 2);
    console.info(
      `kill -9 on PostgreSQL: ${result.rounds} rounds, ${result.acknowledged} acknowledged writes, ${result.lost.length} lost`,
    );
    expect(result.acknowledged).toBeGreaterThanOrEqual(2 * 40);
    expect(result.lost).toEqual([]);
  }, 300_000);
});
