import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './api-client.ts';
import { listQuery, type ListParams } from './list.ts';
import { createQueryKeys } from './query-keys.ts';

interface CrudResourceOptions<Item, Key> {
  /** The collection's path under /api/v1, e.g. '/couriers'; a record is `${path}/${key}`. */
  path: string;
  item: z.ZodType<Item>;
  list: z.ZodType<{ items: Item[]; total: number }>;
  keyOf: (item: Item) => Key;
  /**
   * What a write makes stale: the lists (default), or every query of the resource when a write changes other
   * records too (a new default chat preference unsets the old one).
   */
  stale?: 'lists' | 'all';
  /** Other queries that show this resource, e.g. its option list in lib/options. */
  alsoInvalidates?: QueryKey[];
}

/**
 * The five calls of one resource (list, get, create, update with version, delete with ?version=), with query
 * keys per resource. A write, or a failed one (a 409 means the list is out of date too), invalidates what
 * shows the resource; an update puts the saved record in its detail query.
 */
export function crudResource<Item, Key extends number | string, Extra extends object = object>(
  o: CrudResourceOptions<Item, Key>,
) {
  const keys = createQueryKeys(o.path.slice(1));
  const invalidate = (client: ReturnType<typeof useQueryClient>) =>
    Promise.all(
      [o.stale === 'all' ? keys.all : keys.lists(), ...(o.alsoInvalidates ?? [])].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );

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
    keyOf: o.keyOf,
    listOptions,
    detailOptions,
    useCreate,
    useUpdate,
    useRemove,
    exportUrl: `/api/v1${o.path}/export`,
  };
}
