import { useMutation } from '@tanstack/react-query';
import { outboxMessage, type KitchenEmailRequest } from '@brigade/domain/schemas/operations';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /mail/kitchen (level 1): 202 with the outbox entry, queued; the mail job sends it through SMTP, or keeps
 * it in the outbox when no mail server is configured.
 */
export function useSendKitchenEmail() {
  return useMutation({
    mutationFn: (body: KitchenEmailRequest) =>
      apiRequest('/mail/kitchen', { method: 'POST', body, schema: outboxMessage }),
    meta: { inlineErrors: true },
  });
}
