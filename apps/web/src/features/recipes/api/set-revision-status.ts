import { useMutation } from '@tanstack/react-query';
import { recipeDetail, type RecipeRevisionStatus } from '@brigade/domain/schemas/recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRecipeSaved } from './save-recipe.ts';

/** PUT /recipes/:id/revision-status with the version read; 409 when stale. */
export function setRevisionStatus(input: {
  id: number;
  revision_status: RecipeRevisionStatus;
  version: number;
}) {
  const { id, ...body } = input;
  return apiRequest(`/recipes/${id}/revision-status`, { method: 'PUT', body, schema: recipeDetail });
}

export function useSetRevisionStatus() {
  const onSuccess = useRecipeSaved();
  return useMutation({ mutationFn: setRevisionStatus, onSuccess });
}
