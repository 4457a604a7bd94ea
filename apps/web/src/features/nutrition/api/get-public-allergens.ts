import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { dateQuery } from './get-public-analysis.ts';
import { nutritionKeys } from './keys.ts';

/**
 * GET /public/recipes/analysis/:idVariant/allergens (no login): the dish's allergens, EU codes and names; with
 * `date`, of the dish as cooked that date (ADR 074).
 */
export function usePublicAllergens(idVariant: string, date?: string) {
  return useQuery(
    queryOptions({
      queryKey: [...nutritionKeys.all, 'public-allergens', idVariant, date ?? null] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/public/recipes/analysis/${encodeURIComponent(idVariant)}/allergens${dateQuery(date)}`, {
          schema: publicRecipeAllergens,
          signal,
          authFailure: 'report',
        }),
      retry: false,
    }),
  );
}
