import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  specialProgramme,
  type UpdateSpecialProgrammeRequest,
} from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { specialProgrammeKeys } from './keys.ts';

/** PUT /special-programmes/:id with the version read: 200; 409 when someone changed it. */
export function updateSpecialProgramme({ id, ...body }: UpdateSpecialProgrammeRequest & { id: number }) {
  return apiRequest(`/special-programmes/${id}`, { method: 'PUT', body, schema: specialProgramme });
}

export function useUpdateSpecialProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSpecialProgramme,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: specialProgrammeKeys.all }),
  });
}
