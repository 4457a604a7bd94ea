import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** DELETE /customers/:id?version=N: 204; 409 when stale; 422 when the customer has orders. */
export async function deleteCustomer({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/customers/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: customerKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
