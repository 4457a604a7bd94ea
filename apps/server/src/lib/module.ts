import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ObjectStore } from '../integrations/storage/port.ts';
import type { AuditService } from '../modules/audit/service.ts';
import type { Clock } from './clock.ts';

/** What almost every module needs: the database, the clock and the audit trail. */
export interface CoreDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

/**
 * Modules that also publish documents to the object store (menus, shopping lists, inventory, chef notes).
 * A failed upload keeps the write and is logged through `log`.
 */
export interface StoreDeps extends CoreDeps {
  store: ObjectStore;
  log: (error: unknown, message: string) => void;
}

/**
 * The one shape of a server module (ADR 015): `createXModule(deps)` builds the module's services and a routes
 * plugin that closes over them. `app.ts` registers every module's routes under /api/v1; other modules get the
 * services they need as deps, never the module's repository.
 */
export interface Module<Services extends object> {
  services: Services;
  /** Registers the module's routes (under /api/v1); a module without routes registers nothing. */
  routes: FastifyPluginAsync;
}

/** The routes plugin of a module that has none (yet). */
export const noRoutes: FastifyPluginAsync = async () => {};
