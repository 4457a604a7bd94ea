import {
  chatPreference,
  chatPreferenceList,
  type CreateChatPreferenceRequest,
  type UpdateChatPreferenceRequest,
} from '@brigade/domain/schemas/chat-preferences';
import { crudResource } from '../../../lib/crud-resource.ts';
import { chatPreferenceOptionsKey } from '../../../lib/options/chat-preference-options.ts';

/**
 * /chat-preferences: list (the default first unless sorted), get, create, update (version), delete (not the
 * default). A new default unsets the old one, so a write makes every preference query stale.
 */
export const chatPreferencesApi = crudResource({
  path: '/chat-preferences',
  item: chatPreference,
  list: chatPreferenceList,
  keyOf: (p) => p.chat_preference_id,
  stale: 'all',
  alsoInvalidates: [chatPreferenceOptionsKey],
});
export const useCreateChatPreference = () => chatPreferencesApi.useCreate<CreateChatPreferenceRequest>();
export const useUpdateChatPreference = () => chatPreferencesApi.useUpdate<UpdateChatPreferenceRequest>();
