import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { noRoutes, type Module } from '../../lib/module.ts';
import { auditRoutes } from './routes.ts';
import { createAuditService, type AuditService } from './service.ts';

/** The audit trail: who changed or read what, and when. Every other module records into it (in `core`). */
export function createAuditModule(deps: { db: Db; clock: Clock }): Module<{ audit: AuditService }> {
  return { services: { audit: createAuditService(deps) }, routes: noRoutes };
}

/** Controls → Audit log: the trail's read routes, over the one audit service every module shares. */
export function auditLogModule(audit: AuditService): Module<object> {
  return {
    services: {},
    routes: async (api) => {
      await api.register(auditRoutes, { audit });
    },
  };
}
