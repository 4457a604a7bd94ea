import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { LockHeldError } from './db/pglite-lock.ts';
import { gracefulShutdown } from './ops/shutdown.ts';
import { BootstrapError } from './seed/bootstrap.ts';
import { demoPassword, demoUsers } from './seed/demo.ts';

function fail(message: string): never {
  process.stderr.write(`brigade: ${message}\n`);
  process.exit(1);
}

function loggerOptions(config: Config) {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

function printDemoLogins(url: string, database: string) {
  const lines = demoUsers.map(
    (u) =>
      `  ${u.username.padEnd(11)} ${demoPassword(u.username).padEnd(22)} ${u.user_group} ${u.user_category} (${u.company_slug})`,
  );
  process.stdout.write(
    `\nBrigade is running at ${url} with demo data (${database}).\nDemo logins (username, password, group, category):\n${lines.join('\n')}\n\n`,
  );
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`invalid configuration: ${error.message}`);
    throw error;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config, logger: loggerOptions(config) });
  } catch (error) {
    if (error instanceof LockHeldError || error instanceof BootstrapError) fail(error.message);
    // Most often the database: unreachable PostgreSQL, wrong credentials, a failed migration.
    fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  }

  const stop = gracefulShutdown(app);
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${shownHost}:${(app.server.address() as { port: number }).port}`;
  if (config.demo)
    printDemoLogins(url, config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`);
  else app.log.info(`Brigade is running at ${url}`);
}

await main();
