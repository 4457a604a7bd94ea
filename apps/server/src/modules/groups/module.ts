import type { CoreDeps, Module } from '../../lib/module.ts';
import { groupsRoutes } from './routes.ts';
import { createGroupsService, type GroupsService } from './service.ts';

/** Customer groups (families, companies) whose members share deliveries. */
export function createGroupsModule(deps: CoreDeps): Module<{ groups: GroupsService }> {
  const groups = createGroupsService(deps);
  return {
    services: { groups },
    routes: async (api) => {
      await api.register(groupsRoutes, { groups: groups });
    },
  };
}
