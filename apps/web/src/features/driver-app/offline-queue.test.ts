import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import {
  createOfflineQueue,
  isRefusal,
  newActionId,
  queueKey,
  type QueueOptions,
  type QueuedAction,
} from './offline-queue.ts';

const key = queueKey({ team: 'ultrakurier', date: '2026-03-02', identifier: 'AM-0' });

const checkIn = (code: string, id = newActionId()): QueuedAction => ({
  kind: 'check-in',
  action_id: id,
  code,
  at: '2026-03-02T08:00:00.000Z',
});
const deliver = (code: string, outcome: 'recipient' | 'mailbox' = 'recipient'): QueuedAction => ({
  kind: 'deliver',
  action_id: newActionId(),
  code,
  at: '2026-03-02T08:05:00.000Z',
  outcome,
});

const networkError = () => new ApiError('Unknown error', 0, 'NETWORK');

/** A pretend server: answers in order from `answers` (a value, or an error to throw) and records each call. */
function harness(overrides: Partial<QueueOptions<string>> = {}) {
  const sent: QueuedAction[] = [];
  const answered: string[] = [];
  const refused: [string, string][] = [];
  const answers: (string | Error)[] = [];
  let online = true;
  const queue = createOfflineQueue<string>({
    storage: localStorage,
    key,
    isOnline: () => online,
    send: async (action) => {
      sent.push(action);
      const answer = answers.shift() ?? `stop ${action.code}`;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    onSent: (_action, answer) => answered.push(answer),
    onRefused: (action, message) => refused.push([action.code, message]),
    ...overrides,
  });
  return {
    queue,
    sent,
    answered,
    refused,
    answers,
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

const stored = () => JSON.parse(localStorage.getItem(key) ?? '[]') as QueuedAction[];

beforeEach(() => localStorage.clear());

describe('the drivers’ offline queue', () => {
  it('stores an action on the phone as soon as it is taken, with its id and time', () => {
    const { queue } = harness();
    const action = checkIn('C-1');
    const state = queue.enqueue(action);
    expect(state.actions).toEqual([action]);
    expect(stored()).toEqual([action]);
  });

  it('keeps the queue across a reload of the app (a new queue over the same storage)', async () => {
    const first = harness();
    first.setOnline(false);
    const a = checkIn('C-1');
    const b = deliver('C-1', 'mailbox');
    first.queue.enqueue(a);
    first.queue.enqueue(b);
    expect(await first.queue.flush()).toBe('waiting');
    expect(first.sent).toEqual([]);

    const second = harness();
    expect(second.queue.getState().actions).toEqual([a, b]);
    expect(await second.queue.flush()).toBe('empty');
    expect(second.sent.map((s) => s.action_id)).toEqual([a.action_id, b.action_id]);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('sends the actions in the order they were taken and removes each one once answered', async () => {
    const { queue, sent, answered } = harness();
    const actions = [checkIn('C-1'), deliver('C-1'), checkIn('C-2'), deliver('C-2', 'mailbox')];
    for (const action of actions) queue.enqueue(action);
    expect(await queue.flush()).toBe('empty');
    expect(sent).toEqual(actions);
    expect(answered).toEqual(['stop C-1', 'stop C-1', 'stop C-2', 'stop C-2']);
    expect(queue.getState()).toEqual({ actions: [], sending: null, stalled: false });
  });

  it('keeps an action that met a network error, with those behind it, and sends them on the next try', async () => {
    const { queue, sent, answers } = harness();
    const a = checkIn('C-1');
    const b = deliver('C-1');
    queue.enqueue(a);
    queue.enqueue(b);
    answers.push(networkError());
    expect(await queue.flush()).toBe('waiting');
    expect(sent).toEqual([a]);
    expect(queue.getState()).toMatchObject({ actions: [a, b], stalled: true });
    expect(stored()).toEqual([a, b]);

    expect(await queue.flush()).toBe('empty');
    // The same action_id again: the server records it once.
    expect(sent.map((s) => s.action_id)).toEqual([a.action_id, a.action_id, b.action_id]);
    expect(queue.getState().stalled).toBe(false);
  });

  it('keeps actions on a server error, a missing session or rate limiting (not a refusal)', async () => {
    for (const status of [500, 503, 401, 429, 408]) {
      localStorage.clear();
      const { queue, answers, refused } = harness();
      const a = checkIn('C-1');
      queue.enqueue(a);
      answers.push(new ApiError('no', status, `HTTP_${status}`));
      expect(await queue.flush(), String(status)).toBe('waiting');
      expect(stored()).toEqual([a]);
      expect(refused).toEqual([]);
    }
  });

  it('does not try while the phone is offline', async () => {
    const { queue, sent, setOnline } = harness();
    setOnline(false);
    queue.enqueue(checkIn('C-1'));
    expect(await queue.flush()).toBe('waiting');
    expect(sent).toEqual([]);
    expect(queue.getState().stalled).toBe(true);
    setOnline(true);
    expect(await queue.flush()).toBe('empty');
    expect(sent).toHaveLength(1);
  });

  it('drops an action the server refuses (4xx), hands over its message and goes on with the next', async () => {
    const { queue, sent, answers, refused, answered } = harness();
    const a = deliver('C-1');
    const b = checkIn('C-2');
    queue.enqueue(a);
    queue.enqueue(b);
    answers.push(new ApiError('This stop is already delivered or removed.', 422, 'TRACKING_TRANSITION'));
    expect(await queue.flush()).toBe('empty');
    expect(sent).toEqual([a, b]);
    expect(refused).toEqual([['C-1', 'This stop is already delivered or removed.']]);
    expect(answered).toEqual(['stop C-2']);
    expect(stored()).toEqual([]);

    // Never sent again.
    expect(await queue.flush()).toBe('empty');
    expect(sent).toHaveLength(2);
  });

  it('stores an action_id once, however often it is queued', async () => {
    const { queue, sent } = harness();
    const a = checkIn('C-1');
    queue.enqueue(a);
    queue.enqueue({ ...a });
    expect(stored()).toHaveLength(1);
    expect(await queue.flush()).toBe('empty');
    expect(sent).toHaveLength(1);
  });

  it('runs one flush at a time: a second call while sending shares the first and sends nothing twice', async () => {
    const { queue, sent } = harness();
    queue.enqueue(checkIn('C-1'));
    queue.enqueue(checkIn('C-2'));
    const [x, y] = await Promise.all([queue.flush(), queue.flush()]);
    expect([x, y]).toEqual(['empty', 'empty']);
    expect(sent.map((s) => s.code)).toEqual(['C-1', 'C-2']);
  });

  it('also sends an action queued while a flush is under way', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const { queue } = harness({
      send: async (action) => {
        sent.push(action.code);
        if (action.code === 'C-1') await gate;
        return action.code;
      },
    });
    queue.enqueue(checkIn('C-1'));
    const flushing = queue.flush();
    expect(queue.getState().sending).not.toBeNull();
    queue.enqueue(checkIn('C-2'));
    release();
    expect(await flushing).toBe('empty');
    expect(sent).toEqual(['C-1', 'C-2']);
  });

  it('tells its listeners about every change', async () => {
    const { queue } = harness();
    let calls = 0;
    const stop = queue.subscribe(() => (calls += 1));
    queue.enqueue(checkIn('C-1'));
    await queue.flush();
    stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    const before = calls;
    queue.enqueue(checkIn('C-2'));
    expect(calls).toBe(before);
  });

  it('ignores a damaged stored queue instead of failing', () => {
    localStorage.setItem(key, '{not json');
    expect(harness().queue.getState().actions).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ kind: 'check-in' }, checkIn('C-9', 'id-9')]));
    expect(
      harness()
        .queue.getState()
        .actions.map((a) => a.code),
    ).toEqual(['C-9']);
  });

  it('keeps each run in its own list', () => {
    const other = queueKey({ team: 'ultrakurier', date: '2026-03-02', identifier: 'PM-0' });
    expect(other).not.toBe(key);
    harness().queue.enqueue(checkIn('C-1'));
    expect(localStorage.getItem(other)).toBeNull();
  });

  it('makes version 4 UUIDs, also where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newActionId()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, newActionId));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('counts only answered 4xx (not 401, 408, 429) as a refusal', () => {
    expect(isRefusal(new ApiError('x', 422, 'X'))).toBe(true);
    expect(isRefusal(new ApiError('x', 404, 'X'))).toBe(true);
    expect(isRefusal(new ApiError('x', 403, 'X'))).toBe(true);
    expect(isRefusal(new ApiError('x', 0, 'NETWORK'))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});
