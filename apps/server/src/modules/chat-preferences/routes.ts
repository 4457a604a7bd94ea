import {
  chatPreference,
  chatPreferenceList,
  chatPreferenceListQuery,
  createChatPreferenceRequest,
  updateChatPreferenceRequest,
} from '@brigade/domain/schemas/chat-preferences';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import type { ChatPreferencesService } from './service.ts';

/**
 * Controls → Chat preferences (level-0 Administration). Marking one is_default moves the default to it; the
 * default cannot be deleted or unmarked (422).
 */
export const chatPreferencesRoutes: FastifyPluginAsyncZod<{
  chatPreferences: ChatPreferencesService;
}> = async (app, { chatPreferences }) => {
  registerCrud(app, {
    path: '/chat-preferences',
    tag: 'chat-preferences',
    noun: 'chat preference',
    item: chatPreference,
    list: chatPreferenceList,
    listQuery: chatPreferenceListQuery,
    create: createChatPreferenceRequest,
    update: updateChatPreferenceRequest,
    service: chatPreferences,
    writeConfig: { bookingCache: ['CHAT_PREFERENCES'] },
  });
};
