import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discount, type CreateDiscountRequest } from '@brigade/domain/schemas/discounts';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountKeys } from './keys.ts';

/** POST /discounts: 201; 409 when the code exists. */
export function createDiscount(body: CreateDiscountRequest) {
  return apiRequest('/discounts', { method: 'POST', body, schema: discount });
}

export function useCreateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
