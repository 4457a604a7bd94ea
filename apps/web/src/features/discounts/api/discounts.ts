import {
  discount,
  discountList,
  type Discount,
  type CreateDiscountRequest,
  type UpdateDiscountRequest,
} from '@brigade/domain/schemas/discounts';
import { crudResource } from '../../../lib/crud-resource.ts';

/**
 * /discounts: list (`redeemed` keeps used or never-used codes), get, create (409: code taken), update
 * (version), delete. A write changes a code's status and the suggestions, so it makes every query stale.
 */
export const discountsApi = crudResource<Discount, number, { redeemed?: 'true' | 'false' }>({
  path: '/discounts',
  item: discount,
  list: discountList,
  keyOf: (d) => d.discount_id,
  stale: 'all',
});
export const useCreateDiscount = () => discountsApi.useCreate<CreateDiscountRequest>();
export const useUpdateDiscount = () => discountsApi.useUpdate<UpdateDiscountRequest>();
