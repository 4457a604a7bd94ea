import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatPreferenceList } from '@brigade/domain/schemas/chat-preferences';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type ListParams } from '../../../lib/list.ts';
import { chatPreferenceKeys } from './keys.ts';

/** GET /chat-preferences: a page of chat preferences, the default first unless sorted. */
export function getChatPreferences(params: ListParams, signal?: AbortSignal) {
  return apiRequest('/chat-preferences', { query: listQuery(params), schema: chatPreferenceList, signal });
}

export function chatPreferencesQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: chatPreferenceKeys.list(params),
    queryFn: ({ signal }) => getChatPreferences(params, signal),
  });
}

export function useChatPreferences(params: ListParams) {
  return useQuery(chatPreferencesQueryOptions(params));
}
