import { createQueryKeys } from '../../../lib/query-keys.ts';

const base = createQueryKeys('production');

/**
 * The kitchen week's key family. A week is keyed by the asked start date ('default' when none), so writes
 * update every cached week with `weeks()` rather than guessing which one the server resolved.
 */
export const productionKeys = {
  ...base,
  weeks: () => [...base.all, 'week'] as const,
  week: (startDate: string | undefined) => [...base.all, 'week', startDate ?? 'default'] as const,
  assignments: () => [...base.all, 'assignments'] as const,
  assignment: (startDate: string | undefined) =>
    [...base.all, 'assignments', startDate ?? 'default'] as const,
  matches: (date: string) => [...base.all, 'matches', date] as const,
  dayLines: (date: string, recipeId: number) => [...base.all, 'day-lines', date, recipeId] as const,
  suppressions: (date: string) => [...base.all, 'suppressions', date] as const,
  recipeOptions: (mealType: string | null, q: string) =>
    [...base.all, 'recipe-options', mealType, q] as const,
};
