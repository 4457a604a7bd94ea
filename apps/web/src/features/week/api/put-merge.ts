import { orderMerge, type PutMergeRequest } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** PUT /orders/:id/merges/:date: travel with other orders of the same delivery that day. */
export function putMerge({ orderId, date, ...body }: PutMergeRequest & { orderId: number; date: string }) {
  return apiRequest(`/orders/${orderId}/merges/${date}`, { method: 'PUT', body, schema: orderMerge });
}

export const usePutMerge = () => useWeekMutation(putMerge);
