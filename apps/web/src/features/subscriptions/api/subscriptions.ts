import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  subscriptionDetail,
  subscriptionList,
  type CONTRACT_STATUSES,
} from '@brigade/domain/schemas/subscriptions';
import { apiRequest } from '../../../lib/api-client.ts';
import { subscriptionKeys } from './keys.ts';

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

export interface ContractFilter {
  page: number;
  size: number;
  status?: ContractStatus;
  email?: string;
}

/** GET /subscriptions: a page of the subscription service's contracts, each with our customer. */
export function useSubscriptions(filter: ContractFilter) {
  return useQuery({
    queryKey: subscriptionKeys.list(filter),
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions', {
        query: { page: filter.page, size: filter.size, status: filter.status, email: filter.email },
        schema: subscriptionList,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });
}

/** GET /subscriptions/:contractId: one contract with its lines, our customer and their orders. */
export function useSubscription(contractId: number | null) {
  return useQuery({
    queryKey: subscriptionKeys.detail(contractId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest(`/subscriptions/${contractId}`, { schema: subscriptionDetail, signal }),
    enabled: contractId !== null,
    meta: { inlineErrors: true },
  });
}

/**
 * PUT /subscriptions/:contractId/status: pause, resume or cancel at the service; our customer's subscription
 * orders follow. The answer (with the orders it changed) becomes the detail; the lists are stale.
 */
export function useSetContractStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, status }: { contractId: number; status: ContractStatus }) =>
      apiRequest(`/subscriptions/${contractId}/status`, {
        method: 'PUT',
        body: { status },
        schema: subscriptionDetail,
      }),
    meta: { inlineErrors: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(subscriptionKeys.detail(detail.contract_id), detail);
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists() });
    },
  });
}
