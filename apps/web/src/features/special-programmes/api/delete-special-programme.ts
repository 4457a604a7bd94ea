import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { specialProgrammeKeys } from './keys.ts';

/** DELETE /special-programmes/:id?version=N: 204; 409 when the version is stale. */
export async function deleteSpecialProgramme({ id, version }: { id: number; version: number }) {
  await apiRequest(`/special-programmes/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteSpecialProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSpecialProgramme,
    onSettled: () => queryClient.invalidateQueries({ queryKey: specialProgrammeKeys.lists() }),
  });
}
