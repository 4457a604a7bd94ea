import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ingredientDetail,
  type CreateIngredientRequest,
  type UpdateIngredientRequest,
} from '@brigade/domain/schemas/ingredients';
import { apiRequest } from '../../../lib/api-client.ts';
import { ingredientKeys } from './keys.ts';

/** POST /ingredients: 201 with the new ingredient. */
export function createIngredient(body: CreateIngredientRequest) {
  return apiRequest('/ingredients', { method: 'POST', body, schema: ingredientDetail });
}

/** PUT /ingredients/:id with the version read: 200 (version + 1); 409 when someone changed it. */
export function updateIngredient({ id, ...body }: UpdateIngredientRequest & { id: number }) {
  return apiRequest(`/ingredients/${id}`, { method: 'PUT', body, schema: ingredientDetail });
}

function useSave<V>(mutationFn: (values: V) => ReturnType<typeof createIngredient>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(ingredientKeys.detail(saved.ingredient_id), saved);
      return queryClient.invalidateQueries({ queryKey: ingredientKeys.lists() });
    },
  });
}

export const useCreateIngredient = () => useSave(createIngredient);
export const useUpdateIngredient = () => useSave(updateIngredient);
