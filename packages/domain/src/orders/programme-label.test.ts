import { describe, expect, it } from 'vitest';
import { programmeLabel } from './programme-label.ts';

describe('programmeLabel', () => {
  it('names the four programmes and the trials', () => {
    expect(programmeLabel({ type: 'LEAN', is_flex: false, day_trial: false })).toBe('LEAN');
    expect(programmeLabel({ type: 'LEAN', is_flex: true, day_trial: false })).toBe('LEAN flex');
    expect(programmeLabel({ type: 'STRONG', is_flex: false, day_trial: false })).toBe('STRONG');
    expect(programmeLabel({ type: 'STRONG', is_flex: true, day_trial: false })).toBe('STRONG flex');
    expect(programmeLabel({ type: 'STRONG', is_flex: false, day_trial: true })).toBe('STRONG trial');
    expect(programmeLabel({ type: 'LEAN', is_flex: true, day_trial: true })).toBe('LEAN trial');
  });
});
