import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** An order's additional bag of one day, with the version read. */
type DayEntry = { orderId: number; date: string; version: number };

/** DELETE /orders/:id/additional-bags/:date?version=. */
export function deleteAdditionalBag({ orderId, date, version }: DayEntry) {
  return apiRequest(`/orders/${orderId}/additional-bags/${date}`, { method: 'DELETE', query: { version } });
}

export const useDeleteAdditionalBag = () => useWeekMutation(deleteAdditionalBag);
