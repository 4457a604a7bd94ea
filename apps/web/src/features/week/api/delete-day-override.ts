import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** DELETE /orders/:id/day-overrides/:date?version=: the day follows the order again. */
export function deleteDayOverride({
  orderId,
  date,
  version,
}: {
  orderId: number;
  date: string;
  version: number;
}) {
  return apiRequest(`/orders/${orderId}/day-overrides/${date}`, { method: 'DELETE', query: { version } });
}

export const useDeleteDayOverride = () => useWeekMutation(deleteDayOverride);
