import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRecipeAnalysis } from '@brigade/domain/schemas/nutrition';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionKeys } from './keys.ts';

/** `?date=…` for a date (the dish as cooked that date, ADR 074), nothing without one. */
export const dateQuery = (date?: string) => (date === undefined ? '' : `?date=${encodeURIComponent(date)}`);

/**
 * GET /public/recipes/analysis/:idVariant (no login): the customer-facing analysis, e.g. 12-default; with
 * `date`, of the dish as cooked that date.
 */
export function getPublicAnalysis(idVariant: string, date?: string, signal?: AbortSignal) {
  return apiRequest(`/public/recipes/analysis/${encodeURIComponent(idVariant)}${dateQuery(date)}`, {
    schema: publicRecipeAnalysis,
    signal,
    authFailure: 'report',
  });
}

export function publicAnalysisQueryOptions(idVariant: string, date?: string) {
  return queryOptions({
    queryKey: [...nutritionKeys.all, 'public', idVariant, date ?? null] as const,
    queryFn: ({ signal }) => getPublicAnalysis(idVariant, date, signal),
    retry: false,
  });
}

export function usePublicAnalysis(idVariant: string, date?: string) {
  return useQuery(publicAnalysisQueryOptions(idVariant, date));
}
