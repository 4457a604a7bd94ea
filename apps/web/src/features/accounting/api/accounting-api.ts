import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountingLoginStart,
  accountingStatus,
  type AccountingLoginCallback,
} from '@brigade/domain/schemas/accounting';
import { apiRequest } from '../../../lib/api-client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

export const accountingKeys = createQueryKeys('accounting');
const statusKey = accountingKeys.detail('status');

/** GET /accounting/status: local or live, connected or not, to which organisation (never a token). */
export function useAccountingStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiRequest('/accounting/status', { schema: accountingStatus, signal }),
    meta: { inlineErrors: true },
  });
}

/** POST /accounting/oauth/start: a new state and the address where the browser logs in. */
export function useStartAccountingLogin() {
  return useMutation({
    mutationFn: () => apiRequest('/accounting/oauth/start', { method: 'POST', schema: accountingLoginStart }),
  });
}

/** POST /accounting/oauth/callback: the service's code and our state; the server keeps the tokens. */
export function useCompleteAccountingLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountingLoginCallback) =>
      apiRequest('/accounting/oauth/callback', { method: 'POST', body: input, schema: accountingStatus }),
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
    meta: { inlineErrors: true },
  });
}

/** DELETE /accounting/connection: the server forgets the tokens. */
export function useDisconnectAccounting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/accounting/connection', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}
