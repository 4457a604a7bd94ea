import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterContactList, signUpRun, type BulkSignUpRequest } from '@brigade/domain/schemas/newsletter';
import { jobQueued } from '@brigade/domain/schemas/shop';
import { apiRequest } from '../../../lib/api-client.ts';
import { contactKeys, signUpRunKeys } from './keys.ts';

export interface ContactParams {
  start: number;
  length: number;
  q: string;
  optedIn: boolean;
}

/** GET /newsletter/contacts: customers with an e-mail, their choice and last answer, a page at a time. */
export function useNewsletterContacts(params: ContactParams) {
  return useQuery({
    queryKey: contactKeys.list(params),
    queryFn: ({ signal }) =>
      apiRequest('/newsletter/contacts', {
        query: {
          start: params.start,
          length: params.length,
          q: params.q || undefined,
          opted_in: params.optedIn ? 'true' : undefined,
        },
        schema: newsletterContactList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /newsletter/sign-ups: starts a sign-up run (a job) for the chosen customers; answers its job id. */
export function useStartSignUp() {
  return useMutation({
    mutationFn: (body: BulkSignUpRequest) =>
      apiRequest('/newsletter/sign-ups', { method: 'POST', body, schema: jobQueued }),
  });
}

/** A run has settled when the job completed, failed or was cancelled: nothing more will change. */
export function isRunSettled(state: string | undefined): boolean {
  return state === 'completed' || state === 'failed' || state === 'cancelled';
}

/** While a run works its answers are read again every second, until it has completed or failed. */
export const runPollMs = 1000;

/**
 * GET /newsletter/sign-ups/:jobId: the run's state and each contact's answer; polled until it settles, then
 * the contacts (their last answer) are read again.
 */
export function useSignUpRun(jobId: string | undefined) {
  const queryClient = useQueryClient();
  const run = useQuery({
    queryKey: signUpRunKeys.detail(jobId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/newsletter/sign-ups/${jobId}`, { schema: signUpRun, signal }),
    enabled: Boolean(jobId),
    staleTime: 0,
    refetchInterval: (query) => (isRunSettled(query.state.data?.state) ? false : runPollMs),
  });
  const settled = isRunSettled(run.data?.state);
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
  }, [settled, jobId, queryClient]);
  return run;
}
