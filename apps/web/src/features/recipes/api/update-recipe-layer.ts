import { useMutation } from '@tanstack/react-query';
import type { UpdateRecipeLayerRequest } from '@brigade/domain/schemas/recipe-parts';
import { recipeDetail, type RecipeDetail } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRecipeSaved } from './save-recipe.ts';

type LayerUpdate = UpdateRecipeLayerRequest & { id: number; layerId: number };

/** PUT /recipes/:id/layers/:layerId: a layer renamed in place with the recipe's version; 409 when stale. */
export function updateRecipeLayer({ id, layerId, ...body }: LayerUpdate) {
  return apiRequest(`/recipes/${id}/layers/${layerId}`, { method: 'PUT', body, schema: recipeDetail });
}

/**
 * The answer is the whole recipe at its new version: it replaces the one read (the recipe's form starts again,
 * so `onRenamed` is the mutation's own, called even when the field is gone by then). The field shows errors.
 */
export function useUpdateRecipeLayer(onRenamed: (saved: RecipeDetail, layerId: number) => void) {
  const recipeSaved = useRecipeSaved();
  return useMutation({
    mutationFn: updateRecipeLayer,
    meta: { inlineErrors: true },
    onSuccess: (saved, { layerId }) => {
      onRenamed(saved, layerId);
      return recipeSaved(saved);
    },
  });
}
