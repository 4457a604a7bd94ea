import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatPreference, type UpdateChatPreferenceRequest } from '@brigade/domain/schemas/chat-preferences';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatPreferenceKeys } from './keys.ts';

/** PUT /chat-preferences/:id with the version read: 200; 409 stale; 422 unsetting the default. */
export function updateChatPreference({ id, ...body }: UpdateChatPreferenceRequest & { id: number }) {
  return apiRequest(`/chat-preferences/${id}`, { method: 'PUT', body, schema: chatPreference });
}

export function useUpdateChatPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChatPreference,
    meta: { inlineErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatPreferenceKeys.all }),
  });
}
