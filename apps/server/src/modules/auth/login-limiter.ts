import type { Clock } from '../../lib/clock.ts';

/**
 * Failed logins per client IP and username, against password guessing. Only failures count, so staff who log in often are
 * never locked out by their own successes; once the limit is reached even a correct password waits for the
 * window to pass, so guessing cannot continue. In memory: each instance counts on its own.
 */
export function createLoginLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const attempts = new Map<string, { failures: number; resetAt: number }>();
  const key = (ip: string, username: string) => `${ip}\u0000${username.trim().toLowerCase()}`;

  function prune(now: number) {
    // Bounded memory under a spray of usernames: drop expired entries once the map grows.
    if (attempts.size < 10_000) return;
    for (const [k, v] of attempts) if (v.resetAt <= now) attempts.delete(k);
  }

  return {
    /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
    retryAfter(ip: string, username: string): number {
      const now = options.clock().getTime();
      const entry = attempts.get(key(ip, username));
      if (!entry || entry.resetAt <= now || entry.failures < options.max) return 0;
      return Math.ceil((entry.resetAt - now) / 1000);
    },
    fail(ip: string, username: string): void {
      const now = options.clock().getTime();
      prune(now);
      const k = key(ip, username);
      const entry = attempts.get(k);
      if (!entry || entry.resetAt <= now) attempts.set(k, { failures: 1, resetAt: now + options.windowMs });
      else entry.failures += 1;
    },
    succeed(ip: string, username: string): void {
      attempts.delete(key(ip, username));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
