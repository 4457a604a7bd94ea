import type { ChatPreference } from '@brigade/domain/schemas/chat-preferences';
import type { ChatPreferenceRow } from './repository.ts';

export function toChatPreference(row: ChatPreferenceRow): ChatPreference {
  return {
    chat_preference_id: row.chatPreferenceId,
    code: row.code,
    name: row.name,
    name_de: row.nameDe,
    is_default: row.isDefault,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
