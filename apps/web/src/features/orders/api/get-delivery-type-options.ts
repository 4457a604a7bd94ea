import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryTypeList } from '@brigade/domain/schemas/delivery';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** GET /delivery-types (first 100 by name): the order dialog's delivery type select. */
export function getDeliveryTypeOptions(signal?: AbortSignal) {
  return apiRequest('/delivery-types', {
    query: { start: 0, length: 100, sort_by: 'name', sort_dir: 'asc' },
    schema: deliveryTypeList,
    signal,
  });
}

export function useDeliveryTypeOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.all, 'delivery-type-options'] as const,
      queryFn: ({ signal }) => getDeliveryTypeOptions(signal),
      staleTime: 60_000,
    }),
  );
}
