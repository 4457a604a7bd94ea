import type { CoreDeps, Module } from '../../lib/module.ts';
import { chatPreferencesRoutes } from './routes.ts';
import { createChatPreferencesService, type ChatPreferencesService } from './service.ts';

/** Controls → Chat preferences: how customers want to be contacted. */
export function createChatPreferencesModule(
  deps: CoreDeps,
): Module<{ chatPreferences: ChatPreferencesService }> {
  const chatPreferences = createChatPreferencesService(deps);
  return {
    services: { chatPreferences },
    routes: async (api) => {
      await api.register(chatPreferencesRoutes, { chatPreferences: chatPreferences });
    },
  };
}
