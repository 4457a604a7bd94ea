import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  recipeDetail,
  type CreateRecipeRequest,
  type RecipeDetail,
  type UpdateRecipeRequest,
} from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** POST /recipes: 201 with the new recipe (lines, layers, allergens). */
export function createRecipe(body: CreateRecipeRequest) {
  return apiRequest('/recipes', { method: 'POST', body, schema: recipeDetail });
}

/** PUT /recipes/:id: the whole recipe with the version read; 409 when someone changed it. */
export function updateRecipe({ id, ...body }: UpdateRecipeRequest & { id: number }) {
  return apiRequest(`/recipes/${id}`, { method: 'PUT', body, schema: recipeDetail });
}

/** Stores the saved recipe and refreshes the lists (shared by every recipe write). */
export function useRecipeSaved() {
  const queryClient = useQueryClient();
  return (saved: RecipeDetail) => {
    queryClient.setQueryData(recipeKeys.detail(saved.recipe_id), saved);
    return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
  };
}

export function useCreateRecipe() {
  const onSuccess = useRecipeSaved();
  return useMutation({ mutationFn: createRecipe, meta: { inlineErrors: true }, onSuccess });
}

export function useUpdateRecipe() {
  const onSuccess = useRecipeSaved();
  return useMutation({ mutationFn: updateRecipe, meta: { inlineErrors: true }, onSuccess });
}
