import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierOrderStatus } from '@brigade/domain/logistics/tracking-flow';
import { courierOrder, courierOrdersResponse } from '@brigade/domain/schemas/dispatch';
import { apiRequest } from '../../../lib/api-client.ts';
import { courierOrderKeys } from './keys.ts';

/** GET /courier-orders?date=: the external logistics service's orders of a date (none in local mode). */
export function useCourierOrders(date: string) {
  return useQuery({
    queryKey: courierOrderKeys.list({ date }),
    queryFn: ({ signal }) =>
      apiRequest('/courier-orders', { query: { date }, schema: courierOrdersResponse, signal }),
    meta: { inlineErrors: true },
  });
}

/** GET /courier-orders/:id: one order as the service has it now. */
export function useCourierOrder(id: string | null) {
  return useQuery({
    queryKey: courierOrderKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest(`/courier-orders/${encodeURIComponent(id ?? '')}`, { schema: courierOrder, signal }),
    enabled: id !== null,
    meta: { inlineErrors: true },
  });
}

/** PATCH /courier-orders/:id/status: the answer becomes the detail; the date's list is stale. */
export function useSetCourierOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: CourierOrderStatus }) =>
      apiRequest(`/courier-orders/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        body: { status },
        schema: courierOrder,
      }),
    meta: { inlineErrors: true },
    onSuccess: (order) => {
      queryClient.setQueryData(courierOrderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: courierOrderKeys.lists() });
    },
  });
}
