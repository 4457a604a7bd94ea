import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { chefIngredientNotesList } from '@brigade/domain/schemas/chef-notes';
import { apiRequest } from '../../../lib/api-client.ts';
import { chefNoteKeys } from './keys.ts';

export interface ChefNotesParams {
  q: string;
  /** True: only ingredients with a note; false: every ingredient whose name matches (to add one). */
  with_notes: boolean;
  length: number;
  /** 'name_de' on German screens, so the list reads in alphabetical order there. */
  sort_by: 'name' | 'name_de';
}

/** GET /chef-ingredient-notes: ingredients with their chef note, by name. */
export function getChefNotes(params: ChefNotesParams, signal?: AbortSignal) {
  return apiRequest('/chef-ingredient-notes', {
    query: {
      q: params.q,
      with_notes: String(params.with_notes),
      length: params.length,
      sort_by: params.sort_by,
    },
    schema: chefIngredientNotesList,
    signal,
  });
}

export function chefNotesQueryOptions(params: ChefNotesParams) {
  return queryOptions({
    queryKey: chefNoteKeys.list(params),
    queryFn: ({ signal }) => getChefNotes(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useChefNotes(params: ChefNotesParams, enabled = true) {
  return useQuery({ ...chefNotesQueryOptions(params), enabled });
}
