import { queryOptions } from '@tanstack/react-query';
import { customerList } from '@brigade/domain/schemas/customers';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { customerKeys } from './keys.ts';

export type CustomerListParams = ListParams & { active?: boolean | undefined };

/** GET /customers: a page of customers; `q` searches names, e-mail, phone, postcode and city. */
export function getCustomers(params: CustomerListParams, signal?: AbortSignal) {
  return apiRequest('/customers', {
    query: { ...listQuery(params), active: params.active === undefined ? undefined : String(params.active) },
    schema: customerList,
    signal,
  });
}

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
  });
}
