import { describe, expect, it } from 'vitest';
import { scan } from './scan-session.ts';

const meal = 'https://brigade.example/recipes/analysis/12-default?label=M7-20310310-12';
const bag = 'B7-20310310-1';

describe('scan session', () => {
  it('checks a meal scanned before its bag once the bag is scanned', () => {
    const first = scan({ bag: null, meal: null }, meal);
    expect(first).toEqual({ kind: 'wait-bag', session: { bag: null, meal } });
    if (first.kind !== 'wait-bag') throw new Error('expected to wait for the bag');
    expect(scan(first.session, ` ${bag} `)).toEqual({
      kind: 'check',
      session: { bag, meal: null },
      meal,
      bag,
    });
  });

  it('keeps the bag for the next meals, and RESET starts over', () => {
    expect(scan({ bag, meal: null }, meal)).toMatchObject({ kind: 'check', session: { bag } });
    expect(scan({ bag: null, meal: null }, bag)).toEqual({ kind: 'wait-meal', session: { bag, meal: null } });
    expect(scan({ bag, meal: null }, 'reset')).toEqual({ kind: 'reset' });
    expect(scan({ bag, meal: null }, 'hello')).toEqual({ kind: 'unknown' });
  });
});
