import { describe, expect, it } from 'vitest';
import { listLimitWarning } from './list-limits.ts';

describe('listLimitWarning', () => {
  it('warns above 99 items', () => {
    expect(listLimitWarning('pick_up_points', 99)).toBeNull();
    expect(listLimitWarning('pick_up_points', 100)).toBe(
      'Pick up points has reached limit. Develop further.',
    );
    expect(listLimitWarning('suppliers', 100)).toBe('Suppliers has reached limit. Develop further.');
    expect(listLimitWarning('suppliers', 0)).toBeNull();
  });
});
