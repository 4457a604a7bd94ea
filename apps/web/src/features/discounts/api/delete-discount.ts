import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { discountKeys } from './keys.ts';

/** DELETE /discounts/:id?version=N: 204; 409 when the version is stale. */
export async function deleteDiscount({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/discounts/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountKeys.all }),
  });
}
