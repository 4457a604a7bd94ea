import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

/**
 * `npm run backup [-- <dir>]` writes a timestamped backup of the configured database (DATABASE_URL, else the
 * embedded one in DATA_DIR) into <dir> or BACKUP_DIR; `npm run restore -- <file>` replaces the database with one.
 */
async function main(argv: string[]): Promise<void> {
  const [command, arg] = argv;
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  if (command === 'backup') {
    const file = await backup(target, arg ?? config.backupDir);
    process.stdout.write(`Backed up ${where} to ${file}\n`);
    return;
  }
  if (command === 'restore') {
    if (!arg) throw new Error('Name the backup file: npm run restore -- <file>');
    if (!existsSync(arg)) throw new Error(`No such file: ${arg}`);
    await restore(target, arg);
    process.stdout.write(
      `Restored ${where} from ${arg}. Start the server: it applies any newer migrations.\n`,
    );
    return;
  }
  throw new Error('Usage: backup-cli.ts backup [dir] | restore <file>');
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const message =
    error instanceof ConfigError ? `invalid configuration: ${error.message}` : (error as Error).message;
  process.stderr.write(`brigade: ${message}\n`);
  process.exitCode = 1;
}
