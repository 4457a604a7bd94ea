import type { DeliveryOutcome, NotDeliveredReason } from '@brigade/domain/logistics/tracking-flow';
import { isApiError } from '../../lib/api-error.ts';

/**
 * The drivers' actions waiting for the server, kept on the phone (localStorage, one list per run) so that an
 * action taken without network is never lost. Every action goes through the queue: it is stored first, then
 * sent in order; it leaves the queue only when the server has answered — with the stop (2xx) or with a
 * refusal (4xx, shown to the driver and never sent again). A network failure, a lost answer or a server error
 * keeps it for the next try; resending is safe because the server records each action_id once.
 */

interface ActionBase {
  /** Made on the phone (crypto.randomUUID), so the server recognises a resend. */
  action_id: string;
  /** The stop's consignment code. */
  code: string;
  /** When the driver tapped, by the phone's clock (ISO 8601). */
  at: string;
}
export type QueuedAction =
  | (ActionBase & { kind: 'check-in' })
  | (ActionBase & {
      kind: 'deliver';
      outcome: DeliveryOutcome;
      reason?: NotDeliveredReason;
      note?: string;
    });

/** The part of `localStorage` the queue uses (a test passes a Map-backed one). */
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface QueueOptions<T> {
  storage: QueueStorage;
  /** The run's storage key (see {@link queueKey}). */
  key: string;
  /** Sends one action; resolves with the server's answer, throws an ApiError when it refuses or fails. */
  send: (action: QueuedAction) => Promise<T>;
  isOnline: () => boolean;
  /** The server took the action and answered. */
  onSent?: (action: QueuedAction, answer: T) => void;
  /** The server refused the action (its message, already translated); it was removed. */
  onRefused?: (action: QueuedAction, message: string) => void;
  /** The action could not be sent now (offline, a lost answer, a server error); it waits for the next try. */
  onKept?: (action: QueuedAction, error: unknown) => void;
}

export interface QueueState {
  actions: readonly QueuedAction[];
  /** The action being sent now, if any. */
  sending: string | null;
  /** The last try could not reach the server (or it failed): the rest waits for the next try. */
  stalled: boolean;
}

/** 'empty': everything was sent; 'waiting': something is left for the next try (offline, or a failure). */
export type FlushResult = 'empty' | 'waiting';

export function queueKey(run: { team: string; date: string; identifier: string }): string {
  return `brigade.driver-app.queue.${run.team}.${run.date}.${run.identifier}`;
}

/**
 * A refusal is final: the server understood the action and said no. A missing session (401), a time-out (408),
 * rate limiting (429) and server errors (5xx) are not: the action waits and is sent again.
 */
export function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

function isQueuedAction(value: unknown): value is QueuedAction {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  const base = typeof a.action_id === 'string' && typeof a.code === 'string' && typeof a.at === 'string';
  return base && (a.kind === 'check-in' || (a.kind === 'deliver' && typeof a.outcome === 'string'));
}

function read(storage: QueueStorage, key: string): QueuedAction[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedAction) : [];
  } catch {
    return [];
  }
}

function write(storage: QueueStorage, key: string, actions: readonly QueuedAction[]): void {
  if (actions.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(actions));
}

export interface OfflineQueue {
  getState(): QueueState;
  subscribe(listener: () => void): () => void;
  /** Stores the action (an action_id already queued is ignored) and returns the queue's new state. */
  enqueue(action: QueuedAction): QueueState;
  /** Sends the queued actions in order until the queue is empty or one must wait; one flush at a time. */
  flush(): Promise<FlushResult>;
}

export function createOfflineQueue<T>(options: QueueOptions<T>): OfflineQueue {
  const { storage, key } = options;
  const listeners = new Set<() => void>();
  let state: QueueState = { actions: read(storage, key), sending: null, stalled: false };
  let running: Promise<FlushResult> | null = null;

  const update = (next: Partial<QueueState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  // The stored list is the truth (another tab of the same run may have changed it).
  const reload = () => read(storage, key);
  const remove = (id: string) => {
    const left = reload().filter((a) => a.action_id !== id);
    write(storage, key, left);
    return left;
  };

  async function sendAll(): Promise<FlushResult> {
    for (;;) {
      const [next] = reload();
      if (!next) {
        update({ actions: [], sending: null, stalled: false });
        return 'empty';
      }
      if (!options.isOnline()) {
        update({ actions: reload(), sending: null, stalled: true });
        return 'waiting';
      }
      update({ actions: reload(), sending: next.action_id });
      try {
        const answer = await options.send(next);
        update({ actions: remove(next.action_id), sending: null, stalled: false });
        options.onSent?.(next, answer);
      } catch (error) {
        if (!isRefusal(error)) {
          update({ actions: reload(), sending: null, stalled: true });
          options.onKept?.(next, error);
          return 'waiting';
        }
        update({ actions: remove(next.action_id), sending: null });
        options.onRefused?.(next, error instanceof Error ? error.message : String(error));
      }
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enqueue(action) {
      const stored = reload();
      if (!stored.some((a) => a.action_id === action.action_id)) {
        stored.push(action);
        write(storage, key, stored);
      }
      update({ actions: stored });
      return state;
    },
    flush() {
      running ??= sendAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
}

/** A new action id; crypto.randomUUID where the browser offers it (secure contexts), else a v4 UUID by hand. */
export function newActionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
