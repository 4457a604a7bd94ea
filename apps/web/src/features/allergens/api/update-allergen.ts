import { useMutation, useQueryClient } from '@tanstack/react-query';
import { allergen, type UpdateAllergenRequest } from '@brigade/domain/schemas/allergens';
import { apiRequest } from '../../../lib/api-client.ts';
import { allergenKeys } from './keys.ts';

/** PUT /allergens/:id with the version read: 200 (version + 1); 409 when someone changed it meanwhile. */
export function updateAllergen({ id, ...body }: UpdateAllergenRequest & { id: number }) {
  return apiRequest(`/allergens/${id}`, { method: 'PUT', body, schema: allergen });
}

export function useUpdateAllergen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAllergen,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(allergenKeys.detail(saved.allergen_id), saved);
      return queryClient.invalidateQueries({ queryKey: allergenKeys.lists() });
    },
    // A conflict means the list shows an old version too.
    onError: () => queryClient.invalidateQueries({ queryKey: allergenKeys.lists() }),
  });
}
