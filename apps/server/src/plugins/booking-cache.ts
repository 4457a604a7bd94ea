import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { BookingCacheKey, BookingService } from '../integrations/booking/port.ts';

/** The response header that tells the web app a write succeeded with a warning (a messages catalogue key). */
export const WARNING_HEADER = 'x-brigade-warning';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Booking-funnel cache keys that a successful write through this route makes stale. After a 2xx
     * answer to a POST/PUT/PATCH/DELETE the keys are flushed; a failed flush never undoes the write, it adds
     * `x-brigade-warning: cacheFlushFailed` so the user is told ('Unable to flush caches, …'; ADR 017).
     * Tests build the app with a local booking (`createLocalBooking`) and read its `flushed` list, or make it fail
     * with `failWith(new Error(...))`. A handler whose write changes booking data only sometimes (an order
     * redeeming a discount code) names the keys for its own request with `markBookingCacheStale`.
     */
    bookingCache?: readonly BookingCacheKey[];
  }
}

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys a handler found stale for its own request: a write that changes booking data only now and then. */
const markedStale = new WeakMap<FastifyRequest, Set<BookingCacheKey>>();

/** Flushes `keys` after this request's successful answer too, as the route's `bookingCache` would. */
export function markBookingCacheStale(request: FastifyRequest, keys: readonly BookingCacheKey[]): void {
  const marked = markedStale.get(request) ?? new Set<BookingCacheKey>();
  for (const key of keys) marked.add(key);
  markedStale.set(request, marked);
}

export const bookingCachePlugin = fp(async (app: FastifyInstance, options: { booking: BookingService }) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const keys = [
      ...new Set([...(request.routeOptions.config?.bookingCache ?? []), ...(markedStale.get(request) ?? [])]),
    ];
    if (!keys.length || !writes.has(request.method) || reply.statusCode >= 300) return payload;
    try {
      await options.booking.flushCaches(keys);
    } catch (error) {
      request.log.warn({ err: error, keys }, 'booking cache flush failed');
      reply.header(WARNING_HEADER, 'cacheFlushFailed');
    }
    return payload;
  });
});
