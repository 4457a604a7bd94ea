import type { CoreDeps, Module } from '../../lib/module.ts';
import { specialProgrammesRoutes } from './routes.ts';
import { createSpecialProgrammesService, type SpecialProgrammesService } from './service.ts';

/** Special programmes: group programmes with their customers, delivery groups and value. */
export function createSpecialProgrammesModule(
  deps: CoreDeps,
): Module<{ specialProgrammes: SpecialProgrammesService }> {
  const specialProgrammes = createSpecialProgrammesService(deps);
  return {
    services: { specialProgrammes },
    routes: async (api) => {
      await api.register(specialProgrammesRoutes, { specialProgrammes: specialProgrammes });
    },
  };
}
