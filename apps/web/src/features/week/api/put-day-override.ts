import { dayOverride, type PutDayOverrideRequest } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** PUT /orders/:id/day-overrides/:date: skip (0) or deliver (1) the day; version 0 creates, else 409 when stale. */
export function putDayOverride({
  orderId,
  date,
  ...body
}: PutDayOverrideRequest & { orderId: number; date: string }) {
  return apiRequest(`/orders/${orderId}/day-overrides/${date}`, { method: 'PUT', body, schema: dayOverride });
}

export const usePutDayOverride = () => useWeekMutation(putDayOverride);
