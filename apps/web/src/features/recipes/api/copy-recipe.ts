import { useMutation } from '@tanstack/react-query';
import { recipeDetail } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRecipeSaved } from './save-recipe.ts';

/** POST /recipes/:id/copy: 201 with the new recipe ('Copy of …' unless a name is given). */
export function copyRecipe({ id, name }: { id: number; name: string }) {
  return apiRequest(`/recipes/${id}/copy`, { method: 'POST', body: { name }, schema: recipeDetail });
}

export function useCopyRecipe() {
  const onSuccess = useRecipeSaved();
  return useMutation({ mutationFn: copyRecipe, meta: { inlineErrors: true }, onSuccess });
}
