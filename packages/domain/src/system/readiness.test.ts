import { describe, expect, it } from 'vitest';
import { pollUntilReady } from './readiness.ts';

describe('pollUntilReady', () => {
  const readyAfter = (rounds: Record<string, number>) => {
    const asked: Record<string, number> = {};
    return {
      asked,
      check: async (key: string) => {
        asked[key] = (asked[key] ?? 0) + 1;
        return asked[key]! >= (rounds[key] ?? 1);
      },
    };
  };

  it('polls 1 s apart until every key is ready, not asking a ready key again', async () => {
    const waits: number[] = [];
    const { asked, check } = readyAfter({ a: 1, b: 3 });
    const rounds: number[] = [];
    const ok = await pollUntilReady({
      keys: ['a', 'b'],
      check,
      sleep: async (ms) => void waits.push(ms),
      onRound: (round) => rounds.push(round),
    });
    expect(ok).toBe(true);
    expect(waits).toEqual([1000, 1000]);
    expect(asked).toEqual({ a: 1, b: 3 });
    expect(rounds).toEqual([1, 2, 3]);
  });

  it('gives up after the maximum number of rounds and answers false', async () => {
    const { check } = readyAfter({ a: 10 });
    const waits: number[] = [];
    expect(
      await pollUntilReady({ keys: ['a'], check, maxAttempts: 3, sleep: async (ms) => void waits.push(ms) }),
    ).toBe(false);
    expect(waits).toHaveLength(2);
  });

  it('a failed check ends the poll with its error; an aborted poll answers false', async () => {
    await expect(
      pollUntilReady({ keys: ['x'], check: async () => Promise.reject(new Error('Unable to ping x')) }),
    ).rejects.toThrow('Unable to ping x');
    const controller = new AbortController();
    controller.abort();
    expect(await pollUntilReady({ keys: ['a'], check: async () => true, signal: controller.signal })).toBe(
      false,
    );
  });
});
