import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  dayRecipeLine,
  type DayRecipeLinesResponse,
  type PutDayLineDoneRequest,
  type PutDayLineIngredientRequest,
  type PutDayLineSpecRequest,
} from '@brigade/domain/schemas/day-recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** What a line write changes: the swap and the spec (planners), the ticks (cooks and loaders). */
export type DayLineChange =
  | { kind: 'ingredient'; body: PutDayLineIngredientRequest }
  | { kind: 'supplier-spec'; body: PutDayLineSpecRequest }
  | { kind: 'done'; body: PutDayLineDoneRequest };

export type DayLineInput = DayLineChange & { date: string; recipeId: number; uid: string };

/** PUT /production/days/:date/recipes/:recipe_id/lines/:uid/{ingredient | supplier-spec | done} (ADR 074). */
export function putDayLine({ date, recipeId, uid, kind, body }: DayLineInput) {
  return apiRequest(`/production/days/${date}/recipes/${recipeId}/lines/${encodeURIComponent(uid)}/${kind}`, {
    method: 'PUT',
    body,
    schema: dayRecipeLine,
  });
}

/**
 * The line shows what the server confirmed: the cache changes on success, never before. A swap changes the
 * day's allergen matches at once, so they are read again.
 */
export function usePutDayLine(date: string, recipeId: number) {
  const queryClient = useQueryClient();
  const key = productionKeys.dayLines(date, recipeId);
  return useMutation({
    mutationFn: putDayLine,
    onSuccess: (line, { kind }) => {
      queryClient.setQueryData<DayRecipeLinesResponse>(key, (old) =>
        old ? { ...old, lines: old.lines.map((l) => (l.uid === line.uid ? line : l)) } : old,
      );
      // Not awaited: the line is usable again while the matches are read.
      if (kind === 'ingredient')
        void queryClient.invalidateQueries({ queryKey: productionKeys.matches(date) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
