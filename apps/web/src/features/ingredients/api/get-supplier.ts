import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplier } from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { supplierKeys } from './keys.ts';

/** GET /suppliers/:id: one supplier with its current version. */
export function getSupplier(id: number, signal?: AbortSignal) {
  return apiRequest(`/suppliers/${id}`, { schema: supplier, signal });
}

export function supplierQueryOptions(id: number) {
  return queryOptions({
    queryKey: supplierKeys.detail(id),
    queryFn: ({ signal }) => getSupplier(id, signal),
    enabled: id > 0,
  });
}

export function useSupplier(id: number) {
  return useQuery(supplierQueryOptions(id));
}
