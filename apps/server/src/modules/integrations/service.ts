import type { IntegrationStatus } from '@brigade/domain/schemas/operations';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { toIntegrationStatus } from './mapping.ts';
import * as repo from './repository.ts';

export type IntegrationModes = Record<string, IntegrationStatus['mode']>;

/**
 * Which outside services run `local` or `live`, and when each last worked and last failed (kept in the
 * database, so every instance's calls count). A failure to record is never the caller's failure.
 */
export function createIntegrationsService(deps: { db: Db; clock: Clock; modes: IntegrationModes }) {
  const { db, clock, modes } = deps;
  return {
    async succeeded(name: string): Promise<void> {
      await repo.recordSuccess(db, name, clock()).catch(() => undefined);
    },
    async failed(name: string, message: string): Promise<void> {
      await repo.recordFailure(db, name, clock(), message.slice(0, 1000)).catch(() => undefined);
    },
    async list(): Promise<IntegrationStatus[]> {
      const rows = new Map((await repo.listStatus(db)).map((row) => [row.name, row]));
      return Object.entries(modes).map(([name, mode]) => toIntegrationStatus(name, mode, rows.get(name)));
    },
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
