import { z } from 'zod';

export const health = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
});

export type Health = z.infer<typeof health>;

/** Readiness: the database answers and holds every migration of this version (503 with a reason otherwise). */
export const readiness = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int(),
});

export const appVersion = z.object({ version: z.string() });
export type AppVersion = z.infer<typeof appVersion>;

/** Broadcast of a new app version (ADR 007): `key` lets a deploy script broadcast without a session. */
export const broadcastVersionRequest = z.object({
  new_version: z.string().trim().min(1).max(50),
  key: z.string().max(200).optional(),
});
export type BroadcastVersionRequest = z.infer<typeof broadcastVersionRequest>;

/** The readiness of one cached document (the developers' tools poll a list of them). */
export const cacheKeyQuery = z.object({ key: z.string().trim().min(1).max(500) });
export const cacheReadiness = z.object({ key: z.string(), ready_to_go: z.boolean() });
