import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatPreferenceKeys } from './keys.ts';

/** DELETE /chat-preferences/:id?version=N: 204; 409 stale; 422 for the default. */
export async function deleteChatPreference({ id, version }: { id: number; version: number }): Promise<void> {
  await apiRequest(`/chat-preferences/${id}`, { method: 'DELETE', query: { version } });
}

export function useDeleteChatPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatPreference,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatPreferenceKeys.all }),
  });
}
