import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { noRoutes, type Module } from '../../lib/module.ts';
import { createAuditService, type AuditService } from './service.ts';

/** The audit trail: who changed or read what, and when. Every other module records into it. */
export function createAuditModule(deps: { db: Db; clock: Clock }): Module<{ audit: AuditService }> {
  return { services: { audit: createAuditService(deps) }, routes: noRoutes };
}
