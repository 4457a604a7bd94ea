import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assignWeek } from '@brigade/domain/schemas/production';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** GET /production/assignments?start_date= (level 1): Monday–Sunday with each day's assigned slots. */
export function getAssignments(startDate: string | undefined, signal?: AbortSignal) {
  return apiRequest('/production/assignments', {
    query: { start_date: startDate },
    schema: assignWeek,
    signal,
  });
}

export function assignmentsQueryOptions(startDate: string | undefined) {
  return queryOptions({
    queryKey: productionKeys.assignment(startDate),
    queryFn: ({ signal }) => getAssignments(startDate, signal),
  });
}

export function useAssignments(startDate: string | undefined) {
  return useQuery({ ...assignmentsQueryOptions(startDate), placeholderData: keepPreviousData });
}
