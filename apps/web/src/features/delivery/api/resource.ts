import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

/**
 * The five calls of one delivery resource (list, get, create, update with version, delete with ?version=),
 * each with the allergens feature's habits: query keys per resource, lists invalidated after a write or a 409.
 */
export function deliveryResource<Item, Key extends number | string, Extra extends object = object>(o: {
  path: string;
  item: z.ZodType<Item>;
  list: z.ZodType<{ items: Item[]; total: number }>;
  keyOf: (item: Item) => Key;
}) {
  const keys = createQueryKeys(o.path.slice(1));
  const invalidate = (client: ReturnType<typeof useQueryClient>) =>
    client.invalidateQueries({ queryKey: keys.lists() });

  const listOptions = (params: ListParams & Extra) =>
    queryOptions({
      queryKey: keys.list(params),
      queryFn: ({ signal }) =>
        apiRequest(o.path, {
          query: { ...(params as object), ...listQuery(params) } as Record<string, string | number>,
          schema: o.list,
          signal,
        }),
    });

  const detailOptions = (key: Key) =>
    queryOptions({
      queryKey: keys.detail(key),
      queryFn: ({ signal }) => apiRequest(`${o.path}/${key}`, { schema: o.item, signal }),
    });

  function useCreate<Body>() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (body: Body) => apiRequest(o.path, { method: 'POST', body, schema: o.item }),
      meta: { inlineErrors: true },
      onSuccess: () => invalidate(client),
    });
  }

  function useUpdate<Body>() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: ({ key, body }: { key: Key; body: Body }) =>
        apiRequest(`${o.path}/${key}`, { method: 'PUT', body, schema: o.item }),
      meta: { inlineErrors: true },
      onSuccess: (saved) => {
        client.setQueryData(keys.detail(o.keyOf(saved)), saved);
        return invalidate(client);
      },
      onError: () => invalidate(client),
    });
  }

  function useRemove() {
    const client = useQueryClient();
    return useMutation({
      mutationFn: async ({ key, version }: { key: Key; version: number }) => {
        await apiRequest(`${o.path}/${key}`, { method: 'DELETE', query: { version } });
      },
      onSuccess: (_data, { key }) => {
        client.removeQueries({ queryKey: keys.detail(key) });
        return invalidate(client);
      },
      onError: () => invalidate(client),
    });
  }

  return {
    keys,
    listOptions,
    detailOptions,
    useCreate,
    useUpdate,
    useRemove,
    exportUrl: `/api/v1${o.path}/export`,
  };
}
