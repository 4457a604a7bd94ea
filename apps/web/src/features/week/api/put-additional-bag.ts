import { additionalBag, type PutAdditionalBagRequest } from '@brigade/domain/schemas/week';
import { apiRequest } from '../../../lib/api-client.ts';
import { useWeekMutation } from './use-week-mutation.ts';

/** PUT /orders/:id/additional-bags/:date: the extra bags of that day (edit day bag dialog). */
export function putAdditionalBag({
  orderId,
  date,
  ...body
}: PutAdditionalBagRequest & { orderId: number; date: string }) {
  return apiRequest(`/orders/${orderId}/additional-bags/${date}`, {
    method: 'PUT',
    body,
    schema: additionalBag,
  });
}

export const usePutAdditionalBag = () => useWeekMutation(putAdditionalBag);
