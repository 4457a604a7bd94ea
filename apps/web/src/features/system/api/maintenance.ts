import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  maintenanceDryRun,
  maintenanceRunQueued,
  maintenanceScriptList,
} from '@brigade/domain/schemas/maintenance';
import { jobList, type JobState } from '@brigade/domain/schemas/operations';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** The job a maintenance run is queued as (ADR 060); its result is `{ changed }`. */
const RUN_JOB = 'maintenance.run';

/** While a run waits or runs, its job is read again every second. */
const runPollMs = 1000;

const finished: readonly JobState[] = ['completed', 'cancelled', 'failed'];

const scriptPath = (name: string) => `/maintenance/scripts/${encodeURIComponent(name)}`;

/** GET /maintenance/scripts (SUPER): each script's name and one-line description. */
export function useMaintenanceScripts() {
  return useQuery(
    queryOptions({
      queryKey: systemKeys.list({ of: 'maintenance-scripts' }),
      queryFn: ({ signal }) => apiRequest('/maintenance/scripts', { schema: maintenanceScriptList, signal }),
      staleTime: Infinity,
    }),
  );
}

/** POST /maintenance/scripts/:name/dry-run: what a run would change now (the total, the first 500); changes nothing. */
export function useDryRun() {
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest(`${scriptPath(name)}/dry-run`, { method: 'POST', schema: maintenanceDryRun }),
  });
}

/** POST /maintenance/scripts/:name/run: queues the job maintenance.run; answers its id. */
export function useRunScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await apiRequest(`${scriptPath(name)}/run`, { method: 'POST', schema: maintenanceRunQueued })).job_id,
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.lists() }),
  });
}

/**
 * The job of one maintenance run, read from the job list (GET /jobs?name=maintenance.run) every second until it
 * has finished; then the other lists (the jobs section) are read again.
 */
export function useMaintenanceRun(jobId: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: systemKeys.detail(`maintenance-run-${jobId ?? ''}`),
      enabled: jobId !== undefined,
      queryFn: async ({ signal }) => {
        const { jobs } = await apiRequest('/jobs', { query: { name: RUN_JOB }, schema: jobList, signal });
        const job = jobs.find((j) => j.id === jobId) ?? null;
        if (job && finished.includes(job.state)) {
          void queryClient.invalidateQueries({ queryKey: systemKeys.lists() });
        }
        return job;
      },
      refetchInterval: (q) => (q.state.data && finished.includes(q.state.data.state) ? false : runPollMs),
    }),
  );
}

/** How many changes a finished run made (its job's result `{ changed }`), if it says. */
export function changedOf(result: Record<string, unknown> | null): number | null {
  return typeof result?.['changed'] === 'number' ? result['changed'] : null;
}
