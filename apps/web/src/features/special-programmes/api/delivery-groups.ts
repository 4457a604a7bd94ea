import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryGroup } from '@brigade/domain/schemas/special-programmes';
import { apiRequest } from '../../../lib/api-client.ts';
import { specialProgrammeKeys } from './keys.ts';
import { notifyFailure } from './wrapped-error.ts';

/**
 * A programme's delivery groups (they come with GET /special-programmes/:id): POST …/delivery-groups,
 * PUT …/delivery-groups/:groupId { delivery_group, version }, DELETE …?version=.
 */
export function saveDeliveryGroup(args: {
  id: number;
  groupId?: number;
  delivery_group: string;
  version?: number;
}) {
  const base = `/special-programmes/${args.id}/delivery-groups`;
  return args.groupId === undefined
    ? apiRequest(base, {
        method: 'POST',
        body: { delivery_group: args.delivery_group },
        schema: deliveryGroup,
      })
    : apiRequest(`${base}/${args.groupId}`, {
        method: 'PUT',
        body: { delivery_group: args.delivery_group, version: args.version },
        schema: deliveryGroup,
      });
}

export async function deleteDeliveryGroup(args: { id: number; groupId: number; version: number }) {
  await apiRequest(`/special-programmes/${args.id}/delivery-groups/${args.groupId}`, {
    method: 'DELETE',
    query: { version: args.version },
  });
}

export function useSaveDeliveryGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryGroup,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: specialProgrammeKeys.all }),
  });
}

export function useDeleteDeliveryGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDeliveryGroup,
    meta: { inlineErrors: true },
    onError: notifyFailure,
    onSettled: () => queryClient.invalidateQueries({ queryKey: specialProgrammeKeys.all }),
  });
}
