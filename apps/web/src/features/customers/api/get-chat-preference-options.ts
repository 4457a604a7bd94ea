import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatPreferenceList } from '@brigade/domain/schemas/chat-preferences';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerKeys } from './keys.ts';

/** GET /chat-preferences (first 100 by code): the chat preference select. */
export function getChatPreferenceOptions(signal?: AbortSignal) {
  return apiRequest('/chat-preferences', {
    query: { start: 0, length: 100, sort_by: 'code', sort_dir: 'asc' },
    schema: chatPreferenceList,
    signal,
  });
}

export function useChatPreferenceOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...customerKeys.all, 'chat-preference-options'] as const,
      queryFn: ({ signal }) => getChatPreferenceOptions(signal),
      staleTime: 60_000,
    }),
  );
}
