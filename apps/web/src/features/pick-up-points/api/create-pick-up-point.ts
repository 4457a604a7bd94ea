import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pickUpPoint, type CreatePickUpPointRequest } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { pickUpPointKeys } from './keys.ts';

/** POST /pick-up-points: 201; 409 when the name exists. */
export function createPickUpPoint(body: CreatePickUpPointRequest) {
  return apiRequest('/pick-up-points', { method: 'POST', body, schema: pickUpPoint });
}

export function useCreatePickUpPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPickUpPoint,
    meta: { inlineErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickUpPointKeys.lists() }),
  });
}
