import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatPreference, type CreateChatPreferenceRequest } from '@brigade/domain/schemas/chat-preferences';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatPreferenceKeys } from './keys.ts';

/** POST /chat-preferences: 201; 409 when the code exists. */
export function createChatPreference(body: CreateChatPreferenceRequest) {
  return apiRequest('/chat-preferences', { method: 'POST', body, schema: chatPreference });
}

export function useCreateChatPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChatPreference,
    meta: { inlineErrors: true },
    // A new default changes the old default too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatPreferenceKeys.all }),
  });
}
