import path from 'node:path';
import { LOGISTICS_ENVS, type LogisticsEnv } from '@brigade/domain/logistics/payload-schemas';
import { z } from 'zod';
import { accountingEnv, checkAccounting, readAccounting } from './config-accounting.ts';
import { ConfigError } from './config-error.ts';
import { checkPostal, postalEnv, readPostal, type PostalConfig } from './config-postal.ts';

/**
 * Environment variables of the outside services (part of the server's configuration, config.ts):
 *
 * BOOKING_SERVICE_URL      optional base address of the booking service (http:// or https://). Set, a change to
 *                          allergens, chat preferences, discounts, postcodes, blocked dates or pick-up points
 *                          flushes the booking funnel's cache there (POST {url}/flush_cache). Unset, flushes are
 *                          only logged (no booking funnel to tell).
 * BOOKING_SERVICE_KEY      the shared secret of that flush call (at least 16 characters); required with the URL.
 * RECIPE_DATA_URL          optional base address of the recipe-data service (Spoonacular food API, e.g.
 *                          https://api.spoonacular.com). Set, chefs can look an ingredient's nutrients up there;
 *                          unset, the lookup is hidden (Brigade computes nutrition from its own ingredient data).
 * RECIPE_DATA_KEY          that service's API key; required with the URL.
 * OBJECT_STORE_DIR         folder of the local object store (DATA_DIR/objects): recipe analyses (latest and
 *                          timestamped) and other stored documents, one file per key.
 * S3_BUCKET                optional: keep the object store in this S3 bucket instead of OBJECT_STORE_DIR.
 * S3_REGION                the bucket's region (us-east-1).
 * S3_ENDPOINT              optional address of an S3-compatible service (http:// or https://; path-style requests).
 * S3_ACCESS_KEY_ID         with S3_SECRET_ACCESS_KEY: the key pair; unset, the AWS SDK's own credential chain
 * S3_SECRET_ACCESS_KEY       (environment, instance role) is used.
 * SMTP_URL                 optional SMTP server for outgoing e-mail: smtp://user:password@host:587 (STARTTLS when
 *                          offered) or smtps://user:password@host:465. Unset, e-mail is kept in the outbox only
 *                          (the developers' tools show it); set, it is sent and also kept there.
 * MAIL_FROM                the sender of every e-mail, e.g. "Kitchen <kitchen@example.ch>"; required with SMTP_URL
 *                          (Brigade <brigade@localhost> otherwise).
 * SHOP_URL                 optional address of the shop, e.g. https://brigade.myshopify.com: the shop-admin links of
 *                          shop orders, and (with SHOP_CLIENT_ID and SHOP_CLIENT_SECRET) its Admin API for catching
 *                          up on orders.
 * SHOP_API_VERSION         the shop's Admin API version, pinned (2026-07).
 * SHOP_CLIENT_ID           with SHOP_CLIENT_SECRET: the shop app's client credentials (the token is fetched with
 * SHOP_CLIENT_SECRET         them); both or neither, and SHOP_URL with them.
 * SHOP_WEBHOOK_SECRET      the key the shop signs its order webhooks with (at least 16 characters). Unset, the
 *                          webhook refuses every delivery.
 * VBOUT_KEY                with VBOUT_LIST_ID: the e-mail marketing provider's API key and the list customers are
 * VBOUT_LIST_ID              signed up to; both or neither. Unset, a sign-up is only recorded in Brigade.
 * VBOUT_URL                its API address (https://api.vbout.com/1).
 * APPSTLE_KEY              optional API key of the subscription service: set, the subscription tool lists its
 *                          contracts and pauses, resumes or cancels them; unset, the tool says it is not connected.
 * APPSTLE_URL              its address (https://subscription-admin.appstle.com).
 * LOGISTICS_URL            optional base address of the external logistics service (http:// or https://). Set,
 *                          with LOGISTICS_TOKEN, the external logistics screen lists its orders of a date and
 *                          changes their status; unset, Brigade's own tracking is the courier (local mode).
 * LOGISTICS_TOKEN          its private token, sent as the private-token header; required with the URL.
 * LOGISTICS_TENANT_ID      optional: our tenant at that service, sent with every new order.
 * LOGISTICS_ENV            the environment named in every publish payload and given to new orders: live,
 *                          live-test, staging or test (test); live keeps the payloads under logistics/prod/.
 * GOOGLE_DRIVE_FOLDER_ID   optional file-storage folder that holds the year folders (with their 'WK ' week folders)
 *                          for the hours import and the kitchen's sheets; set, with GOOGLE_SERVICE_ACCOUNT_JSON.
 * GOOGLE_SERVICE_ACCOUNT_JSON  the service account's key file content (JSON with client_email and private_key);
 *                          share the folder with that account (read-only access is enough).
 * GOOGLE_API_URL           the services' address, for a stand-in (Google's own when unset).
 * GOOGLE_ACCESS_TOKEN      instead of the service account: a ready access token (a stand-in, a short test).
 * POSTAL_*                 the postal service (config-postal.ts): credentials, franking licences, sender.
 * ACCOUNTING_*             the accounting service (config-accounting.ts): OAuth app, API, return address.
 * JOB_WORKERS              true | false (true). false: this instance queues long work (imports, sign-ups, e-mail)
 *                          but leaves it to the other instances; at least one instance must work jobs.
 */
export const integrationEnv = {
  BOOKING_SERVICE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'BOOKING_SERVICE_URL must start with http:// or https://' })
    .optional(),
  BOOKING_SERVICE_KEY: z
    .string()
    .min(16, { error: 'BOOKING_SERVICE_KEY must be at least 16 characters' })
    .optional(),
  RECIPE_DATA_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'RECIPE_DATA_URL must start with http:// or https://' })
    .optional(),
  RECIPE_DATA_KEY: z.string().optional(),
  OBJECT_STORE_DIR: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'S3_BUCKET must be a valid bucket name' })
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'S3_ENDPOINT must start with http:// or https://' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().max(254).optional(),
  SHOP_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'SHOP_URL must start with http:// or https://' })
    .optional(),
  SHOP_API_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}$/, { error: 'SHOP_API_VERSION must look like 2026-07' })
    .default('2026-07'),
  SHOP_CLIENT_ID: z.string().max(200).optional(),
  SHOP_CLIENT_SECRET: z.string().max(500).optional(),
  SHOP_WEBHOOK_SECRET: z
    .string()
    .min(16, { error: 'SHOP_WEBHOOK_SECRET must be at least 16 characters' })
    .max(500)
    .optional(),
  VBOUT_KEY: z.string().max(500).optional(),
  VBOUT_LIST_ID: z.string().max(100).optional(),
  VBOUT_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'VBOUT_URL must start with http:// or https://' })
    .default('https://api.vbout.com/1'),
  APPSTLE_KEY: z.string().max(500).optional(),
  APPSTLE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'APPSTLE_URL must start with http:// or https://' })
    .default('https://subscription-admin.appstle.com'),
  LOGISTICS_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'LOGISTICS_URL must start with http:// or https://' })
    .optional(),
  LOGISTICS_TOKEN: z.string().max(500).optional(),
  LOGISTICS_TENANT_ID: z.string().max(200).optional(),
  LOGISTICS_ENV: z
    .enum(LOGISTICS_ENVS, { error: `LOGISTICS_ENV must be one of ${LOGISTICS_ENVS.join(', ')}` })
    .default('test'),
  GOOGLE_DRIVE_FOLDER_ID: z.string().max(200).optional(),
  GOOGLE_SERVICE_ACCOUNT_JSON: z
    .string()
    .max(20_000)
    .transform((text, ctx) => {
      try {
        const key = JSON.parse(text) as { client_email?: unknown; private_key?: unknown };
        if (typeof key.client_email === 'string' && typeof key.private_key === 'string') {
          return { client_email: key.client_email, private_key: key.private_key };
        }
      } catch {
        // reported below
      }
      ctx.addIssue({
        code: 'custom',
        message: 'GOOGLE_SERVICE_ACCOUNT_JSON must be JSON with client_email and private_key',
      });
      return z.NEVER;
    })
    .optional(),
  GOOGLE_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, { error: 'GOOGLE_API_URL must start with http:// or https://' })
    .optional(),
  GOOGLE_ACCESS_TOKEN: z.string().max(4000).optional(),
  JOB_WORKERS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'JOB_WORKERS must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .default(true),
  ...postalEnv,
  ...accountingEnv,
};

type IntegrationEnv = z.infer<z.ZodObject<typeof integrationEnv>>;

export interface IntegrationConfig {
  /** The live booking service whose caches writes flush; undefined: flushes are only logged. */
  bookingService: { url: string; key: string } | undefined;
  /** The recipe-data service where chefs look up an ingredient's nutrients; undefined: none, the lookup is hidden. */
  recipeData: { url: string; key: string } | undefined;
  /** Folder of the local object store (recipe analyses and other stored documents). */
  objectStoreDir: string;
  /** Set: the object store is this S3 bucket instead of the folder. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
  /** Set: e-mail is sent through this SMTP server (and kept in the outbox); unset, only kept. */
  smtpUrl: string | undefined;
  /** The sender of every e-mail. */
  mailFrom: string;
  /** Off: this instance queues jobs but works none. */
  jobWorkers: boolean;
  /** The e-mail marketing list; undefined: sign-ups are only recorded. */
  newsletter: { url: string; key: string; listId: string } | undefined;
  /** The file-storage service; undefined: not connected (screens take uploads). */
  files:
    | {
        rootFolderId: string;
        credentials?: { client_email: string; private_key: string };
        accessToken?: string;
        rootUrl?: string;
      }
    | undefined;
  /** The subscription service; undefined: not connected. */
  subscriptions: { url: string; key: string } | undefined;
  /** The external logistics service (ADR 066); undefined: local mode, our own tracking is the courier. */
  courier: { url: string; token: string; tenantId: string | undefined; env: LogisticsEnv } | undefined;
  /** The postal service (ADR 067): live credentials (undefined: local), franking licences and the sender. */
  postal: PostalConfig;
  /** The accounting service: its OAuth app and API (undefined: local) and the login's return address. */
  accounting: ReturnType<typeof readAccounting>;
  /** Named in every publish payload (ADR 066); `live` also puts the payloads under logistics/prod/. */
  logisticsEnv: LogisticsEnv;
  /** The shop: its address (admin links), API credentials (live) and webhook key. */
  shop: {
    url: string | undefined;
    apiVersion: string;
    credentials: { clientId: string; clientSecret: string } | undefined;
    webhookSecret: string | undefined;
  };
}

/** Variables that only work together; `requireBoth` names the missing one of a pair. */
export function checkIntegrations(
  e: IntegrationEnv,
  requireBoth: (first: keyof IntegrationEnv, second: keyof IntegrationEnv) => void,
): void {
  requireBoth('BOOKING_SERVICE_URL', 'BOOKING_SERVICE_KEY');
  requireBoth('RECIPE_DATA_URL', 'RECIPE_DATA_KEY');
  requireBoth('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY');
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
  }
  requireBoth('SMTP_URL', 'MAIL_FROM');
  requireBoth('SHOP_CLIENT_ID', 'SHOP_CLIENT_SECRET');
  requireBoth('VBOUT_KEY', 'VBOUT_LIST_ID');
  requireBoth('LOGISTICS_URL', 'LOGISTICS_TOKEN');
  checkPostal(e);
  checkAccounting(e);
  if (e.GOOGLE_DRIVE_FOLDER_ID && !e.GOOGLE_SERVICE_ACCOUNT_JSON && !e.GOOGLE_ACCESS_TOKEN) {
    throw new ConfigError('GOOGLE_SERVICE_ACCOUNT_JSON is required when GOOGLE_DRIVE_FOLDER_ID is set');
  }
  if (e.SHOP_CLIENT_ID && !e.SHOP_URL)
    throw new ConfigError('SHOP_URL is required when SHOP_CLIENT_ID is set');
}

/** The outside services: the booking funnel, recipe data, the object store, e-mail and the job workers. */
export function readIntegrations(e: IntegrationEnv, dataDir: string): IntegrationConfig {
  return {
    bookingService:
      e.BOOKING_SERVICE_URL && e.BOOKING_SERVICE_KEY
        ? { url: e.BOOKING_SERVICE_URL, key: e.BOOKING_SERVICE_KEY }
        : undefined,
    recipeData:
      e.RECIPE_DATA_URL && e.RECIPE_DATA_KEY ? { url: e.RECIPE_DATA_URL, key: e.RECIPE_DATA_KEY } : undefined,
    objectStoreDir: e.OBJECT_STORE_DIR ?? path.join(dataDir, 'objects'),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Brigade <brigade@localhost>',
    jobWorkers: e.JOB_WORKERS,
    newsletter:
      e.VBOUT_KEY && e.VBOUT_LIST_ID
        ? { url: e.VBOUT_URL, key: e.VBOUT_KEY, listId: e.VBOUT_LIST_ID }
        : undefined,
    files: e.GOOGLE_DRIVE_FOLDER_ID
      ? {
          rootFolderId: e.GOOGLE_DRIVE_FOLDER_ID,
          ...(e.GOOGLE_SERVICE_ACCOUNT_JSON ? { credentials: e.GOOGLE_SERVICE_ACCOUNT_JSON } : {}),
          ...(e.GOOGLE_ACCESS_TOKEN ? { accessToken: e.GOOGLE_ACCESS_TOKEN } : {}),
          ...(e.GOOGLE_API_URL ? { rootUrl: e.GOOGLE_API_URL } : {}),
        }
      : undefined,
    subscriptions: e.APPSTLE_KEY ? { url: e.APPSTLE_URL, key: e.APPSTLE_KEY } : undefined,
    courier:
      e.LOGISTICS_URL && e.LOGISTICS_TOKEN
        ? {
            url: e.LOGISTICS_URL,
            token: e.LOGISTICS_TOKEN,
            tenantId: e.LOGISTICS_TENANT_ID,
            env: e.LOGISTICS_ENV,
          }
        : undefined,
    logisticsEnv: e.LOGISTICS_ENV,
    postal: readPostal(e),
    accounting: readAccounting(e),
    shop: {
      url: e.SHOP_URL,
      apiVersion: e.SHOP_API_VERSION,
      credentials:
        e.SHOP_CLIENT_ID && e.SHOP_CLIENT_SECRET
          ? { clientId: e.SHOP_CLIENT_ID, clientSecret: e.SHOP_CLIENT_SECRET }
          : undefined,
      webhookSecret: e.SHOP_WEBHOOK_SECRET,
    },
  };
}
