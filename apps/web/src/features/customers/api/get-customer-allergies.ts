import { queryOptions } from '@tanstack/react-query';
import { customerAllergyList } from '@brigade/domain/schemas/customer-health';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { customerKeys } from './keys.ts';

export type AllergyListParams = ListParams & { allergen_id?: number | undefined };

/** GET /customers/allergies: active customers with allergens, warnings or dislikes. */
export function getCustomerAllergies(params: AllergyListParams, signal?: AbortSignal) {
  return apiRequest('/customers/allergies', {
    query: { ...listQuery(params), allergen_id: params.allergen_id },
    schema: customerAllergyList,
    signal,
  });
}

export function customerAllergiesQueryOptions(params: AllergyListParams) {
  return queryOptions({
    queryKey: [...customerKeys.all, 'allergies', params] as const,
    queryFn: ({ signal }) => getCustomerAllergies(params, signal),
  });
}
