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
    // Not awaited: the fresh list remounts the saved editor (its key holds the version), and a caller's own
    // onSuccess (the 'saved' notice) only runs while it is mounted — awaiting the refetch lost the notice.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recipeNoteKeys.lists() });
      // The recipe itself changed version: an open recipe editor must read it again.
      void queryClient.invalidateQueries({ queryKey: ['recipes'] });
    },
  });
}
