import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The major version of a client tool (pg_dump, pg_restore) as it reports it: "pg_dump (PostgreSQL) 15.20". */
async function toolMajor(tool: string): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(tool, ['--version']));
  } catch {
    throw new Error(
      `${tool} was not found: install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`,
    );
  }
  const major = /\)\s*(\d+)/.exec(stdout)?.[1];
  if (!major) throw new Error(`Could not read the version of ${tool}: ${stdout.trim()}`);
  return Number(major);
}

async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.v) / 10_000);
  } finally {
    await client.end();
  }
}

/** pg_dump refuses a server newer than itself: say so before it does, with the two versions. */
async function checkTool(tool: string, databaseUrl: string): Promise<void> {
  const [client, server] = await Promise.all([toolMajor(tool), serverMajor(databaseUrl)]);
  if (client < server) {
    throw new Error(
      `${tool} ${client} cannot handle PostgreSQL ${server}: install the client tools of version ${server} or newer.`,
    );
  }
}

/** A pg_dump archive in its custom format (compressed; pg_restore can pick and reorder what it restores). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await checkTool('pg_dump', databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`]);
}

/**
 * Restores an archive over the database: every object it holds is dropped and made again from it, in one
 * transaction (a failure leaves the database as it was).
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  await checkTool('pg_restore', databaseUrl);
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
