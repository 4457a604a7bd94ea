import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionKeys } from './keys.ts';

/** GET /public/recipes/analysis/:idVariant/allergens (no login): the dish's allergens, EU codes and names. */
export function usePublicAllergens(idVariant: string) {
  return useQuery(
    queryOptions({
      queryKey: [...nutritionKeys.all, 'public-allergens', idVariant] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/public/recipes/analysis/${encodeURIComponent(idVariant)}/allergens`, {
          schema: publicRecipeAllergens,
          signal,
          authFailure: 'report',
        }),
      retry: false,
    }),
  );
}
