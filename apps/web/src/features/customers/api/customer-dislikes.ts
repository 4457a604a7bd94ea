import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerDislikes, type SuppressDislikeRequest } from '@brigade/domain/schemas/customer-dislikes';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

const dislikesKey = (id: number) => [...customerKeys.detail(id), 'dislikes'];

/** GET /customers/:id/dislikes: the saved dislikes, each with its customer-wide suppression (ADR 077). */
function getCustomerDislikes(id: number, signal?: AbortSignal) {
  return apiRequest(`/customers/${id}/dislikes`, { schema: customerDislikes, signal });
}

export function useCustomerDislikes(id: number) {
  return useQuery(
    queryOptions({ queryKey: dislikesKey(id), queryFn: ({ signal }) => getCustomerDislikes(id, signal) }),
  );
}

/** POST /customers/:id/dislikes/suppress: suppress a dislike or lift it; answers the dislikes as they are now. */
export function useSuppressDislike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SuppressDislikeRequest) =>
      apiRequest(`/customers/${id}/dislikes/suppress`, { method: 'POST', body, schema: customerDislikes }),
    onSuccess: (dislikes) => queryClient.setQueryData(dislikesKey(id), dislikes),
  });
}
