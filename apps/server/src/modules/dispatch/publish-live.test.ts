import { rm } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueNow, eventually } from '../../../test/jobs.ts';
import { consignmentTracking } from '../../db/schema/dispatch.ts';
import { JOB_SCHEMA } from '../../lib/job-queue.ts';
import { startLogisticsStub } from '../../integrations/courier/logistics-stub.ts';
import { MONDAY } from '../production/test-week.ts';
import { PUBLISH_JOB } from './publish-service.ts';
import { RICO_PM, startRunTest, type RunTest } from './test-run.ts';

// Publishing to the external logistics service (ADR 066), against its loopback stub.

let r: RunTest;
let stub: Awaited<ReturnType<typeof startLogisticsStub>>;
beforeAll(async () => {
  stub = await startLogisticsStub();
  r = await startRunTest({ LOGISTICS_URL: stub.url, LOGISTICS_TOKEN: stub.token, LOGISTICS_ENV: 'staging' });
});
afterAll(async () => {
  await r?.t.app.close();
  await stub?.close();
  await rm(r.objects, { recursive: true, force: true });
});

describe('publishing to the external logistics service', () => {
  it('creates no duplicate when the answer to a create is lost and the job is retried', async () => {
    // The first create is carried out by the service, but its answer never arrives: the job fails and retries.
    stub.fail({ kind: 'lost', method: 'POST' });
    const response = await r.call('POST', `${RICO_PM}/publish`, r.admin, { tracking: true, mode: 'testing' });
    expect(response.statusCode, response.body).toBe(202);
    const board = await eventually(async () => {
      await dueNow(r.t.database, PUBLISH_JOB);
      const answer = await r.board();
      return answer.run.published_version === 1 ? answer : undefined;
    }, 30_000);
    // It did fail once: the job ran a second time.
    const jobs = (await r.t.database.db.execute(
      sql`SELECT retry_count FROM ${sql.identifier(JOB_SCHEMA)}.job WHERE name = ${PUBLISH_JOB}`,
    )) as { rows: { retry_count: number }[] };
    expect(jobs.rows.map((j) => Number(j.retry_count))).toEqual([1]);
    const codes = board.consignments.map((c) => c.code).sort();
    expect(stub.orders.map((o) => o.reference).sort()).toEqual(codes);
    expect(stub.orders.every((o) => o.date === MONDAY && o.mode === 'testing' && o.env === 'staging')).toBe(
      true,
    );
    const created = await r.t.database.db
      .select()
      .from(consignmentTracking)
      .where(eq(consignmentTracking.date, MONDAY));
    expect(created.filter((t) => t.status === 1)).toHaveLength(codes.length);
  });

  it('updates the orders it already has at a re-publish, and the courier orders screen lists them', async () => {
    const before = stub.orders.map((o) => o.id).sort();
    await r.publish({ tracking: false, mode: 'testing' });
    expect(stub.orders.map((o) => o.id).sort()).toEqual(before);
    const listed = await r.call('GET', `/courier-orders?date=${MONDAY}`);
    expect(listed.json()).toMatchObject({ mode: 'live' });
    expect(listed.json().orders).toHaveLength(before.length);
  });
});
