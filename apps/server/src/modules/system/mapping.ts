import type { AppVersion, Health } from '@brigade/domain/schemas/system';
import type { Database } from '../../db/client.ts';

/** The health answer: the server is up, its database answered, and the app version everyone should run. */
export function toHealth(version: string, databaseKind: Database['kind']): Health {
  return { status: 'ok', version, database: databaseKind };
}

export const toAppVersion = (version: string): AppVersion => ({ version });
