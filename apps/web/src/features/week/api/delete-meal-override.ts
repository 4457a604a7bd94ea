import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** An order's meal override of one day, with the version read. */
type DayEntry = { orderId: number; date: string; version: number };

/** DELETE /orders/:id/meal-overrides/:date?version=. */
export function deleteMealOverride({ orderId, date, version }: DayEntry) {
  return apiRequest(`/orders/${orderId}/meal-overrides/${date}`, { method: 'DELETE', query: { version } });
}

export const useDeleteMealOverride = () => useWeekMutation(deleteMealOverride);
