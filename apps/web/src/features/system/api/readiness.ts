import { useCallback, useEffect, useRef, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessDate } from '@brigade/domain/calendar/business-date';
import { INVENTORY_INDEX_PATH, menuPath, shoppingListPath } from '@brigade/domain/logistics/storage-path';
import { dateMenuReview } from '@brigade/domain/schemas/menus';
import { shoppingListPage } from '@brigade/domain/schemas/shopping-lists';
import { cacheReadiness } from '@brigade/domain/schemas/system';
import { pollUntilReady } from '@brigade/domain/system/readiness';
import { apiRequest } from '../../../lib/api-client.ts';
import { systemKeys } from './keys.ts';

/** GET /system/cache?key= (SUPER): whether one cached document is stored and readable. */
function fetchReadiness(key: string, signal: AbortSignal) {
  return apiRequest('/system/cache', { query: { key }, schema: cacheReadiness, signal });
}

/** A cache key the server writes, with what it holds ('Shopping list Week 12'). */
export interface KnownCacheKey {
  key: string;
  kind: 'shoppingList' | 'menu' | 'inventory';
  name: string;
}

/** The keys worth checking: the newest shopping lists, today's published menus and the inventory index. */
export function useKnownCacheKeys() {
  return useQuery(
    queryOptions({
      queryKey: systemKeys.list({ of: 'cache-keys' }),
      queryFn: async ({ signal }): Promise<KnownCacheKey[]> => {
        const today = businessDate(new Date());
        const [lists, menus] = await Promise.all([
          apiRequest('/shopping-lists', { query: { length: 20 }, schema: shoppingListPage, signal }),
          apiRequest(`/menus/dates/${today}`, { schema: dateMenuReview, signal }),
        ]);
        return [
          ...lists.items.map((list) => ({
            key: shoppingListPath(list.shopping_list_id),
            kind: 'shoppingList' as const,
            name: list.name,
          })),
          ...menus.menus.map((menu) => ({
            key: menuPath(today, menu.menu_index),
            kind: 'menu' as const,
            name: `${menu.date} #${menu.menu_index}`,
          })),
          { key: INVENTORY_INDEX_PATH, kind: 'inventory' as const, name: '' },
        ];
      },
    }),
  );
}

/** One key of a readiness poll: still asked, ready (in which round), given up on, or failed (why). */
export type KeyReadiness =
  | { status: 'waiting' | 'ready' | 'notReady'; round: number }
  | { status: 'failed'; round: number; message: string };

/** How the poll ended, or that it still runs. */
export type PollOutcome = 'running' | 'allReady' | 'gaveUp' | 'stopped' | 'failed';

/** Waits `ms`, or less when the poll is stopped. */
function sleepUnless(signal: AbortSignal) {
  return (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
}

/**
 * Polls cache keys 1 s apart until all are ready, `maxAttempts` rounds pass, a key fails or Stop is pressed
 * (the domain's `pollUntilReady`), keeping each key's state for the screen. Leaving the screen stops it.
 */
export function useReadinessPoll() {
  const [keys, setKeys] = useState<Record<string, KeyReadiness>>({});
  const [rounds, setRounds] = useState(0);
  const [outcome, setOutcome] = useState<PollOutcome | null>(null);
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async (list: readonly string[], maxAttempts: number | undefined) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const mine = () => current.current === controller;
    // Rounds asked so far; a key that fails does so in the round after them.
    let done = 0;
    let asking = '';
    const readyIn = new Map<string, number>();
    const show = (status: 'waiting' | 'notReady', failed?: { key: string; message: string }) =>
      setKeys(
        Object.fromEntries(
          list.map((key): [string, KeyReadiness] => {
            if (key === failed?.key) {
              return [key, { status: 'failed', round: done + 1, message: failed.message }];
            }
            const at = readyIn.get(key);
            return [key, at === undefined ? { status, round: done } : { status: 'ready', round: at }];
          }),
        ),
      );
    show('waiting');
    setRounds(0);
    setOutcome('running');
    try {
      const allReady = await pollUntilReady({
        keys: list,
        maxAttempts,
        signal: controller.signal,
        sleep: sleepUnless(controller.signal),
        check: async (key) => {
          asking = key;
          return (await fetchReadiness(key, controller.signal)).ready_to_go;
        },
        onRound: (n, ready) => {
          for (const key of ready) if (!readyIn.has(key)) readyIn.set(key, n);
          done = n;
          if (!mine()) return;
          setRounds(n);
          show('waiting');
        },
      });
      if (!mine()) return;
      show('notReady');
      setOutcome(allReady ? 'allReady' : controller.signal.aborted ? 'stopped' : 'gaveUp');
    } catch (error) {
      if (!mine()) return;
      if (controller.signal.aborted) {
        show('notReady');
        setOutcome('stopped');
        return;
      }
      show('notReady', { key: asking, message: error instanceof Error ? error.message : String(error) });
      setOutcome('failed');
    }
  }, []);

  const stop = useCallback(() => current.current?.abort(), []);
  return { keys, rounds, outcome, start, stop };
}
