import type { CompanySlug } from '@brigade/domain/access/privilege';
import type { DayPeriodIdentifier } from '@brigade/domain/logistics/logistics-date';
import type {
  ConsignmentPayload,
  LogisticsEnv,
  LogisticsMode,
} from '@brigade/domain/logistics/payload-schemas';
import { logisticsPath } from '@brigade/domain/logistics/storage-path';
import type { TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import { messages } from '@brigade/domain/messages/catalogue';
import type { PublishResult, PublishRunRequest } from '@brigade/domain/schemas/dispatch';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import type { CourierOrder, CourierService } from '../../integrations/courier/port.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import { businessRule } from '../../lib/errors.ts';
import type { JobContext, JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps } from '../../lib/module.ts';
import {
  courierOf,
  iso,
  ordersOf,
  runOfPath,
  toPayloadConsignment,
  type Reader,
  type Run,
} from './mapping.ts';
import * as repo from './repository.ts';
import type { PublishEvent } from './tracking-service.ts';

export const PUBLISH_JOB = 'logistics.publish';

interface PublishJob extends Run {
  userId: number;
  tracking: boolean;
  mode: LogisticsMode;
}

type RunParams = { team: string; date: string; identifier: string };

/** Tracking statuses after which a publish starts the consignment again (created). */
const RESTARTS: readonly (TrackingStatus | null)[] = [null, 0, 8, 9];

/**
 * Publishing a run (ADR 066): a job that sends each planned consignment to the courier port — created once,
 * updated after — starts its tracking, deletes what left the plan, and writes the payload to the object store
 * at logistics/{env}/{date}-{identifier}/{team}/{version} (…/tracking/{version} with tracking). Idempotent per
 * order and date: the courier's own list (by our code) and the published rows decide create or update, so a
 * retry after a crash or time-out sends nothing twice.
 */
export function createPublishService(
  deps: CoreDeps & {
    queue: JobQueue;
    courier: CourierService;
    store: ObjectStore;
    publishEvent: PublishEvent;
    env: LogisticsEnv;
    view: (reader: Reader, params: RunParams) => Promise<ConsignmentsResponse>;
  },
) {
  const { db, clock, audit, queue, courier, store, publishEvent, view } = deps;
  const storageEnv = deps.env === 'live' ? 'prod' : 'dev';

  /** Sends the consignment to the courier: an update when the courier already has our code, else a create. */
  async function send(known: Map<string, CourierOrder>, job: PublishJob, c: ConsignmentPayload) {
    const input = { reference: c.code, date: job.date, mode: job.mode, consignment: c };
    const existing = known.get(c.code);
    const order = existing ? await courier.update(existing.id, input) : await courier.create(input);
    await repo.setExternalId(db, job.date, c.code, order.id);
    return existing ? 'updated' : 'created';
  }

  /** Marks the run's consignments that left the plan removed (deleted at the courier, tracked 8). */
  async function removeLeftOvers(job: PublishJob, planned: Set<string>, known: Map<string, CourierOrder>) {
    const gone = (await repo.publishedOf(db, job)).filter((p) => !planned.has(p.code));
    for (const row of gone) {
      const id = known.get(row.code)?.id ?? row.externalId;
      if (id && courier.mode === 'live') await courier.remove(id);
      const now = clock();
      await repo.insertTracking(db, {
        date: job.date,
        code: row.code,
        status: 8,
        at: now,
        source: 'publish',
        userId: job.userId,
      });
      await repo.markRemoved(db, job.date, row.code, now);
    }
    return gone.length;
  }

  async function run(job: PublishJob, context: JobContext): Promise<PublishResult> {
    const reader: Reader = { user_id: job.userId, user_category: 'AP', company_slug: job.team };
    const planned = (await view(reader, job)).consignments;
    const codes = planned.map((c) => c.code);
    const latest = new Map((await repo.latestTracking(db, job.date, codes)).map((t) => [t.code, t.status]));
    const known = new Map((await courier.list(job.date)).map((o) => [o.reference, o]));
    const counts = { created: 0, updated: 0 };
    const publishedAt = clock();
    for (const [i, c] of planned.entries()) {
      await repo.upsertPublished(db, {
        date: job.date,
        code: c.code,
        team: job.team,
        identifier: job.identifier,
        pickupIndex: c.pickupIndex,
        ...ordersOf(c),
        ...courierOf(c),
        payload: toPayloadConsignment(c),
        publishedAt,
      });
      if (RESTARTS.includes((latest.get(c.code) ?? null) as TrackingStatus | null)) {
        await repo.insertTracking(db, {
          date: job.date,
          code: c.code,
          status: 1,
          at: publishedAt,
          source: 'publish',
          userId: job.userId,
        });
      }
      counts[await send(known, job, toPayloadConsignment(c))] += 1;
      if (i % 10 === 9) await context.progress(i + 1, planned.length);
    }
    const deleted = await removeLeftOvers(job, new Set(codes), known);
    const result = await finish(job, planned, { ...counts, deleted });
    // The last progress note is the result: the dispatcher's screen shows its counts.
    await context.progress(planned.length, planned.length, JSON.stringify(result));
    return result;
  }

  /** Counts the publish, writes the payload (with each consignment's tracking items) and tells every board. */
  async function finish(
    job: PublishJob,
    planned: ConsignmentsResponse['consignments'],
    counts: { created: number; updated: number; deleted: number },
  ) {
    const items = await repo.trackingItemsOf(
      db,
      job.date,
      planned.map((c) => c.code),
    );
    const consignments = planned.map((c) => ({
      ...toPayloadConsignment(c),
      trackingItems: items
        .filter((t) => t.code === c.code)
        .map((t) => ({ status: t.status as TrackingStatus, timestamp: iso(t.at) })),
    }));
    // The payload is stored before the version is counted: a board that shows version N can read file N.
    const version = ((await repo.runOf(db, job))?.publishedVersion ?? 0) + 1;
    const base = { date: job.date, identifier: job.identifier, consignments, env: deps.env, mode: job.mode };
    const path = logisticsPath({ env: storageEnv, ...job, version, tracking: job.tracking });
    await store.putJson(path, job.tracking ? { ...base, team: job.team } : base);
    const row = await repo.markPublished(db, job, { tracking: job.tracking, mode: job.mode, at: clock() });
    const result = {
      team: job.team,
      date: job.date,
      identifier: job.identifier,
      version: row.publishedVersion,
      ...counts,
      path,
    };
    await audit.record({
      userId: job.userId,
      action: 'publish',
      entity: 'consignment_run',
      entityId: `${job.team}/${job.date}/${job.identifier}`,
      change: result,
    });
    await publishEvent({
      event: 'consignments-published',
      data: { team: job.team, date: job.date, identifier: job.identifier, version: row.publishedVersion },
    });
    return result;
  }

  queue.define<PublishJob>({
    name: PUBLISH_JOB,
    handler: (job, context) => run(job, context),
    retryLimit: 3,
  });

  return {
    /** Queues the publish of a run after checking it has consignments (422 otherwise); answers the job id. */
    async publish(reader: Reader, params: RunParams, body: PublishRunRequest) {
      const route = runOfPath(reader, params);
      const current = await view(reader, params);
      if (current.consignments.length === 0) throw businessRule(messages.publishNothing);
      const job: PublishJob = {
        team: route.team as CompanySlug,
        date: route.date,
        identifier: route.identifier as DayPeriodIdentifier,
        userId: reader.user_id,
        tracking: body.tracking ?? false,
        mode: body.mode ?? 'testing',
      };
      return { job_id: await queue.send(PUBLISH_JOB, job) };
    },
  };
}

export type PublishService = ReturnType<typeof createPublishService>;
