import { queryOptions, useQuery } from '@tanstack/react-query';
import { appVersion } from '@brigade/domain/schemas/system';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** GET /system/version: the version the server announces to clients. */
export function getVersion(signal?: AbortSignal) {
  return apiRequest('/system/version', { schema: appVersion, signal });
}

export const versionQueryOptions = queryOptions({
  queryKey: systemKeys.detail('version'),
  queryFn: ({ signal }) => getVersion(signal),
});

export function useVersion() {
  return useQuery(versionQueryOptions);
}
