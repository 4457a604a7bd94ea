import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client.ts';

/**
 * A list that selects choose from: its first 100 records (the most a list call returns), sorted.
 * One query key per list, so every screen shares one copy; each write to the list invalidates the key, so the
 * stale time only bounds how long another user's edit takes to show.
 */
export function optionList<S extends z.ZodType>(
  key: readonly ['options', string],
  path: string,
  schema: S,
  sortBy: string,
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest(path, {
        query: { start: 0, length: 100, sort_by: sortBy, sort_dir: 'asc' },
        schema,
        signal,
      }),
    staleTime: 60_000,
  });
}
