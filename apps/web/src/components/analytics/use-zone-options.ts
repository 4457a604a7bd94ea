import { postcodeZoneList } from '@brigade/domain/schemas/delivery';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import type { ZoneOption } from './analytics-filters.tsx';

/** The postcode zones to filter by (GET /postcode-zones), by name. */
export function useZoneOptions(): ZoneOption[] | undefined {
  const query = useQuery({
    queryKey: ['analytics', 'zones'],
    queryFn: ({ signal }) =>
      apiRequest('/postcode-zones', { query: { length: 100 }, schema: postcodeZoneList, signal }),
    staleTime: 5 * 60_000,
  });
  return query.data?.items.map((z) => ({ id: z.postcode_zone_id, name: z.zone }));
}
