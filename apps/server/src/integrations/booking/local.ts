import type { BookingCacheKey, BookingService } from './port.ts';

/**
 * Without a configured booking service there is no remote cache: the flushes are only recorded (and logged),
 * so a developer or a test can see what a change would have flushed. `failWith` makes every flush fail, for
 * tests of the 'Unable to flush caches' path.
 */
export function createLocalBooking(options: { log?: (keys: readonly BookingCacheKey[]) => void } = {}) {
  const flushed: BookingCacheKey[][] = [];
  let failure: Error | null = null;
  const service: BookingService & {
    flushed: BookingCacheKey[][];
    failWith(error: Error | null): void;
  } = {
    flushed,
    failWith(error) {
      failure = error;
    },
    async flushCaches(keys) {
      if (failure) throw failure;
      flushed.push([...keys]);
      options.log?.(keys);
    },
  };
  return service;
}
