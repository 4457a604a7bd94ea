import { useQuery } from '@tanstack/react-query';
import { publicPaymentSession } from '@brigade/domain/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { paySessionKey } from './keys.ts';

/** Asks again every 3 s while a session is open: the provider's webhook may arrive after the payer did. */
export const OPEN_SESSION_POLL_MS = 3000;

/**
 * GET /payments/local/:sessionId (public): the pay page's view of a session — invoice number, amount, status.
 * While `watch` is on and the session is open, it is read again until the webhook marked it paid.
 */
export function usePaySession(sessionId: string, watch = false) {
  return useQuery({
    queryKey: paySessionKey(sessionId),
    queryFn: ({ signal }) =>
      apiRequest(`/payments/local/${encodeURIComponent(sessionId)}`, {
        schema: publicPaymentSession,
        signal,
        authFailure: 'report',
      }),
    refetchInterval: (query) => (watch && query.state.data?.status === 'OPEN' ? OPEN_SESSION_POLL_MS : false),
    meta: { inlineErrors: true },
  });
}
