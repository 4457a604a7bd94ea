import type { QueryClient } from '@tanstack/react-query';
import type { ProductionDay, ProductionWeek } from '@brigade/domain/schemas/production';
import { productionKeys } from './keys.ts';

/** Applies a confirmed change of one day to every cached kitchen week holding that date. */
export function patchDay(
  queryClient: QueryClient,
  date: string,
  change: (day: ProductionDay) => ProductionDay,
): void {
  queryClient.setQueriesData<ProductionWeek>({ queryKey: productionKeys.weeks() }, (week) =>
    week ? { ...week, days: week.days.map((day) => (day.date === date ? change(day) : day)) } : week,
  );
}

/** After a failure (a 409: someone else changed it first) the weeks are read again. */
export function refreshWeeks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: productionKeys.weeks() });
}
