import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { labelLink, labelLinkSecret, publicLabels } from '@brigade/domain/schemas/dispatch';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Run } from '../model/run-prefs.ts';
import { labelLinkKeys } from './keys.ts';

const labelLinkList = z.object({ items: z.array(labelLink) });

/** GET the label links of a date (every team's and period's). */
export function useLabelLinks(date: string) {
  return useQuery({
    queryKey: labelLinkKeys.list({ date }),
    queryFn: ({ signal }) => apiRequest('/label-links', { query: { date }, schema: labelLinkList, signal }),
  });
}

function useLinkMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: labelLinkKeys.lists() }),
  });
}

/** POST a new link for a run: the answer holds its password, shown this once. */
export function useCreateLabelLink() {
  return useLinkMutation((run: Run) =>
    apiRequest('/label-links', { method: 'POST', body: run, schema: labelLinkSecret }),
  );
}

/** POST a new password for a link (the old one stops working). */
export function useNewLabelPassword() {
  return useLinkMutation((id: string) =>
    apiRequest(`/label-links/${encodeURIComponent(id)}/new-password`, {
      method: 'POST',
      schema: labelLinkSecret,
    }),
  );
}

export function useDeleteLabelLink() {
  return useLinkMutation((id: string) =>
    apiRequest(`/label-links/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/**
 * POST the password of a public label link (no login): the run's labels. A wrong password is an answer, not
 * an ended session, so 401 is reported as the server's message.
 */
export function useOpenLabelLink(id: string) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest(`/public/label-links/${encodeURIComponent(id)}`, {
        method: 'POST',
        body: { password },
        schema: publicLabels,
        authFailure: 'report',
      }),
    meta: { inlineErrors: true },
  });
}
