import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignDay, type AssignWeek, type PutDayRecipesRequest } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

export type DayRecipesInput = PutDayRecipesRequest & { date: string };

/** PUT /production/days/:date/recipes (level 1): only the slots listed change. */
export function putDayRecipes({ date, slots }: DayRecipesInput) {
  return apiRequest(`/production/days/${date}/recipes`, {
    method: 'PUT',
    body: { slots },
    schema: assignDay,
  });
}

/**
 * The uploaded day replaces its copy in the assignment weeks; the kitchen weeks and matches (counts and
 * allergens follow the recipes) are read again. A failure (409: changed elsewhere) reads the week again.
 */
export function usePutDayRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDayRecipes,
    onSuccess: (saved) => {
      queryClient.setQueriesData<AssignWeek>({ queryKey: productionKeys.assignments() }, (week) =>
        week ? { ...week, days: week.days.map((d) => (d.date === saved.date ? saved : d)) } : week,
      );
      void queryClient.invalidateQueries({ queryKey: productionKeys.weeks() });
      void queryClient.invalidateQueries({ queryKey: productionKeys.matches(saved.date) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: productionKeys.assignments() }),
  });
}
