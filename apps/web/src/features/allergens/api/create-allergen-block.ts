import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allergenBlock, type CreateAllergenBlockRequest } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { allergenBlockKeys } from './keys.ts';

/** POST /allergen-blocks ("block match"): 201; 409 when already blocked. */
export function createAllergenBlock(body: CreateAllergenBlockRequest) {
  return apiRequest('/allergen-blocks', { method: 'POST', body, schema: allergenBlock });
}

export function useCreateAllergenBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAllergenBlock,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allergenBlockKeys.lists() }),
  });
}
