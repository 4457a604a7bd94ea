import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkPostcodeZonesResult,
  postcodeCourier,
  postcodeZoneGroups,
} from '@brigade/domain/schemas/postcodes';
import { apiRequest } from '../../../lib/api-client.ts';
import { postcodesApi } from './postcodes.ts';
import { zonesApi } from './zones.ts';

/** GET /postcodes/zone-groups: zones with postcode counts, UNKNOWN first when it holds postcodes. */
export const zoneGroupsOptions = () =>
  queryOptions({
    queryKey: [...postcodesApi.keys.all, 'zone-groups'],
    queryFn: ({ signal }) => apiRequest('/postcodes/zone-groups', { schema: postcodeZoneGroups, signal }),
  });

/** GET /postcodes/:postcode/courier: the courier that delivers there. */
export const getPostcodeCourier = (code: string) =>
  apiRequest(`/postcodes/${encodeURIComponent(code)}/courier`, { schema: postcodeCourier });

/** POST /postcodes/bulk-zones: 'postcode, zone' lines, pasted or from a CSV file; all or nothing. */
export function useBulkPostcodeZones() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string }) =>
      apiRequest('/postcodes/bulk-zones', { method: 'POST', body, schema: bulkPostcodeZonesResult }),
    meta: { inlineErrors: true },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postcodesApi.keys.all }),
        client.invalidateQueries({ queryKey: zonesApi.keys.lists() }),
      ]),
  });
}
