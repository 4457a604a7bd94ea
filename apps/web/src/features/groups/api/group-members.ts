import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupMember, groupMemberList } from '@brigade/domain/schemas/groups';
import { apiRequest } from '../../../lib/api-client.ts';
import { groupKeys, groupMemberKeys } from './keys.ts';

/**
 * A group's members: GET /groups/:id/customers, PUT /groups/:id/customers/:customerId { move } (409 when
 * the customer is in another group and move is false), DELETE /groups/:id/customers/:customerId.
 */
export function groupMembersQueryOptions(id: number) {
  return queryOptions({
    queryKey: groupMemberKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(`/groups/${id}/customers`, { schema: groupMemberList, signal }),
  });
}

export function useGroupMembers(id: number) {
  return useQuery(groupMembersQueryOptions(id));
}

export function addGroupMember(args: { id: number; customerId: number; move?: boolean }) {
  return apiRequest(`/groups/${args.id}/customers/${args.customerId}`, {
    method: 'PUT',
    body: { move: args.move ?? false },
    schema: groupMember,
  });
}

export async function removeGroupMember(args: { id: number; customerId: number }) {
  await apiRequest(`/groups/${args.id}/customers/${args.customerId}`, { method: 'DELETE' });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: groupMemberKeys.all });
    await queryClient.invalidateQueries({ queryKey: groupKeys.all });
  };
}

/** The caller shows add errors (a 409 asks whether to move the customer). */
export function useAddGroupMember() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: addGroupMember, meta: { inlineErrors: true }, onSettled: refresh });
}

export function useRemoveGroupMember() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: removeGroupMember, onSettled: refresh });
}
