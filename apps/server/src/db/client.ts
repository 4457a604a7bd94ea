import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireLock, type Lock } from './pglite-lock.ts';

/** The query builder both drivers share; a transaction is one too, so repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Notification = (payload: string) => void;

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection. */
  waiting: number;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Applies the committed migrations, then runs `afterMigrate` while other instances wait (PostgreSQL). */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  /**
   * LISTEN on PostgreSQL so every instance hears a NOTIFY; undefined on PGlite (one process only). Notifications sent
   * while the connection was down are lost: `onReconnect` runs once it listens again, to catch up another way.
   */
  listen?: (
    channel: string,
    onNotify: Notification,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  /**
   * Plain SQL for the job queue (pg-boss): parameterless text may hold several statements (its migrations), so
   * it goes through the simple protocol; text with values is one statement.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The connection pool's connections on PostgreSQL, for /metrics; undefined on PGlite (no pool). */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works: it only has to be the same in every instance that migrates this database.
const MIGRATION_LOCK_ID = 727_100_001;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** DATA_DIR: PGlite lives in DATA_DIR/pglite, guarded by DATA_DIR/pglite.lock. */
  dataDir?: string | undefined;
  /** A ready PGlite (tests load a migrated dump into memory). */
  pglite?: PGlite;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.pglite) return wrapPglite(options.pglite, undefined);
  const dataDir = path.resolve(options.dataDir ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const pgliteDir = path.join(dataDir, 'pglite');
  const lock = acquireLock(path.join(dataDir, 'pglite.lock'), pgliteDir);
  try {
    const client = await PGlite.create({ dataDir: pgliteDir });
    return wrapPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

function wrapPglite(client: PGlite, lock: Lock | undefined): Database {
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    async migrate(afterMigrate) {
      await migratePglite(db, { migrationsFolder });
      await afterMigrate?.(db);
    },
    async executeSql(text, values = []) {
      if (values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  const listeners = new Set<pg.Client>();
  let closed = false;
  return {
    kind: 'postgres',
    db,
    async migrate(afterMigrate) {
      // Several instances may start together: one migrates and seeds, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const locked = drizzlePg({ client });
        await migratePg(locked, { migrationsFolder });
        await afterMigrate?.(locked);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async executeSql(text, values = []) {
      // An empty values array keeps node-postgres on the simple protocol, which allows several statements.
      return { rows: (await pool.query(text, values)).rows as unknown[] };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async listen(channel, onNotify, onReconnect) {
      // LISTEN needs its own long-lived connection outside the pool; it reconnects when the server drops it.
      let client: pg.Client | undefined;
      let stopped = false;
      let retrying = false;
      const retry = () => {
        if (stopped || closed || retrying) return;
        retrying = true;
        setTimeout(() => {
          retrying = false;
          connect().catch(retry);
        }, 1000).unref();
      };
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString });
        c.on('error', () => undefined);
        c.on('end', () => {
          listeners.delete(c);
          retry();
        });
        c.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        await c.connect();
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
        const again = client !== undefined;
        client = c;
        listeners.add(c);
        if (again) onReconnect?.();
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) listeners.delete(client);
        await client?.end().catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
}

/** NOTIFY through whichever connection the query builder picks. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}
