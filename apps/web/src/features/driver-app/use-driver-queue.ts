import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error.ts';
import { useOnline } from '../../lib/online-status.ts';
import { sessionKey } from '../../lib/session.ts';
import { sendStopAction } from './api/send-stop-action.ts';
import { driverRunKey, type RunRef } from './api/get-driver-run.ts';
import {
  createOfflineQueue,
  newActionId,
  queueKey,
  type QueueState,
  type QueuedAction,
} from './offline-queue.ts';
import { replaceStop } from './stop-cache.ts';

/** How often a waiting queue is tried again while the phone believes it is online. */
const retryMs = 5_000;

/** An action as the screen takes it: the queue adds its id and the time of the tap. */
export type NewAction = QueuedAction extends infer A
  ? A extends unknown
    ? Omit<A, 'action_id' | 'at'>
    : never
  : never;

export interface DriverQueue {
  state: QueueState;
  online: boolean;
  /** The server's refusal of the last action per stop code (translated). */
  refusals: Readonly<Record<string, string>>;
  take: (action: NewAction) => void;
}

/**
 * The run's offline queue wired to the screen: sent at start, when the network returns and every 5 s while
 * something waits; each answer updates its stop, each refusal is kept to show on it.
 */
export function useDriverQueue({ team, date, identifier }: RunRef): DriverQueue {
  const client = useQueryClient();
  const online = useOnline();
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const queue = useMemo(() => {
    const run = { team, date, identifier };
    return createOfflineQueue({
      storage: localStorage,
      key: queueKey(run),
      send: (action) => sendStopAction(run, action),
      isOnline: () => navigator.onLine,
      onSent: (_action, stop) => void replaceStop(client, run, stop),
      onRefused: (action, message) => {
        setRefusals((all) => ({ ...all, [action.code]: message }));
        // The stop may have moved on elsewhere (another driver delivered it): show it as the server has it.
        void client.invalidateQueries({ queryKey: driverRunKey(run) });
      },
      // A session that ended keeps the actions; the login screen comes, and they go after the login.
      onKept: (_action, error) => {
        if (isApiError(error) && error.status === 401)
          void client.invalidateQueries({ queryKey: sessionKey });
      },
    });
  }, [client, team, date, identifier]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  const waiting = state.actions.length > 0;

  useEffect(() => {
    void queue.flush();
    const flush = () => void queue.flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [queue]);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      if (navigator.onLine) void queue.flush();
    }, retryMs);
    return () => clearInterval(timer);
  }, [queue, waiting]);

  const take = (action: NewAction) => {
    setRefusals((all) => {
      const rest = { ...all };
      delete rest[action.code];
      return rest;
    });
    queue.enqueue({ ...action, action_id: newActionId(), at: new Date().toISOString() });
    void queue.flush();
  };
  return { state, online, refusals, take };
}
