import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/build-test-app.ts';
import { dueNow, eventually } from '../../../test/jobs.ts';
import type { Database } from '../../db/client.ts';
import { listJobs } from './repository.ts';
import { createJobQueue, type JobProgress, type JobQueue } from '../../lib/job-queue.ts';

describe('job queue (pg-boss on this database)', () => {
  let database: Database;
  let queue: JobQueue;
  const published: JobProgress[] = [];
  const seen: string[] = [];
  let release: () => void = () => undefined;
  let failures = 0;

  beforeAll(async () => {
    ({ database } = await openTestDatabase('empty'));
    queue = createJobQueue({
      database,
      publish: async (progress) => {
        published.push(progress);
      },
      log: { error: () => undefined },
      pollingSeconds: 0.5,
    });
    queue.define<{ label: string }>({
      name: 'test.count',
      handler: async ({ label }, job) => {
        seen.push(label);
        await job.progress(1, 2, 'halfway');
        await new Promise<void>((resolve) => (release = resolve));
        await job.progress(2, 2);
        return { counted: label };
      },
    });
    queue.define<object>({
      name: 'test.flaky',
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async () => {
        failures += 1;
        throw new Error(`try ${failures} failed`);
      },
    });
    await queue.start();
  });
  afterAll(async () => {
    release();
    await queue.stop();
    await database.close();
  });

  it('runs a job, keeps its progress while it runs and its result when it ends', async () => {
    const id = await queue.send('test.count', { label: 'a' });
    const running = await eventually(async () => {
      const [row] = await listJobs(database.db, { name: 'test.count', state: 'active' });
      return row && (row.output as { progress?: unknown } | null)?.progress ? row : undefined;
    });
    expect(running.id).toBe(id);
    expect(running.output).toEqual({ progress: { done: 1, total: 2, note: 'halfway' } });
    release();
    const done = await eventually(async () => {
      const [row] = await listJobs(database.db, { name: 'test.count', state: 'completed' });
      return row;
    });
    expect(done.output).toEqual({ counted: 'a' });
    expect(published).toEqual([
      { id, name: 'test.count', done: 1, total: 2, note: 'halfway' },
      { id, name: 'test.count', done: 2, total: 2, note: undefined },
    ]);
  });

  it('a second send with the same key is not queued while the first is kept', async () => {
    const first = await queue.send('test.count', { label: 'keyed' }, { key: 'order-1001' });
    const second = await queue.send('test.count', { label: 'keyed again' }, { key: 'order-1001' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await eventually(async () => (seen.includes('keyed') ? true : undefined));
    release();
    const all = await listJobs(database.db, { name: 'test.count' });
    expect(all.filter((row) => row.id === first)).toHaveLength(1);
    expect(seen).not.toContain('keyed again');
  });

  it('retries a failing job, then keeps it as a failed job (a dead letter) with the last reason', async () => {
    await queue.send('test.flaky', {});
    const dead = await eventually(async () => {
      await dueNow(database, 'test.flaky');
      const [row] = await listJobs(database.db, { name: 'test.flaky', state: 'failed' });
      return row;
    });
    expect(failures).toBe(2);
    expect(dead.retryCount).toBe(1);
    expect((dead.output as { message: string }).message).toBe('try 2 failed');
  });

  it('refuses to queue a job nobody declared', async () => {
    await expect(queue.send('test.unknown', {})).rejects.toThrow('no job named test.unknown');
  });
});

describe('a burst of jobs', () => {
  let database: Database;
  let worker: JobQueue;
  let sender: JobQueue;
  const done: number[] = [];

  beforeAll(async () => {
    ({ database } = await openTestDatabase('empty'));
    // An idle worker looks for work once a minute, and the jobs come from another instance (which cannot wake
    // it): only a worker that keeps going after a job finishes the burst within the test's time.
    const quiet = { database, publish: async () => {}, log: { error: () => {} }, pollingSeconds: 60 };
    worker = createJobQueue(quiet);
    sender = createJobQueue({ ...quiet, work: false });
    worker.define<{ n: number }>({ name: 'test.burst', handler: async ({ n }) => void done.push(n) });
    sender.define<{ n: number }>({ name: 'test.burst', handler: async () => undefined });
    await sender.start();
    for (let n = 1; n <= 5; n++) await sender.send('test.burst', { n });
    await worker.start();
  });
  afterAll(async () => {
    await worker.stop();
    await sender.stop();
    await database.close();
  });

  it('works queued jobs one after the other without waiting the polling interval between them', async () => {
    await eventually(async () => (done.length === 5 ? true : undefined), 20_000);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });
});
