import { queryOptions } from '@tanstack/react-query';
import { chatPreference } from '@brigade/domain/schemas/chat-preferences';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatPreferenceKeys } from './keys.ts';

/** GET /chat-preferences/:id: one preference with its current version (reload after a conflict). */
export function getChatPreference(id: number, signal?: AbortSignal) {
  return apiRequest(`/chat-preferences/${id}`, { schema: chatPreference, signal });
}

export function chatPreferenceQueryOptions(id: number) {
  return queryOptions({
    queryKey: chatPreferenceKeys.detail(id),
    queryFn: ({ signal }) => getChatPreference(id, signal),
  });
}
