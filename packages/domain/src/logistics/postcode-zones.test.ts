import { describe, expect, it } from 'vitest';
import { groupPostcodesByZone } from './postcode-zones.ts';

const zone = (id: number, name: string) => ({
  postcode_zone_id: id,
  zone: name,
  price_chf: 10,
  delivery_type_id: 1,
  delivery_type_id_company: null,
});

describe('groupPostcodesByZone', () => {
  const zones = [zone(1, 'Zone 1'), zone(2, 'Zone 2')];
  it('groups postcodes under their zone, sorted', () => {
    const groups = groupPostcodesByZone(zones, [
      { postcode: '8004', postcode_zone_id: 1 },
      { postcode: '8001', postcode_zone_id: 1 },
      { postcode: '3000', postcode_zone_id: 2 },
    ]);
    expect(groups.map((g) => [g.zone, g.postcodes.map((p) => p.postcode)])).toEqual([
      ['Zone 1', ['8001', '8004']],
      ['Zone 2', ['3000']],
    ]);
  });
  it('collects postcodes without a known zone in UNKNOWN (-1), first', () => {
    const groups = groupPostcodesByZone(zones, [
      { postcode: '1200', postcode_zone_id: 99 },
      { postcode: '6900', postcode_zone_id: null },
      { postcode: '8001', postcode_zone_id: 1 },
      { postcode: '1000', postcode_zone_id: -1 },
    ]);
    expect(groups[0]).toMatchObject({ postcode_zone_id: -1, zone: 'UNKNOWN' });
    expect(groups[0]?.postcodes.map((p) => p.postcode)).toEqual(['1000', '1200', '6900']);
  });
  it('drops the UNKNOWN zone when empty but keeps empty real zones', () => {
    const groups = groupPostcodesByZone(zones, []);
    expect(groups.map((g) => g.postcode_zone_id)).toEqual([1, 2]);
  });
});
