import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** The schema pg-boss keeps its queues and jobs in (beside ours, in the same database). */
export const JOB_SCHEMA = 'pgboss';

/** How far a running job has come; sent to every open app over SSE as `job-progress`. */
export interface JobProgress {
  id: string;
  name: string;
  done: number;
  total: number;
  note?: string | undefined;
}

export interface JobContext {
  id: string;
  /** How many tries came before this one (0 on the first). */
  retryCount: number;
  /** This is the last try when `retryCount` has reached it (a person's retry of a dead letter adds one). */
  retryLimit: number;
  /** Records and broadcasts progress; call it now and then (every item of a long list is too often). */
  progress(done: number, total: number, note?: string): Promise<void>;
}

/** A job's work; what it returns is kept as the job's result (shown in the job list). */
export type JobHandler<T> = (data: T, job: JobContext) => Promise<Record<string, unknown> | void>;

export interface JobDefinition<T extends object> {
  name: string;
  handler: JobHandler<T>;
  /** Tries after the first failure before the job lands in the dead letters (3). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled on each further one (5). */
  retryDelaySeconds?: number;
}

export interface JobQueue {
  /** Declares a kind of job; call before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /**
   * Queues a job and returns its id. With `key`, the job's id is derived from name and key, so a second send of
   * the same key is not queued while the first is still in the queue (waiting, running, failed or finished
   * within the day): it returns null then.
   */
  send<T extends object>(name: string, data: T, options?: { key?: string }): Promise<string | null>;
  /** Puts a failed job (a dead letter) back in its queue. */
  retry(name: string, id: string): Promise<void>;
  /** The names declared so far. */
  readonly names: readonly string[];
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface JobQueueDeps {
  database: Pick<Database, 'executeSql'>;
  /** Broadcasts progress (the SSE hub; bound late, since the hub is made after the modules). */
  publish: (progress: JobProgress) => Promise<void>;
  log: { error: (error: unknown, message: string) => void };
  /** How often an idle worker looks for work, in seconds (2; tests shorten it). */
  pollingSeconds?: number;
  /** Off: jobs are queued but nobody works them (a second instance that only serves the API). */
  work?: boolean;
}

/**
 * One job queue for long work (imports, bulk sign-ups, syncs, sending mail): pg-boss on the same database,
 * so a job is queued in the same transaction-safe store as the data, every instance can work it, a failure is
 * retried with backoff and, after the last try, waits as a dead letter until a person retries it (ADR 056).
 */
export function createJobQueue(deps: JobQueueDeps): JobQueue {
  const definitions = new Map<string, JobDefinition<object>>();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.database.executeSql(text, values) },
    schema: JOB_SCHEMA,
    schedule: false,
    // Finished jobs move to the archive after a day; dead letters stay retryable for 30 days. The job list
    // reads both tables; archived jobs are deleted after 30 days.
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 30 * 24 * 3600,
    deleteAfterDays: 30,
  });
  boss.on('error', (error) => deps.log.error(error, 'job queue error'));
  let started = false;
  const workerIds = new Map<string, string>();

  const contextOf = (job: PgBoss.JobWithMetadata<object>): JobContext => ({
    id: job.id,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    async progress(done, total, note) {
      const progress: JobProgress = { id: job.id, name: job.name, done, total, note };
      // Kept in the running job's output (pg-boss replaces it with the result when the job ends).
      await deps.database.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET output = $1::jsonb WHERE name = $2 AND id = $3 AND state = 'active'`,
        [JSON.stringify({ progress: { done, total, note: note ?? null } }), job.name, job.id],
      );
      await deps.publish(progress).catch((error: unknown) => deps.log.error(error, 'job progress not sent'));
    },
  });

  return {
    define(definition) {
      if (started) throw new Error(`job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },
    get names() {
      return [...definitions.keys()];
    },
    async send(name, data, options) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      const id = await boss.send(name, data, options?.key ? { id: keyedId(name, options.key) } : {});
      const worker = workerIds.get(name);
      if (id && worker) boss.notifyWorker(worker);
      return id;
    },
    retry: (name, id) => boss.retry(name, id),
    async start() {
      started = true;
      await boss.start();
      for (const definition of definitions.values()) {
        const { name, handler } = definition;
        await boss.createQueue(name, {
          name,
          policy: 'standard',
          retryLimit: definition.retryLimit ?? 3,
          retryDelay: definition.retryDelaySeconds ?? 5,
          retryBackoff: true,
        });
        if (deps.work === false) continue;
        const workerId = await boss.work<object>(
          name,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: deps.pollingSeconds ?? 2 },
          async ([job]) => {
            if (!job) return {};
            // A worker found work: it looks again at once, not after the polling interval (pg-boss waits the
            // interval after every fetch), so a burst of 1,000 jobs is not worked one per interval.
            const id = workerIds.get(name);
            if (id) boss.notifyWorker(id);
            return (await handler(job.data, contextOf(job))) ?? {};
          },
        );
        workerIds.set(name, workerId);
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
    },
  };
}

/** A UUID (version 8, name-based) from a job's name and key: the same pair always gives the same id. */
function keyedId(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
