import { messages } from '@brigade/domain/messages/catalogue';
import type { JobListQuery, JobView } from '@brigade/domain/schemas/operations';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/job-queue.ts';
import type { AuditService } from '../audit/service.ts';
import { toJobView } from './mapping.ts';
import * as repo from './repository.ts';

/** The job list of the developers' tools and the retry of a dead letter (ADR 056). */
export function createJobsService(deps: { db: Db; audit: AuditService; queue: JobQueue }) {
  const { db, audit, queue } = deps;
  return {
    /** The newest jobs; `id` picks one (another module reading its own job's state). */
    async list(query: JobListQuery & { id?: string }): Promise<JobView[]> {
      return (await repo.listJobs(db, query)).map(toJobView);
    },

    /** A failed job goes back in its queue with its tries counted from zero. */
    async retry(actorId: number, name: string, id: string): Promise<JobView> {
      const job = await repo.findJob(db, name, id);
      if (!job) throw notFound(messages.jobNotFound);
      if (job.state !== 'failed') throw conflict(messages.jobNotFailed);
      await queue.retry(name, id);
      await audit.record({ userId: actorId, action: 'retry', entity: 'job', entityId: id, change: { name } });
      const retried = await repo.findJob(db, name, id);
      return toJobView(retried ?? job);
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
