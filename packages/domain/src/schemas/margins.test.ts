import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { marginsQuery } from './margins.ts';

const refusal = (query: object) => {
  const result = marginsQuery.safeParse(query);
  return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the margins query', () => {
  it('takes two Mondays up to 26 weeks apart, or none', () => {
    expect(marginsQuery.parse({ from: '2026-01-05', to: '2026-06-29' })).toEqual({
      from: '2026-01-05',
      to: '2026-06-29',
    });
    expect(marginsQuery.parse({ from: ' 2026-03-02 ', to: '2026-03-02' })).toEqual({
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(marginsQuery.parse({})).toEqual({});
  });

  it('refuses a day that is not a Monday, or not a date', () => {
    expect(refusal({ from: '2026-03-03' })).toEqual([['from', messages.marginsFromNotMonday]]);
    expect(refusal({ to: '2026-02-30' })).toEqual([['to', messages.marginsToNotMonday]]);
    expect(refusal({ from: 'last week' })).toEqual([['from', messages.marginsFromNotMonday]]);
    expect(refusal({ from: '2026-03-02', to: '2026-02-30' })).toEqual([['to', messages.marginsToNotMonday]]);
  });

  it('refuses a range backwards or longer than 26 weeks', () => {
    expect(refusal({ from: '2026-03-09', to: '2026-03-02' })).toEqual([['to', messages.marginsRangeOrder]]);
    expect(refusal({ from: '2026-01-05', to: '2026-07-06' })).toEqual([['to', messages.marginsRangeTooLong]]);
  });
});
