import { describe, expect, it } from 'vitest';
import { orderProgramme, programmeCountKey } from './order-programme.ts';

describe('orderProgramme', () => {
  it('reads a known type and is_flex 0 or 1', () => {
    expect(orderProgramme({ type: 'LEAN', is_flex: 0 })).toEqual({ type: 'LEAN', isFlex: false });
    expect(orderProgramme({ type: 'STRONG', is_flex: 1 })).toEqual({ type: 'STRONG', isFlex: true });
    expect(orderProgramme({ type: 'STRONG', is_flex: true })).toEqual({ type: 'STRONG', isFlex: true });
  });
  it("refuses anything else with 'Unable to determine programme'", () => {
    for (const order of [
      { type: 'lean', is_flex: 0 },
      { type: 'MEDIUM', is_flex: 0 },
      { type: null, is_flex: 0 },
      { type: 'LEAN', is_flex: 2 },
      { type: 'LEAN', is_flex: '1' },
      { type: 'LEAN', is_flex: null },
    ]) {
      expect(() => orderProgramme(order), JSON.stringify(order)).toThrow('Unable to determine programme');
    }
  });
});

describe('programmeCountKey', () => {
  it('picks the planning-day counter', () => {
    expect(programmeCountKey({ type: 'LEAN', isFlex: false })).toBe('numLean');
    expect(programmeCountKey({ type: 'LEAN', isFlex: true })).toBe('numLeanFlex');
    expect(programmeCountKey({ type: 'STRONG', isFlex: false })).toBe('numStrong');
    expect(programmeCountKey({ type: 'STRONG', isFlex: true })).toBe('numStrongFlex');
  });
});
