import { queryOptions, useQuery } from '@tanstack/react-query';
import { specialProgrammeDetail } from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { specialProgrammeKeys } from './keys.ts';

/** GET /special-programmes/:id: the programme with its customers and delivery groups. */
export function getSpecialProgramme(id: number, signal?: AbortSignal) {
  return apiRequest(`/special-programmes/${id}`, { schema: specialProgrammeDetail, signal });
}

export function specialProgrammeQueryOptions(id: number) {
  return queryOptions({
    queryKey: specialProgrammeKeys.detail(id),
    queryFn: ({ signal }) => getSpecialProgramme(id, signal),
    // The page shows the wrapped message ('Unable to get special programme {id}. <reason>', ADR 076) itself.
    meta: { inlineErrors: true },
  });
}

export function useSpecialProgramme(id: number) {
  return useQuery({ ...specialProgrammeQueryOptions(id), enabled: id > 0 });
}
