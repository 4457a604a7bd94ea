import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderList } from '@brigade/domain/schemas/orders';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { orderKeys } from './keys.ts';

/** The filters of the order lists beside paging and search. */
export interface OrderFilters {
  customer_id?: number;
  /** A week id: orders running that week. */
  week?: string;
  include_cancelled?: boolean;
  /** /orders/legacy (order_version 2) instead of /orders. */
  legacy?: boolean;
}

export type OrderListParams = ListParams & OrderFilters;

export function orderListPath(legacy?: boolean) {
  return legacy ? '/orders/legacy' : '/orders';
}

/** The query string of an order list call (also the export's). */
export function orderListQuery({
  customer_id,
  week,
  include_cancelled,
  legacy: _legacy,
  ...params
}: OrderListParams) {
  return {
    ...listQuery(params),
    customer_id,
    week,
    include_cancelled: include_cancelled ? 'true' : undefined,
  };
}

/** GET /orders or /orders/legacy: a page of orders; `q` searches customer name, e-mail and order id. */
export function getOrders(params: OrderListParams, signal?: AbortSignal) {
  return apiRequest(orderListPath(params.legacy), {
    query: orderListQuery(params),
    schema: orderList,
    signal,
  });
}

export function ordersQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
