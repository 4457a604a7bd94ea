import { and, desc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverEvents } from '../db/schema/system.ts';

/** A published server-sent event with its number. */
export interface NumberedEvent {
  id: number;
  event: string;
  data: unknown;
}

/** How far back a reconnecting browser or instance is given what it missed. */
const KEEP_MS = 60 * 60_000;
const REPLAY_MAX = 500;

/** The numbered events of the last hour in the database (ADR 083), shared by every instance. */
export function createServerEventLog(db: Db) {
  let lastPrune = 0;
  return {
    async append(event: string, data: unknown): Promise<NumberedEvent> {
      const [row] = await db.insert(serverEvents).values({ event, data }).returning({ id: serverEvents.id });
      const now = Date.now();
      if (now - lastPrune > 60_000) {
        lastPrune = now;
        await db.delete(serverEvents).where(lt(serverEvents.at, new Date(now - KEEP_MS)));
      }
      return { id: row!.id, event, data };
    },

    /** The events after `id`, oldest first: of the last hour, the newest 500 at most. */
    async after(id: number): Promise<NumberedEvent[]> {
      const rows = await db
        .select({ id: serverEvents.id, event: serverEvents.event, data: serverEvents.data })
        .from(serverEvents)
        .where(
          and(
            gt(serverEvents.id, id),
            sql`${serverEvents.at} > now() - make_interval(secs => ${KEEP_MS / 1000})`,
          ),
        )
        .orderBy(desc(serverEvents.id))
        .limit(REPLAY_MAX);
      return rows.reverse();
    },
  };
}
