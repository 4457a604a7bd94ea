import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';
import type { AnalyticsQuery } from './use-analytics-params.ts';

/**
 * GET an analytics table (`/analytics/...`) with the screen's range and filters; the previous answer stays
 * on screen while the next range loads, and a refusal (400) is shown by the screen, not as a toast.
 */
export function useAnalyticsTable<S extends z.ZodType>(path: string, schema: S, query: AnalyticsQuery) {
  return useQuery({
    queryKey: ['analytics', path, query],
    queryFn: ({ signal }) => apiRequest(path, { query: { ...query }, schema, signal }),
    placeholderData: keepPreviousData,
    meta: { inlineErrors: true },
  });
}
