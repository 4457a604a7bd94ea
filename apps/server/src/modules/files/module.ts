import type { FileStorage } from '../../integrations/files/port.ts';
import type { Module } from '../../lib/module.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import { filesRoutes } from './routes.ts';
import { createFilesService, type FilesService } from './service.ts';

/** The file-storage service's week folders and sheets (ADR 062). */
export function createFilesModule(deps: {
  files: FileStorage;
  integrations: IntegrationsService;
}): Module<{ files: FilesService }> {
  const files = createFilesService(deps);
  return {
    services: { files },
    routes: async (api) => {
      await api.register(filesRoutes, { files });
    },
  };
}
