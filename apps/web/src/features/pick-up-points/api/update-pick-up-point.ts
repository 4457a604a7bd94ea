import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pickUpPoint, type UpdatePickUpPointRequest } from '@brigade/domain/schemas/pick-up-points';
import { apiRequest } from '../../../lib/api-client.ts';
import { pickUpPointKeys } from './keys.ts';

/** PUT /pick-up-points/:id with the version read: 200 (version + 1); 409 when someone changed it. */
export function updatePickUpPoint({ id, ...body }: UpdatePickUpPointRequest & { id: number }) {
  return apiRequest(`/pick-up-points/${id}`, { method: 'PUT', body, schema: pickUpPoint });
}

export function useUpdatePickUpPoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePickUpPoint,
    meta: { inlineErrors: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(pickUpPointKeys.detail(saved.pick_up_point_id), saved);
      return queryClient.invalidateQueries({ queryKey: pickUpPointKeys.lists() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: pickUpPointKeys.lists() }),
  });
}
