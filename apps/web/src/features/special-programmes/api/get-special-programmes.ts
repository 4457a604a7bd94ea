import { queryOptions } from '@tanstack/react-query';
import { messages } from '@brigade/domain/messages/catalogue';
import { specialProgrammeList } from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { specialProgrammeKeys } from './keys.ts';
import { wrapFailure } from './wrapped-error.ts';

/** GET /special-programmes ('Unable to get special programmes.' when it fails): a page of programmes with their totals; `q` searches name and description. */
export function getSpecialProgrammes(params: ListParams, signal?: AbortSignal) {
  return wrapFailure(messages.unableToGetSpecialProgrammes, () =>
    apiRequest('/special-programmes', { query: listQuery(params), schema: specialProgrammeList, signal }),
  );
}

export function specialProgrammesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: specialProgrammeKeys.list(params),
    queryFn: ({ signal }) => getSpecialProgrammes(params, signal),
  });
}
