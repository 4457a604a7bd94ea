import { queryOptions } from '@tanstack/react-query';
import { discount } from '@brigade/domain/schemas/discounts';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountKeys } from './keys.ts';

/** GET /discounts/:id: one code with its current version. */
export function getDiscount(id: number, signal?: AbortSignal) {
  return apiRequest(`/discounts/${id}`, { schema: discount, signal });
}

export function discountQueryOptions(id: number) {
  return queryOptions({
    queryKey: discountKeys.detail(id),
    queryFn: ({ signal }) => getDiscount(id, signal),
  });
}
