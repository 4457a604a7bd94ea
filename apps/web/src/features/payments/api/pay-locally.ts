import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicPaymentSession } from '@brigade/domain/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { paySessionKey } from './keys.ts';

/** POST /payments/local/:sessionId/pay (public, demo): the pretend payment; answers the session, now paid. */
export function usePayLocally(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/payments/local/${encodeURIComponent(sessionId)}/pay`, {
        method: 'POST',
        schema: publicPaymentSession,
        authFailure: 'report',
      }),
    onSuccess: (session) => queryClient.setQueryData(paySessionKey(sessionId), session),
    meta: { inlineErrors: true },
  });
}
