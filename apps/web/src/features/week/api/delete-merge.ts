import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** DELETE /orders/:id/merges/:date?version=. */
export function deleteMerge({ orderId, date, version }: { orderId: number; date: string; version: number }) {
  return apiRequest(`/orders/${orderId}/merges/${date}`, { method: 'DELETE', query: { version } });
}

export const useDeleteMerge = () => useWeekMutation(deleteMerge);
