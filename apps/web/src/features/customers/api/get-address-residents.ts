import { queryOptions, useQuery } from '@tanstack/react-query';
import { addressResidents } from '@brigade/domain/schemas/lookups';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /addresses/customers?ids=: each address with every customer in the same building. */
function getAddressResidents(ids: readonly number[], signal?: AbortSignal) {
  return apiRequest('/addresses/customers', {
    query: { ids: ids.join(',') },
    schema: addressResidents,
    signal,
  });
}

export function useAddressResidents(ids: readonly number[]) {
  return useQuery(
    queryOptions({
      queryKey: [...customerKeys.all, 'residents', ids.join(',')],
      queryFn: ({ signal }) => getAddressResidents(ids, signal),
      enabled: ids.length > 0,
    }),
  );
}
