import { queryOptions } from '@tanstack/react-query';
import { specialProgrammeList } from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { specialProgrammeKeys } from './keys.ts';

/** GET /special-programmes ('Unable to get special programmes.' when it fails): a page of programmes with their totals; `q` searches name and description. */
export function getSpecialProgrammes(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/special-programmes', {
    query: listQuery(params),
    schema: specialProgrammeList,
    signal,
  });
}

export function specialProgrammesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: specialProgrammeKeys.list(params),
    queryFn: ({ signal }) => getSpecialProgrammes(params, signal),
  });
}
