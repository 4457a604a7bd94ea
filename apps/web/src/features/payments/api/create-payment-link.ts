import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payment } from '@brigade/domain/schemas/payments';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** POST /payments/invoices/:id/link: the invoice's open payment link, made when it has none. */
export function useCreatePaymentLink(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/payments/invoices/${invoiceId}/link`, { method: 'POST', schema: payment }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    meta: { inlineErrors: true },
  });
}
