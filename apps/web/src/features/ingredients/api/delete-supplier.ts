import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supplierKeys } from './keys.ts';

/** DELETE /suppliers/:id?version=N: 204; 409 when stale or an ingredient spec uses it. */
export async function deleteSupplier({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/suppliers/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplier,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: supplierKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: supplierKeys.lists() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: supplierKeys.lists() }),
  });
}
