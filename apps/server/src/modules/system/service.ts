import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { storageRoot } from '@brigade/domain/logistics/storage-path';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import { AppError } from '../../lib/errors.ts';
import type { EventHub } from '../../plugins/events.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

const APP_VERSION_KEY = 'app_version';

/** The current app version lives in the database so every instance and every SSE client agree on it. */
export function createSystemService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  events: EventHub;
  ownVersion: string;
  store: ObjectStore;
}) {
  const { db, clock, audit, events } = deps;
  return {
    ping: () => repo.ping(db),

    async currentVersion(): Promise<string> {
      return (await repo.findConfigValue(db, APP_VERSION_KEY)) ?? deps.ownVersion;
    },

    /** At start: this server's version becomes the current one (a deploy announces itself). */
    async storeOwnVersion(): Promise<void> {
      await repo.upsertConfigValue(db, APP_VERSION_KEY, deps.ownVersion, clock());
    },

    /** A broadcast sets the version every open app compares its own with (and offers to reload). */
    async broadcastVersion(actorId: number | null, version: string): Promise<string> {
      await db.transaction(async (tx) => {
        await repo.upsertConfigValue(tx, APP_VERSION_KEY, version, clock());
        await audit.record(
          { userId: actorId, action: 'update', entity: 'app_version', entityId: null, change: { version } },
          tx,
        );
      });
      await events.publish({ event: 'version', data: { version } });
      return version;
    },

    /**
     * Whether a cached document is ready to go (stored and readable). A key outside the store's roots is refused
     * before asking; a store that fails answers 'Unable to ping {key}'.
     */
    async pingCache(key: string): Promise<boolean> {
      storageRoot(key);
      try {
        return (await deps.store.getJson(key)) !== null;
      } catch {
        throw new AppError(502, 'UPSTREAM_FAILED', `Unable to ping ${key}`);
      }
    },

    getConfigValue: (key: string) => repo.findConfigValue(db, key),
    setConfigValue: (key: string, value: string) => repo.upsertConfigValue(db, key, value, clock()),
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
