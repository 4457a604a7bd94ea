import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { recipeNotesList } from '@brigade/domain/schemas/recipe-notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { recipeNoteKeys } from './keys.ts';

export type RecipeNotesParams = ListParams & { with_notes: boolean };

/** GET /recipe-notes: recipes with their notes (all recipes when with_notes is false); q searches notes too. */
export function getRecipeNotes(params: RecipeNotesParams, signal?: AbortSignal) {
  return apiRequest('/recipe-notes', {
    query: { ...listQuery(params), with_notes: String(params.with_notes) },
    schema: recipeNotesList,
    signal,
  });
}

export function recipeNotesQueryOptions(params: RecipeNotesParams) {
  return queryOptions({
    queryKey: recipeNoteKeys.list(params),
    queryFn: ({ signal }) => getRecipeNotes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRecipeNotes(params: RecipeNotesParams) {
  return useQuery(recipeNotesQueryOptions(params));
}
