import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { allergenKeys } from './keys.ts';

/** DELETE /allergens/:id?version=N: 204; 409 when the version is stale. */
export async function deleteAllergen({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/allergens/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteAllergen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllergen,
    onSuccess: (_data, { id }) => {
      queryClient.removeQueries({ queryKey: allergenKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: allergenKeys.lists() });
    },
    // A stale version means the list is out of date too.
    onError: () => queryClient.invalidateQueries({ queryKey: allergenKeys.lists() }),
  });
}
