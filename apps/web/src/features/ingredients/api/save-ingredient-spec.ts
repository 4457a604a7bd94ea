import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ingredientSpec,
  type CreateIngredientSpecRequest,
  type UpdateIngredientSpecRequest,
} from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';

/** POST /ingredients/:id/specs: 201 with the spec (the ingredient's first becomes the default). */
export function createIngredientSpec({
  ingredientId,
  ...body
}: CreateIngredientSpecRequest & { ingredientId: number }) {
  return apiRequest(`/ingredients/${ingredientId}/specs`, { method: 'POST', body, schema: ingredientSpec });
}

/** PUT /ingredient-specs/:id with the version read; setting the default unsets the others. */
export function updateIngredientSpec({ id, ...body }: UpdateIngredientSpecRequest & { id: number }) {
  return apiRequest(`/ingredient-specs/${id}`, { method: 'PUT', body, schema: ingredientSpec });
}

/** Both refresh the ingredient: another spec's default flag (and version) may have changed. */
function useSaveSpec<V>(
  ingredientId: number,
  mutationFn: (values: V) => ReturnType<typeof createIngredientSpec>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ingredientKeys.detail(ingredientId) }),
        queryClient.invalidateQueries({ queryKey: ingredientKeys.lists() }),
      ]),
  });
}

export const useCreateIngredientSpec = (ingredientId: number) =>
  useSaveSpec(ingredientId, createIngredientSpec);
export const useUpdateIngredientSpec = (ingredientId: number) =>
  useSaveSpec(ingredientId, updateIngredientSpec);
