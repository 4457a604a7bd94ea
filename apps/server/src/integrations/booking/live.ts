import type { BookingCacheKey, BookingService } from './port.ts';

/** Every outside call gives up after 20 s. */
export const BOOKING_TIMEOUT_MS = 20_000;

export class BookingFlushError extends Error {
  override name = 'BookingFlushError';
}

export interface LiveBookingOptions {
  /** The booking service's base address, e.g. https://booking.example.ch/v1 (BOOKING_SERVICE_URL). */
  url: string;
  /** The shared secret the flush call carries in its payload (BOOKING_SERVICE_KEY). */
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The booking service's cache flush: POST {url}/flush_cache with `{ password, keys }`; it succeeded
 * only when the answer is JSON with `success: true`. Anything else (an error status, `success: false`, a body
 * that is not JSON, no answer within the time-out, no connection) rejects, so the caller can warn the user.
 */
export function createLiveBooking(options: LiveBookingOptions): BookingService {
  const endpoint = `${options.url.replace(/\/+$/, '')}/flush_cache`;
  const timeoutMs = options.timeoutMs ?? BOOKING_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return {
    async flushCaches(keys: readonly BookingCacheKey[]) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ password: options.key, keys }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer in ${timeoutMs} ms`
            : 'no connection';
        throw new BookingFlushError(`booking cache flush failed: ${reason}`, { cause: error });
      }
      const text = await response.text().catch(() => '');
      if (!response.ok) {
        throw new BookingFlushError(`booking cache flush failed: HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new BookingFlushError('booking cache flush failed: the answer is not JSON');
      }
      if (!body || typeof body !== 'object' || (body as { success?: unknown }).success !== true) {
        const message = (body as { message?: unknown } | null)?.message;
        throw new BookingFlushError(
          `booking cache flush failed: ${typeof message === 'string' ? message : 'success is not true'}`,
        );
      }
    },
  };
}
