import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { BookingService } from './integrations/booking/port.ts';
import type { MailTransport } from './integrations/mail/port.ts';
import type { RecipeDataService } from './integrations/recipe-data/port.ts';
import type { Clock } from './lib/clock.ts';

/** What `buildApp` takes: the configuration, and what tests replace. */
export interface BuildOptions {
  config: Config;
  /** An open database (tests inject a migrated copy); otherwise opened from the config. */
  database?: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** SSE keep-alive period (tests shorten it). */
  keepAliveMs?: number;
  /** The booking funnel whose caches writes flush; tests pass a local one to read or fail it. */
  booking?: BookingService;
  /** The recipe-data service for nutrient lookups; tests pass one, otherwise from RECIPE_DATA_URL. */
  recipeData?: RecipeDataService;
  /** Where e-mail goes; tests pass one, otherwise SMTP_URL's server or the outbox only. */
  mail?: MailTransport;
  /** How often an idle job worker looks for work, in seconds (2; tests shorten it). */
  jobPollingSeconds?: number;
  /** Extra routes registered before the app is ready (tests use it to prove the fail-closed policy). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** Demo mode: how many demo customers to seed into a database without customers (300; 0 = none). */
  demoCustomers?: number;
  /** Demo mode: weeks of history for the demo customers (104; 4 = only the demo's own past weeks). */
  demoWeeksHistory?: number;
  /** Demo mode: seed the demo suppliers, ingredients and recipes (default true; test templates leave them out). */
  demoRecipes?: boolean;
}
