import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FrankingZone } from '@brigade/domain/postal/identcode';
import {
  dayLabelsResponse,
  postalDay,
  postalLabel,
  postalStatus,
  postalValidation,
  type PostalAddressRequest,
} from '@brigade/domain/schemas/postal';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { postalKeys } from './keys.ts';

/** GET /postal/status: local or live, and whether the server holds an access token. */
export function usePostalStatus() {
  return useQuery({
    queryKey: postalKeys.detail('status'),
    queryFn: ({ signal }) => apiRequest('/postal/status', { schema: postalStatus, signal }),
    meta: { inlineErrors: true },
  });
}

/** GET /postal/days/:date: the date's parcels that go by post, checked, with their labels. */
export function usePostalDay(date: string) {
  return useQuery({
    queryKey: postalKeys.list({ date }),
    queryFn: ({ signal }) => apiRequest(`/postal/days/${date}`, { schema: postalDay, signal }),
    meta: { inlineErrors: true },
  });
}

/** POST /postal/labels: one order's label; the date's list is stale. */
export function useCreateLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { date: string; order_id: number; franking_zone: FrankingZone }) =>
      apiRequest('/postal/labels', { method: 'POST', body: input, schema: postalLabel }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postalKeys.lists() }),
  });
}

/** POST /postal/days/:date/labels: every missing label of the date. */
export function useCreateDayLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, franking_zone }: { date: string; franking_zone: FrankingZone }) =>
      apiRequest(`/postal/days/${date}/labels`, {
        method: 'POST',
        body: { franking_zone },
        schema: dayLabelsResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postalKeys.lists() }),
  });
}

/** POST /postal/address-validations: the quality of one address. */
export function useValidateAddress() {
  return useMutation({
    mutationFn: (address: PostalAddressRequest) =>
      apiRequest('/postal/address-validations', { method: 'POST', body: address, schema: postalValidation }),
    meta: { inlineErrors: true },
  });
}

/** Where a label's PDF is downloaded; the session cookie goes with it. */
export const labelPdfUrl = (labelId: number) => apiUrl(`/postal/labels/${labelId}/pdf`);
