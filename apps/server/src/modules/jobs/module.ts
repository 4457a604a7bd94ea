import type { JobQueue } from '../../lib/job-queue.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import { jobsRoutes } from './routes.ts';
import { createJobsService, type JobsService } from './service.ts';

/** The job queue's list and dead-letter retry (the queue itself is made by app.ts and shared in `core`). */
export function createJobsModule(deps: CoreDeps & { queue: JobQueue }): Module<{ jobs: JobsService }> {
  const jobs = createJobsService(deps);
  return {
    services: { jobs },
    routes: async (api) => {
      await api.register(jobsRoutes, { jobs });
    },
  };
}
