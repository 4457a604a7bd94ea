import { queryOptions, useQuery } from '@tanstack/react-query';
import { supplierList } from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { supplierKeys } from './keys.ts';

/** GET /suppliers: a page of suppliers with the total; `q` searches name, contact, e-mail and phone. */
export function getSuppliers(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/suppliers', { query: listQuery(params), schema: supplierList, signal });
}

export function suppliersQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: supplierKeys.list(params),
    queryFn: ({ signal }) => getSuppliers(params, signal),
  });
}

export function useSuppliers(params: ListParams) {
  return useQuery(suppliersQueryOptions(params));
}
