import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRecipeAnalysis } from '@brigade/domain/schemas/nutrition';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionKeys } from './keys.ts';

/** GET /public/recipes/analysis/:idVariant (no login): the customer-facing analysis, e.g. 12-default. */
export function getPublicAnalysis(idVariant: string, signal?: AbortSignal) {
  return apiRequest(`/public/recipes/analysis/${encodeURIComponent(idVariant)}`, {
    schema: publicRecipeAnalysis,
    signal,
    authFailure: 'report',
  });
}

export function publicAnalysisQueryOptions(idVariant: string) {
  return queryOptions({
    queryKey: [...nutritionKeys.all, 'public', idVariant] as const,
    queryFn: ({ signal }) => getPublicAnalysis(idVariant, signal),
    retry: false,
  });
}

export function usePublicAnalysis(idVariant: string) {
  return useQuery(publicAnalysisQueryOptions(idVariant));
}
