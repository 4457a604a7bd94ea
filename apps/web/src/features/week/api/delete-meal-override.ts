import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** DELETE /orders/:id/meal-overrides/:date?version=. */
export function deleteMealOverride({
  orderId,
  date,
  version,
}: {
  orderId: number;
  date: string;
  version: number;
}) {
  return apiRequest(`/orders/${orderId}/meal-overrides/${date}`, { method: 'DELETE', query: { version } });
}

export const useDeleteMealOverride = () => useWeekMutation(deleteMealOverride);
