import { describe, expect, it } from 'vitest';
import type { SignUpResult } from '@brigade/domain/schemas/newsletter';
import { countResults, runProgress } from './run-summary.ts';

const answer = (customer_id: number, result: SignUpResult['result']): SignUpResult => ({
  customer_id,
  email: `c${customer_id}@example.ch`,
  result,
  message: '',
  at: '2026-11-26T10:00:00Z',
});

describe('a sign-up run in numbers', () => {
  it('counts each answer, zero for those nobody got', () => {
    expect(
      countResults({ results: [answer(1, 'SUCCESS'), answer(2, 'SUCCESS'), answer(3, 'NO_SIGN_UP')] }),
    ).toEqual({ SUCCESS: 2, ALREADY_SIGNED_UP: 0, NO_SIGN_UP: 1, FAILED: 0 });
  });

  it('follows the job over SSE or the answers read, whichever is further; settled is 100 %', () => {
    const running = { state: 'active', total: 20, results: [answer(1, 'SUCCESS')] };
    expect(runProgress(running, { done: 10, total: 20 }, 20)).toEqual({ done: 10, total: 20, percent: 50 });
    expect(runProgress(running, undefined, 20)).toEqual({ done: 1, total: 20, percent: 5 });
    // Before the job has started: the number chosen, nothing done.
    expect(runProgress(undefined, undefined, 4)).toEqual({ done: 0, total: 4, percent: 0 });
    expect(runProgress({ ...running, state: 'completed', total: 1 }, undefined, 20)).toEqual({
      done: 1,
      total: 1,
      percent: 100,
    });
  });
});
