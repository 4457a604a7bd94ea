import { useQuery } from '@tanstack/react-query';
import { chatPreferenceList } from '@brigade/domain/schemas/chat-preferences';
import { optionList } from './option-list.ts';

/** Every write to /chat-preferences invalidates this key. */
export const chatPreferenceOptionsKey = ['options', 'chat-preferences'] as const;

/** The chat preferences (by code) a customer can choose. */
export function useChatPreferenceOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    ...optionList(chatPreferenceOptionsKey, '/chat-preferences', chatPreferenceList, 'code'),
    enabled,
  });
}
