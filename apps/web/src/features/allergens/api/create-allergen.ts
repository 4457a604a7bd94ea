import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allergen, type CreateAllergenRequest } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { allergenKeys } from './keys.ts';

/** POST /allergens: 201 the allergen; 409 when the name exists. */
export function createAllergen(body: CreateAllergenRequest) {
  return apiRequest('/allergens', { method: 'POST', body, schema: allergen });
}

export function useCreateAllergen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAllergen,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allergenKeys.lists() }),
  });
}
