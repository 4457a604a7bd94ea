import { describe, expect, it } from 'vitest';
import { parsePostcodeZoneLines } from './postcode-zone-import.ts';

describe('parsePostcodeZoneLines', () => {
  it('reads comma, semicolon and tab separated lines and skips a header and blank lines', () => {
    const result = parsePostcodeZoneLines('\uFEFFpostcode;zone\r\n8001;1\n\n8002,2\n8400\tWinterthur\n');
    expect(result.badLines).toEqual([]);
    expect(result.rows.map((r) => [r.postcode, r.zone])).toEqual([
      ['8001', '1'],
      ['8002', '2'],
      ['8400', 'Winterthur'],
    ]);
  });

  it('takes quoted cells, an empty zone (unassign) and keeps the last line of a postcode', () => {
    const result = parsePostcodeZoneLines('"8001","1"\n8003;\n8001;2');
    expect(result.rows.map((r) => [r.postcode, r.zone, r.line])).toEqual([
      ['8003', '', 2],
      ['8001', '2', 3],
    ]);
  });

  it('reports lines without a 4-digit postcode, a header only on the first line', () => {
    const result = parsePostcodeZoneLines('8001;1\nzip;zone\n801;1\n08001;2\n9000;' + 'x'.repeat(51));
    expect(result.badLines).toEqual([2, 3, 4, 5]);
    expect(result.rows).toHaveLength(1);
  });
});
