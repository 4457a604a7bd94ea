import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  specialProgramme,
  type CreateSpecialProgrammeRequest,
} from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { specialProgrammeKeys } from './keys.ts';

/** POST /special-programmes: 201 with the new programme. */
export function createSpecialProgramme(body: CreateSpecialProgrammeRequest) {
  return apiRequest('/special-programmes', { method: 'POST', body, schema: specialProgramme });
}

export function useCreateSpecialProgramme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecialProgramme,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: specialProgrammeKeys.lists() }),
  });
}
