import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import { dayCustomersResponse } from '@brigade/domain/schemas/week-day-customers';
import { apiRequest } from '../../../lib/api-client.ts';
import { weekKeys } from './keys.ts';

/** GET /week/day-customers: who gets a meal on a date, with programme, bags and allergies. */
function getDayCustomers(date: string, meal: MealType, signal?: AbortSignal) {
  return apiRequest('/week/day-customers', { query: { date, meal }, schema: dayCustomersResponse, signal });
}

export function useDayCustomers(date: string, meal: MealType) {
  return useQuery(
    queryOptions({
      queryKey: [...weekKeys.all, 'day-customers', date, meal],
      queryFn: ({ signal }) => getDayCustomers(date, meal, signal),
      enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    }),
  );
}
