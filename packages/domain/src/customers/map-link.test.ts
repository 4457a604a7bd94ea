import { describe, expect, it } from 'vitest';
import { mapLink } from './map-link.ts';

describe('mapLink', () => {
  it('builds a link from latitude,longitude', () => {
    expect(mapLink(47.3769, 8.5417)).toEqual({
      url: 'https://www.google.com/maps/search/?api=1&query=47.3769,8.5417',
    });
    expect(mapLink('47.3769', '8.5417')).toEqual({
      url: 'https://www.google.com/maps/search/?api=1&query=47.3769,8.5417',
    });
    expect(mapLink(0, 0)).toEqual({ url: 'https://www.google.com/maps/search/?api=1&query=0,0' });
  });
  it("says 'Unable to determine coordinates' without them", () => {
    for (const [lat, lng] of [
      [null, 8.5],
      [47.3, undefined],
      ['', '8'],
      ['x', '8'],
      [91, 8],
      [47, 181],
    ] as const) {
      expect(mapLink(lat, lng)).toEqual({ error: 'Unable to determine coordinates' });
    }
  });
});
