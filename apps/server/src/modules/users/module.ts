import type { Module } from '../../lib/module.ts';
import { accountRoutes } from './account-routes.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService, type UsersDeps, type UsersService } from './service.ts';

/** Controls → Users: accounts, their group, login category and company. */
export function createUsersModule(deps: UsersDeps): Module<{ users: UsersService }> {
  const users = createUsersService(deps);
  return {
    services: { users },
    routes: async (api) => {
      await api.register(usersRoutes, { users });
      await api.register(accountRoutes, { users });
    },
  };
}
