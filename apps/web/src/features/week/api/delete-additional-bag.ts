import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** DELETE /orders/:id/additional-bags/:date?version=. */
export function deleteAdditionalBag({
  orderId,
  date,
  version,
}: {
  orderId: number;
  date: string;
  version: number;
}) {
  return apiRequest(`/orders/${orderId}/additional-bags/${date}`, { method: 'DELETE', query: { version } });
}

export const useDeleteAdditionalBag = () => useWeekMutation(deleteAdditionalBag);
