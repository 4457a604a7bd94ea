import type { LogisticsEnv } from '@brigade/domain/logistics/payload-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { IntegrationConfig } from './config-integrations.ts';
import type { Integrations } from './integrations/select.ts';
import type { ObjectStore } from './integrations/storage/port.ts';
import type { JobQueue } from './lib/job-queue.ts';
import type { RecipeDataService } from './integrations/recipe-data/port.ts';
import type { CoreDeps } from './lib/module.ts';
import type { InvoiceConfig } from './config-invoices.ts';
import type { LabelConfig } from './config-labels.ts';
import type { AuthSettings } from './modules/auth/module.ts';
import type { Database } from './db/client.ts';

/** What the API modules get from the app (app.ts): the core, the stores, settings and outside services. */
export interface ModulesDeps {
  core: CoreDeps;
  /** Where menus, shopping lists, inventory and chef notes are published. */
  store: ObjectStore;
  log: FastifyBaseLogger;
  auth: AuthSettings;
  /** LISTEN/NOTIFY between instances (the session cache, ADR 079). */
  database: Pick<Database, 'db' | 'listen'>;
  recipeData: { service: RecipeDataService; log: (error: unknown) => void };
  /** The job queue, the outside services (with their modes), the e-mail sender and the shop's settings. */
  operations: {
    queue: JobQueue;
    integrations: Integrations;
    mailFrom: string;
    shop: IntegrationConfig['shop'];
    /** Sends a server event to every open app (the SSE hub, bound late: it is made after the modules). */
    publishEvent: (event: { event: string; data: unknown }) => Promise<void>;
    /** The external logistics service's environment, named in every publish payload. */
    logisticsEnv: LogisticsEnv;
    /** What labels print besides the food, and the public address of their QR codes. */
    labels: LabelConfig;
    /** Who invoices are paid to, and when. */
    invoices: InvoiceConfig;
  };
}
