import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  allergenSuppression,
  type PutAllergenSuppressionRequest,
} from '@brigade/domain/schemas/allergen-matching';
import { apiRequest } from '../../../lib/api-client.ts';
import { productionKeys } from './keys.ts';

/** PUT /allergen-suppressions: the whole lists of a customer (and order) and recipe on a date; version 0 creates. */
export function putAllergenSuppression(body: PutAllergenSuppressionRequest) {
  return apiRequest('/allergen-suppressions', { method: 'PUT', body, schema: allergenSuppression });
}

/** The matches and stored lists of the date are read again after a write, or after a 409 (someone else's). */
export function usePutAllergenSuppression(date: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: productionKeys.matches(date) }),
      queryClient.invalidateQueries({ queryKey: productionKeys.suppressions(date) }),
    ]);
  return useMutation({ mutationFn: putAllergenSuppression, onSuccess: refresh, onError: refresh });
}
