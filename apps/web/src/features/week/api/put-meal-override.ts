import { mealOverride, type PutMealOverrideRequest } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** PUT /orders/:id/meal-overrides/:date: another programme or discount meals that day. */
export function putMealOverride({
  orderId,
  date,
  ...body
}: PutMealOverrideRequest & { orderId: number; date: string }) {
  return apiRequest(`/orders/${orderId}/meal-overrides/${date}`, {
    method: 'PUT',
    body,
    schema: mealOverride,
  });
}

export const usePutMealOverride = () => useWeekMutation(putMealOverride);
