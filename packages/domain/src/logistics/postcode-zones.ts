/** The zone that collects postcodes with no known zone. */
export const UNKNOWN_ZONE_ID = -1;
export const UNKNOWN_ZONE_NAME = 'UNKNOWN';

export interface PostcodeZone {
  readonly postcode_zone_id: number;
  readonly zone: string;
  readonly price_chf: number | null;
  readonly delivery_type_id: number | null;
  readonly delivery_type_id_company: number | null;
}

export interface ZonedPostcode {
  readonly postcode: string;
  readonly postcode_zone_id: number | null;
}

/**
 * Postcodes grouped by zone, with an UNKNOWN zone (id -1) that collects postcodes with no known zone and is
 * left out when empty. Choices: the UNKNOWN zone comes first, so missing zones are seen;
 * zones keep their order, and postcodes are sorted within a zone (numeric-aware).
 */
export function groupPostcodesByZone<P extends ZonedPostcode>(
  zones: readonly PostcodeZone[],
  postcodes: readonly P[],
): (PostcodeZone & { postcodes: P[] })[] {
  const unknown: PostcodeZone = {
    postcode_zone_id: UNKNOWN_ZONE_ID,
    zone: UNKNOWN_ZONE_NAME,
    price_chf: null,
    delivery_type_id: null,
    delivery_type_id_company: null,
  };
  const groups = new Map<number, PostcodeZone & { postcodes: P[] }>();
  for (const zone of [unknown, ...zones]) groups.set(zone.postcode_zone_id, { ...zone, postcodes: [] });
  for (const postcode of postcodes) {
    const id = postcode.postcode_zone_id;
    const group = (id !== null && id !== UNKNOWN_ZONE_ID && groups.get(id)) || groups.get(UNKNOWN_ZONE_ID);
    group?.postcodes.push(postcode);
  }
  const byPostcode = (a: P, b: P) => a.postcode.localeCompare(b.postcode, 'en', { numeric: true });
  return [...groups.values()]
    .filter((g) => g.postcode_zone_id !== UNKNOWN_ZONE_ID || g.postcodes.length > 0)
    .map((g) => ({ ...g, postcodes: g.postcodes.sort(byPostcode) }));
}
