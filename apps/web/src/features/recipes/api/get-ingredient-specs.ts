import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

const ingredientSpecs = z.object({
  specs: z.array(
    z.object({
      ingredient_spec_suppliers_id: z.number().int(),
      supplier_name: z.string(),
      article_number: z.string(),
      pack_size: z.number(),
      pack_unit: z.string(),
    }),
  ),
});

/** GET /ingredients/:id, read for its supplier specs (the spec a recipe line may name). */
export function getIngredientSpecs(id: number, signal?: AbortSignal) {
  return apiRequest(`/ingredients/${id}`, { schema: ingredientSpecs, signal });
}

export function useIngredientSpecs(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...recipeKeys.all, 'ingredient-specs', id ?? 0] as const,
      queryFn: ({ signal }) => getIngredientSpecs(id ?? 0, signal),
      enabled: id !== null && id > 0,
      staleTime: 60_000,
    }),
  );
}
