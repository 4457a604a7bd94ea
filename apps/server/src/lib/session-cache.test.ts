import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache.ts';

const row = (sessionId: string, userId = 1) => ({ sessionId, userId, username: `u${userId}` });
const noListen = { db: undefined as never, listen: undefined };

describe('session cache', () => {
  it('keeps a session read for the cache lifetime, never past the session itself, and only for its own user', () => {
    const cache = createSessionCache<ReturnType<typeof row>>({ ttlMs: 5000 });
    cache.put(row('a'), cache.readStarted(), 1000, 100_000);
    expect(cache.get('a', 1, 5999)).toEqual(row('a'));
    expect(cache.get('a', 2, 5999)).toBeUndefined(); // a token for another user with the same session id
    cache.put(row('a'), cache.readStarted(), 1000, 100_000);
    expect(cache.get('a', 1, 6000)).toBeUndefined(); // 5 s later: read again
    cache.put(row('b'), cache.readStarted(), 1000, 3000); // the session itself ends at 3 s
    expect(cache.get('b', 1, 2999)).toEqual(row('b'));
    expect(cache.get('b', 1, 3000)).toBeUndefined();
  });

  it('forgets every session when one is revoked, and does not keep a read that started before it', async () => {
    const cache = createSessionCache<ReturnType<typeof row>>({ ttlMs: 5000 });
    cache.put(row('a'), cache.readStarted(), 0, 100_000);
    const racing = cache.readStarted(); // a request read session b from the database …
    await cache.revoked(noListen); // … while a logout committed
    expect(cache.get('a', 1, 1)).toBeUndefined();
    cache.put(row('b'), racing, 2, 100_000);
    expect(cache.get('b', 1, 3)).toBeUndefined();
    cache.put(row('b'), cache.readStarted(), 2, 100_000);
    expect(cache.get('b', 1, 3)).toEqual(row('b'));
  });

  it('keeps nothing with a lifetime of 0, and stays within its size', () => {
    const off = createSessionCache<ReturnType<typeof row>>({ ttlMs: 0 });
    off.put(row('a'), off.readStarted(), 0, 100_000);
    expect(off.size).toBe(0);
    const small = createSessionCache<ReturnType<typeof row>>({ ttlMs: 5000, maxEntries: 2 });
    for (const id of ['a', 'b', 'c']) small.put(row(id), small.readStarted(), 0, 100_000);
    expect(small.size).toBeLessThanOrEqual(2);
    expect(small.get('c', 1, 1)).toEqual(row('c'));
  });
});
