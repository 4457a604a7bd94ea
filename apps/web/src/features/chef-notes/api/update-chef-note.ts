import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chefIngredientNote, type UpdateChefIngredientNoteRequest } from '@brigade/domain/schemas/chef-notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { chefNoteKeys } from './keys.ts';

/** PUT /chef-ingredient-notes/:id: version 0 creates, else the version read (409 when stale); '' removes. */
export function updateChefNote({
  ingredientId,
  ...body
}: UpdateChefIngredientNoteRequest & { ingredientId: number }) {
  return apiRequest(`/chef-ingredient-notes/${ingredientId}`, {
    method: 'PUT',
    body,
    schema: chefIngredientNote,
  });
}

export function useUpdateChefNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChefNote,
    meta: { inlineErrors: true },
    onSuccess: (note) => {
      queryClient.setQueryData(chefNoteKeys.detail(note.ingredient_id), note);
      return queryClient.invalidateQueries({ queryKey: chefNoteKeys.lists() });
    },
  });
}
