import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailCycleResponse,
  publishRunResponse,
  stopOrderResponse,
  type PublishRunRequest,
} from '@brigade/domain/schemas/dispatch';
import { consignmentsResponse, type ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { applyStopOrder } from '@brigade/domain/logistics/tracking-flow';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import type { Run } from '../model/run-prefs.ts';
import { runKey } from './keys.ts';

const runApiPath = (run: Run) => `/logistics/consignments/${run.team}/${run.date}/${run.identifier}`;

/** GET the run's board: consignments in stop order, every team's unplaced orders, totals, stop order, statuses. */
export function useConsignments(run: Run) {
  return useQuery({
    queryKey: runKey(run),
    queryFn: ({ signal }) => apiRequest(runApiPath(run), { schema: consignmentsResponse, signal }),
  });
}

/** PUT the stop order (every planned code once, with the version read); 409 when someone saved meanwhile. */
export function useSaveStopOrder(run: Run) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { codes: string[]; version: number }) =>
      apiRequest(`${runApiPath(run)}/stop-order`, { method: 'PUT', body, schema: stopOrderResponse }),
    // The screen says what a conflict means itself.
    meta: { inlineErrors: true },
    // The kept order shows at once; the board is read again behind it.
    onSuccess: (saved) =>
      queryClient.setQueryData<ConsignmentsResponse>(runKey(run), (old) =>
        old
          ? {
              ...old,
              consignments: applyStopOrder(old.consignments, saved.codes).map((c, i) => ({
                ...c,
                pickupIndex: i,
              })),
              run: { ...old.run, stop_order_version: saved.version },
            }
          : old,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runKey(run) }),
  });
}

/** POST publish: queues the publish job (by injection, or with tracking) and answers its id. */
export function usePublishRun(run: Run) {
  return useMutation({
    mutationFn: (body: PublishRunRequest) =>
      apiRequest(`${runApiPath(run)}/publish`, { method: 'POST', body, schema: publishRunResponse }),
  });
}

/** POST the forced e-mail cycle of a date: every customer with a published consignment gets the notice. */
export function useEmailCycle() {
  return useMutation({
    mutationFn: (date: string) =>
      apiRequest(`/logistics/email-cycle/${date}`, { method: 'POST', schema: emailCycleResponse }),
  });
}

/** The run's stops as a CSV or Excel attachment. */
export function exportHref(run: Run, format: 'csv' | 'xlsx'): string {
  return apiUrl(`${runApiPath(run)}/export`, { format });
}
