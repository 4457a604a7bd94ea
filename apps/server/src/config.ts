import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { invoiceEnv, readInvoices, type InvoiceConfig } from './config-invoices.ts';
import { labelEnv, readLabels, type LabelConfig } from './config-labels.ts';
import { checkPayments, paymentsEnv, readPayments, type PaymentsConfig } from './config-payments.ts';
import {
  checkIntegrations,
  integrationEnv,
  readIntegrations,
  type IntegrationConfig,
} from './config-integrations.ts';

/**
 * Environment variables of the server. Every variable is listed here with its default; the README is written
 * from this list. A bad value stops the start with one line naming the variable.
 *
 * PORT                     HTTP port (3000).
 * HOST                     interface to bind. Default: 127.0.0.1 in demo mode (its users' passwords are published,
 *                          so only this machine may reach it), 0.0.0.0 otherwise.
 * NODE_ENV                 development | production | test (development). production turns on the strict checks.
 * DATABASE_URL             postgres://… connection string. Unset → embedded PGlite in DATA_DIR/pglite
 *                          (single process only; for trying Brigade out, not for production).
 * DATA_DIR                 folder for the embedded database, its lock file and the generated session secret (./data).
 * DEMO                     true | false. Seeds the demo users (password `<username>-demo-2026`) into an empty
 *                          database. Default: true when DATABASE_URL is unset and NODE_ENV is not production.
 *                          Refused with NODE_ENV=production.
 * SESSION_SECRET           key that signs session tokens, at least 32 characters. Required in production.
 *                          Otherwise generated once and kept in DATA_DIR/session-secret.
 * SESSION_TTL_HOURS        lifetime of a login session in hours (12).
 * SESSION_CACHE_SECONDS    how long a live session, once read, is taken from memory instead of the database (5;
 *                          0 turns the cache off). A logout or password change clears it on every instance at once.
 * COOKIE_SECURE            true | false. Secure session cookie, HSTS and upgrade-insecure-requests; turn on behind
 *                          TLS (default: true in production, false otherwise).
 * TRUST_PROXY              true | false | hop count | comma-separated proxy addresses, as Fastify's trustProxy
 *                          (false). Set it behind a reverse proxy so client IPs and hosts are right.
 * LOG_LEVEL                fatal | error | warn | info | debug | trace | silent (info).
 * WEB_DIST                 folder of the built web app (apps/web/dist of this repository).
 * INITIAL_SUPER_USERNAME   with INITIAL_SUPER_PASSWORD (12–128 characters) and optionally INITIAL_SUPER_EMAIL:
 * INITIAL_SUPER_EMAIL        the first SUPER (Administration) user, created only when the users table is empty
 * INITIAL_SUPER_PASSWORD     and DEMO is off. In production an empty users table without them refuses to start.
 * BROADCAST_KEY            optional shared secret (16 to 200 characters) that lets a deploy script broadcast a new
 *                          app version (POST /api/v1/system/version with body `key`) without a session.
 * LOGIN_RATE_LIMIT_MAX     failed logins allowed per client IP and username within the window (10).
 * LOGIN_RATE_LIMIT_WINDOW_MINUTES  that window in minutes (5).
 * RATE_LIMIT_MAX           requests per client IP per minute for every other route (6000).
 * METRICS_KEY              optional bearer token (16 to 200 characters) that GET /metrics requires
 *                          (Authorization: Bearer followed by the key). Unset, /metrics answers only requests
 *                          made on this machine (loopback address, no X-Forwarded-For or Forwarded header);
 *                          403 to others.
 * BACKUP_DIR               folder that `npm run backup` writes its timestamped files into (./backups).
 * RESPONSE_CHECK           true | false. Checks the answers of the routes that build their schema's shape exactly
 *                          (the large ones, ADR 072) against that schema before sending them; every other answer
 *                          is always checked. Default: false in production, true otherwise (tests, development).
 * The outside services' variables (booking, recipe data, object store, e-mail, jobs): config-integrations.ts.
 * What labels print (producer, shelf life, public address): config-labels.ts.
 * Who invoices are paid to (creditor, IBAN, payment days): config-invoices.ts.
 * The payment port (the card provider's key, webhook secret and API): config-payments.ts.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The app version is the root package.json "version": one number for server and web. */
export const appVersion: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const bool = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: `${name} must be true or false` })
    .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be at least ${min}` })
    .max(max, { error: `${name} must be at most ${max}` });

const envSchema = z.object({
  PORT: int('PORT', 0, 65535).default(3000),
  HOST: z.string().optional(),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO: bool('DEMO').optional(),
  SESSION_SECRET: z.string().min(32, { error: 'SESSION_SECRET must be at least 32 characters' }).optional(),
  SESSION_TTL_HOURS: int('SESSION_TTL_HOURS', 1, 24 * 90).default(12),
  SESSION_CACHE_SECONDS: int('SESSION_CACHE_SECONDS', 0, 60).default(5),
  COOKIE_SECURE: bool('COOKIE_SECURE').optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST: z.string().optional(),
  INITIAL_SUPER_USERNAME: z.string().max(100, { error: 'INITIAL_SUPER_USERNAME is too long' }).optional(),
  INITIAL_SUPER_EMAIL: z.email({ error: 'INITIAL_SUPER_EMAIL must be an e-mail address' }).optional(),
  INITIAL_SUPER_PASSWORD: z
    .string()
    .min(12, { error: 'INITIAL_SUPER_PASSWORD must be at least 12 characters' })
    .max(128, { error: 'INITIAL_SUPER_PASSWORD must be at most 128 characters' })
    .optional(),
  BROADCAST_KEY: z
    .string()
    .min(16, { error: 'BROADCAST_KEY must be at least 16 characters' })
    .max(200, { error: 'BROADCAST_KEY must be at most 200 characters' })
    .optional(),
  LOGIN_RATE_LIMIT_MAX: int('LOGIN_RATE_LIMIT_MAX', 1, 1_000_000).default(10),
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: int('LOGIN_RATE_LIMIT_WINDOW_MINUTES', 1, 24 * 60).default(5),
  RATE_LIMIT_MAX: int('RATE_LIMIT_MAX', 1, 100_000_000).default(6000),
  RESPONSE_CHECK: bool('RESPONSE_CHECK').optional(),
  METRICS_KEY: z
    .string()
    .min(16, { error: 'METRICS_KEY must be at least 16 characters' })
    .max(200, { error: 'METRICS_KEY must be at most 200 characters' })
    .optional(),
  BACKUP_DIR: z.string().default('./backups'),
  ...integrationEnv,
  ...labelEnv,
  ...invoiceEnv,
  ...paymentsEnv,
});

export type TrustProxy = boolean | number | string;

export interface Config extends IntegrationConfig {
  labels: LabelConfig;
  invoices: InvoiceConfig;
  /** The payment port: Stripe's API (undefined: local, Brigade's own pay page) and the webhook keys. */
  payments: PaymentsConfig;
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  databaseUrl: string | undefined;
  dataDir: string;
  demo: boolean;
  /** Undefined until resolved (see session-secret.ts): only production insists on it. */
  sessionSecret: string | undefined;
  sessionTtlHours: number;
  /** Seconds a live session is taken from memory once read (0: off), ADR 079. */
  sessionCacheSeconds: number;
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  /** Whether the answers of routes built to their schema exactly are checked against it too (ADR 072). */
  responseCheck: boolean;
  initialSuper: { username: string; email: string | undefined; password: string } | undefined;
  broadcastKey: string | undefined;
  /** The bearer token /metrics requires; undefined: only this machine may read it (ADR 081). */
  metricsKey: string | undefined;
  /** Where `npm run backup` writes (ADR 081). */
  backupDir: string;
  loginRateLimit: { max: number; windowMinutes: number };
  rateLimitMax: number;
  appVersion: string;
}

type Env = z.infer<typeof envSchema>;

/** Every variable's schema, for the configuration reference in docs/operations.md (`npm run docs:config`). */
export const envVariables: Readonly<Record<string, z.ZodType>> = envSchema.shape;

export { ConfigError };

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Parses the variables; the first bad one stops the start with a message that names it. */
function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable counts as unset, so `PORT=` in a .env file means "use the default", not port 0.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const message = issue?.message ?? 'is invalid';
    throw new ConfigError(message.startsWith(name) ? message : `${name}: ${message}`);
  }
  return parsed.data;
}

/** Variables that only work together: one without the other names the missing one. */
function requireBoth(e: Env, first: keyof Env, second: keyof Env): void {
  if (Boolean(e[first]) === Boolean(e[second])) return;
  const [given, missing] = e[first] ? [first, second] : [second, first];
  throw new ConfigError(`${missing} is required when ${given} is set`);
}

/** The checks across variables, in the order their messages are reported. */
function checkCombinations(e: Env): void {
  const production = e.NODE_ENV === 'production';
  if (production && e.DEMO === true) {
    throw new ConfigError(
      'DEMO=true is refused with NODE_ENV=production: demo users have published passwords',
    );
  }
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError(
      'SESSION_SECRET is required with NODE_ENV=production (at least 32 random characters)',
    );
  }
  checkIntegrations(e, (first, second) => requireBoth(e, first, second));
  checkPayments(e);
  requireBoth(e, 'INITIAL_SUPER_USERNAME', 'INITIAL_SUPER_PASSWORD');
}

/** Where the server listens and what it serves. */
function readServer(e: Env) {
  const production = e.NODE_ENV === 'production';
  // Demo data by default only for trying Brigade out: embedded database, not production.
  const demo = e.DEMO ?? (!e.DATABASE_URL && !production);
  return {
    port: e.PORT,
    // Safe by default (issue 23): a demo server, whose passwords are in the README, listens on this machine only
    // unless HOST says otherwise.
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    demo,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? `${repoRoot}apps/web/dist`,
    responseCheck: e.RESPONSE_CHECK ?? !production,
    backupDir: e.BACKUP_DIR,
  };
}

/** Sessions, the first user and the limits that protect logins and routes. */
function readSecurity(e: Env) {
  return {
    sessionSecret: e.SESSION_SECRET,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    initialSuper:
      e.INITIAL_SUPER_USERNAME && e.INITIAL_SUPER_PASSWORD
        ? {
            username: e.INITIAL_SUPER_USERNAME,
            email: e.INITIAL_SUPER_EMAIL,
            password: e.INITIAL_SUPER_PASSWORD,
          }
        : undefined,
    broadcastKey: e.BROADCAST_KEY,
    metricsKey: e.METRICS_KEY,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_MAX, windowMinutes: e.LOGIN_RATE_LIMIT_WINDOW_MINUTES },
    rateLimitMax: e.RATE_LIMIT_MAX,
  };
}

/** Reads and checks the environment; throws ConfigError with a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  checkCombinations(e);
  let labels: LabelConfig;
  try {
    labels = readLabels(e);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    ...readServer(e),
    ...readSecurity(e),
    ...readIntegrations(e, e.DATA_DIR),
    labels,
    invoices: readInvoices(e),
    payments: readPayments(e),
    appVersion,
  };
}
