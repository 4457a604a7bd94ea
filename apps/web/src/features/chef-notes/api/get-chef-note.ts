import { queryOptions } from '@tanstack/react-query';
import { chefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { chefNoteKeys } from './keys.ts';

/** GET /chef-ingredient-notes/:ingredientId: the note as stored now (version 0 when there is none). */
export function chefNoteQueryOptions(ingredientId: number) {
  return queryOptions({
    queryKey: chefNoteKeys.detail(ingredientId),
    queryFn: ({ signal }) =>
      apiRequest(`/chef-ingredient-notes/${ingredientId}`, { schema: chefIngredientNote, signal }),
  });
}
