import type { Clock } from '../../lib/clock.ts';
import type { SharedCounter } from '../../lib/shared-counter.ts';

/**
 * Failed logins per client IP and username, against password guessing. Only failures count, so staff who log in
 * often are never locked out by their own successes; once the limit is reached even a correct password waits for
 * the window to pass, so guessing cannot continue. The counts are in the database (ADR 083), so every instance
 * behind a load balancer counts the same failures.
 */
export function createLoginLimiter(options: {
  max: number;
  windowMs: number;
  clock: Clock;
  counter: SharedCounter;
}) {
  const { counter, clock } = options;
  // PostgreSQL text cannot hold NUL, so the parts are kept apart as JSON.
  const key = (ip: string, username: string) =>
    `login:${JSON.stringify([ip, username.trim().toLowerCase()])}`;

  return {
    /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
    async retryAfter(ip: string, username: string): Promise<number> {
      const now = clock().getTime();
      const state = await counter.read(key(ip, username), now);
      if (!state || state.hits < options.max) return 0;
      return Math.ceil((state.resetAtMs - now) / 1000);
    },
    async fail(ip: string, username: string): Promise<void> {
      await counter.add(key(ip, username), 1, options.windowMs, clock().getTime());
    },
    async succeed(ip: string, username: string): Promise<void> {
      await counter.clear(key(ip, username));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
