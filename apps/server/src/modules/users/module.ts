import type { CoreDeps, Module } from '../../lib/module.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService, type UsersService } from './service.ts';

/** Controls → Users: accounts, their group, login category and company. */
export function createUsersModule(deps: CoreDeps): Module<{ users: UsersService }> {
  const users = createUsersService(deps);
  return {
    services: { users },
    routes: async (api) => {
      await api.register(usersRoutes, { users });
    },
  };
}
