import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deepTrim } from './deep-trim.ts';

describe('deepTrim', () => {
  it('trims strings at every depth and keeps the shape', () => {
    const input = {
      name: '  Anna ',
      tags: [' a', 'b ', { x: '\t y\n' }],
      n: 3,
      ok: true,
      none: null,
      missing: undefined,
    };
    expect(deepTrim(input)).toEqual({
      name: 'Anna',
      tags: ['a', 'b', { x: 'y' }],
      n: 3,
      ok: true,
      none: null,
      missing: undefined,
    });
  });
  it('does not change the input and keeps non-plain objects', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    const input = { when: date, note: ' hi ' };
    const out = deepTrim(input);
    expect(input.note).toBe(' hi ');
    expect(out.when).toBe(date);
  });
  it('is idempotent and leaves no string with outer whitespace', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = deepTrim(value);
        expect(deepTrim(once)).toEqual(once);
        const strings: string[] = [];
        JSON.stringify(once, (_k, v: unknown) => {
          if (typeof v === 'string') strings.push(v);
          return v;
        });
        for (const s of strings) expect(s).toBe(s.trim());
      }),
    );
  });
});
