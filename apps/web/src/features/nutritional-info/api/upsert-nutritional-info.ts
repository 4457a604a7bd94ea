import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  nutritionalInfoItem,
  type UpsertNutritionalInfoRequest,
} from '@brigade/domain/schemas/nutritional-info';
import { apiRequest } from '../../../lib/api-client.ts';
import { nutritionalInfoKeys } from './keys.ts';

/**
 * PUT /nutritional-info: creates (no id; 201) or edits (id + version; 200, 409 when stale). A recipe without an
 * analysis is analysed by the server from its lines.
 */
export function upsertNutritionalInfo(body: UpsertNutritionalInfoRequest) {
  return apiRequest('/nutritional-info', { method: 'PUT', body, schema: nutritionalInfoItem });
}

export function useUpsertNutritionalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertNutritionalInfo,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(nutritionalInfoKeys.detail(saved.nutritional_info_id), saved);
      return queryClient.invalidateQueries({ queryKey: nutritionalInfoKeys.lists() });
    },
  });
}
