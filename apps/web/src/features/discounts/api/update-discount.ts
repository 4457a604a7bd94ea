import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discount, type UpdateDiscountRequest } from '@brigade/domain/schemas/discounts';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountKeys } from './keys.ts';

/** PUT /discounts/:id with the version read: 200; 409 when someone changed it meanwhile. */
export function updateDiscount({ id, ...body }: UpdateDiscountRequest & { id: number }) {
  return apiRequest(`/discounts/${id}`, { method: 'PUT', body, schema: discount });
}

export function useUpdateDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscount,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
