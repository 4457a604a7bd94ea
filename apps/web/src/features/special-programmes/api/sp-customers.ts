import { useMutation, useQueryClient } from '@tanstack/react-query';
import { spCustomer } from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { specialProgrammeKeys } from './keys.ts';
import { notifyFailure } from './wrapped-error.ts';

/**
 * The customer actions of a programme (ADR 027): add (POST …/customers, 409 when there unless force_reset),
 * remove (DELETE …/customers/:customerId?version=) and the six PUTs (…/delivery, delivery-group,
 * accounting, value, order-count, reset), each with the entry's version.
 */
export type SpCustomerAction =
  'delivery' | 'delivery-group' | 'accounting' | 'value' | 'order-count' | 'reset';

export function addSpCustomer({ id, ...body }: { id: number; customer_id: number; force_reset?: boolean }) {
  return apiRequest(`/special-programmes/${id}/customers`, { method: 'POST', body, schema: spCustomer });
}

export function updateSpCustomer(args: {
  id: number;
  customerId: number;
  action: SpCustomerAction;
  body: Record<string, unknown> & { version: number };
}) {
  return apiRequest(`/special-programmes/${args.id}/customers/${args.customerId}/${args.action}`, {
    method: 'PUT',
    body: args.body,
    schema: spCustomer,
  });
}

export async function removeSpCustomer(args: { id: number; customerId: number; version: number }) {
  await apiRequest(`/special-programmes/${args.id}/customers/${args.customerId}`, {
    method: 'DELETE',
    query: { version: args.version },
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: specialProgrammeKeys.all });
}

/** The caller shows add errors (a 409 asks whether to reset). */
export function useAddSpCustomer() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: addSpCustomer, meta: { inlineErrors: true }, onSettled: refresh });
}

export function useUpdateSpCustomer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: updateSpCustomer,
    meta: { inlineErrors: true },
    onError: notifyFailure,
    onSettled: refresh,
  });
}

export function useRemoveSpCustomer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: removeSpCustomer,
    meta: { inlineErrors: true },
    onError: notifyFailure,
    onSettled: refresh,
  });
}
