import { queryOptions, useQuery } from '@tanstack/react-query';
import { dayRecipeLinesResponse } from '@brigade/domain/schemas/day-recipes';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** GET /production/days/:date/recipes/:recipe_id/lines: the recipe's lines as cooked that day (ADR 074). */
export function getDayLines(date: string, recipeId: number, signal?: AbortSignal) {
  return apiRequest(`/production/days/${date}/recipes/${recipeId}/lines`, {
    schema: dayRecipeLinesResponse,
    signal,
  });
}

export function useDayLines(date: string, recipeId: number) {
  return useQuery(
    queryOptions({
      queryKey: productionKeys.dayLines(date, recipeId),
      queryFn: ({ signal }) => getDayLines(date, recipeId, signal),
    }),
  );
}
