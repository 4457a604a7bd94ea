import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recipeNoteItem, type UpdateRecipeNotesRequest } from '@brigade/domain/schemas/recipe-notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { recipeNoteKeys } from './keys.ts';

/** PUT /recipes/:id/notes with the recipe version read: 200 (version + 1); 409 when someone changed it. */
export function updateRecipeNotes({ id, ...body }: UpdateRecipeNotesRequest & { id: number }) {
  return apiRequest(`/recipes/${id}/notes`, { method: 'PUT', body, schema: recipeNoteItem });
}

export function useUpdateRecipeNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipeNotes,
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recipeNoteKeys.lists() }),
        // The recipe itself changed version: an open recipe editor must read it again.
        queryClient.invalidateQueries({ queryKey: ['recipes'] }),
      ]),
  });
}
