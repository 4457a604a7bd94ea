import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  integrationList,
  jobList,
  jobView,
  outboxList,
  type JobListQuery,
} from '@brigade/domain/schemas/operations';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** While a job waits or runs, the list is read again every two seconds. */
const busyPollMs = 2000;

/** GET /integrations (SUPER): every outside service, local or live, and its last success and failure. */
export function useIntegrations() {
  return useQuery(
    queryOptions({
      queryKey: systemKeys.list({ of: 'integrations' }),
      queryFn: ({ signal }) => apiRequest('/integrations', { schema: integrationList, signal }),
    }),
  );
}

/** GET /jobs?state= (SUPER): the job queue; state failed lists the dead letters. */
export function jobsQueryOptions(query: JobListQuery) {
  return queryOptions({
    queryKey: systemKeys.list({ of: 'jobs', ...query }),
    queryFn: ({ signal }) => apiRequest('/jobs', { query: { ...query }, schema: jobList, signal }),
    refetchInterval: (q) =>
      q.state.data?.jobs.some((job) => ['created', 'retry', 'active'].includes(job.state))
        ? busyPollMs
        : false,
  });
}

export function useJobs(query: JobListQuery) {
  return useQuery(jobsQueryOptions(query));
}

/** POST /jobs/:name/:id/retry (SUPER): a dead letter is tried again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, id }: { name: string; id: string }) =>
      apiRequest(`/jobs/${encodeURIComponent(name)}/${id}/retry`, { method: 'POST', schema: jobView }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.lists() }),
  });
}

/** GET /mail/outbox (SUPER): the e-mails Brigade sent, or kept when no mail server is configured. */
export function useOutbox() {
  return useQuery(
    queryOptions({
      queryKey: systemKeys.list({ of: 'outbox' }),
      queryFn: ({ signal }) => apiRequest('/mail/outbox', { schema: outboxList, signal }),
      refetchInterval: (q) =>
        q.state.data?.messages.some((message) => message.status === 'queued') ? busyPollMs : false,
    }),
  );
}
