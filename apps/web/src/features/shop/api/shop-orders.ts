import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopOrderDetail, shopOrderList, type ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { apiRequest } from '../../../lib/api-client.ts';
import { shopOrderKeys } from './keys.ts';

export type ShopStatusFilter = ShopOrderDetail['status'] | 'all';

/** While an import runs the detail is read again every second, until its status settles. */
export const settlePollMs = 1000;

/** GET /shop/orders?status=: the newest 200 shop orders; waiting = the import queue. */
export function shopOrdersQueryOptions(status: ShopStatusFilter) {
  return queryOptions({
    queryKey: shopOrderKeys.list({ status }),
    queryFn: ({ signal }) =>
      apiRequest('/shop/orders', {
        query: { status: status === 'all' ? undefined : status },
        schema: shopOrderList,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data?.shop_orders.some((order) => order.status === 'pending') ? settlePollMs * 2 : false,
  });
}

export function useShopOrders(status: ShopStatusFilter) {
  return useQuery(shopOrdersQueryOptions(status));
}

/** GET /shop/orders/:id: the shop order beside ours; polled while its import is pending. */
export function shopOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: shopOrderKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/shop/orders/${id}`, { schema: shopOrderDetail, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    meta: { inlineErrors: true },
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? settlePollMs : false),
  });
}

export function useShopOrder(id: number) {
  return useQuery(shopOrderQueryOptions(id));
}
