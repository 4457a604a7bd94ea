import { queryOptions } from '@tanstack/react-query';
import { discountList } from '@brigade/domain/schemas/discounts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { discountKeys } from './keys.ts';

export type DiscountListParams = ListParams & { redeemed?: 'true' | 'false' | undefined };

/** GET /discounts (spec §7 list with sort_by); `redeemed` keeps used or never-used codes. */
export function getDiscounts(params: DiscountListParams, signal?: AbortSignal) {
  return apiRequest('/discounts', {
    query: { ...listQuery(params), redeemed: params.redeemed },
    schema: discountList,
    signal,
  });
}

export function discountsQueryOptions(params: DiscountListParams) {
  return queryOptions({
    queryKey: discountKeys.list(params),
    queryFn: ({ signal }) => getDiscounts(params, signal),
  });
}
