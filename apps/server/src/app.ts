export type { BuildOptions } from './build-options.ts';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BuildOptions } from './build-options.ts';
import { openDatabase } from './db/client.ts';
import { selectIntegrations } from './integrations/select.ts';
import { systemClock } from './lib/clock.ts';
import { createJobQueue } from './lib/job-queue.ts';
import { createAuditModule } from './modules/audit/module.ts';
import { createSystemModule } from './modules/system/module.ts';
import { accessPlugin } from './plugins/access.ts';
import { bookingCachePlugin } from './plugins/booking-cache.ts';
import { registerCompression } from './plugins/compression.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { eventsPlugin } from './plugins/events.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { checkReadiness } from './ops/readiness.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestBasicsPlugin } from './plugins/request-basics.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createModules } from './modules.ts';
import { bootstrap } from './seed/bootstrap.ts';
import { demoSeeds } from './seed/demo-seeds.ts';
import { serverOptions } from './server-options.ts';
import { resolveSessionSecret } from './session-secret.ts';

/** Builds the Fastify instance: plugins, then modules (ADR 015). Migrates and seeds the database. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const app = Fastify(serverOptions(config, options.logger)).withTypeProvider<ZodTypeProvider>();
  try {
    app.addHook('onClose', async () => database.close());
    const integrations = selectIntegrations(config, options, app.log);
    const { booking, recipeData, store } = integrations;
    app.addHook('onClose', async () => store.close?.());
    const queue = createJobQueue({
      database,
      log: { error: (err, message) => app.log.error({ err }, message) },
      publish: (progress) => app.events.publish({ event: 'job-progress', data: progress }),
      pollingSeconds: options.jobPollingSeconds,
      work: config.jobWorkers,
    });
    app.addHook('preClose', () => queue.stop());

    const { db } = database;
    const core = { db, clock, ...createAuditModule({ db, clock }).services };
    const modules = createModules({
      core,
      store,
      log: app.log,
      operations: {
        queue,
        integrations,
        mailFrom: config.mailFrom,
        shop: config.shop,
        publishEvent: (event) => app.events.publish(event),
        logisticsEnv: config.logisticsEnv,
        labels: config.labels,
        invoices: config.invoices,
      },
      auth: { ...config, sessionSecret: resolveSessionSecret(config, (message) => app.log.warn(message)) },
      database,
      recipeData: { service: recipeData, log: (err) => app.log.warn({ err }, 'recipe-data lookup failed') },
    });

    await app.register(requestBasicsPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(cookie);
    await app.register(securityPlugin, { cookieSecure: config.cookieSecure });
    await app.register(rateLimitPlugin, { max: config.rateLimitMax, database });
    await app.register(accessPlugin, {
      auth: modules.auth.services.auth,
      keys: { broadcast: config.broadcastKey },
    });
    await app.register(metricsPlugin, {
      metricsKey: config.metricsKey,
      database,
      jobNames: () => queue.names,
    });
    await app.register(bookingCachePlugin, { booking });
    await app.register(openApiPlugin, { version: config.appVersion });
    await app.register(eventsPlugin, { database, keepAliveMs: options.keepAliveMs });
    const system = createSystemModule({
      ...core,
      events: app.events,
      ownVersion: config.appVersion,
      databaseKind: database.kind,
      store,
      readiness: () => checkReadiness(database),
    });

    const seeds = demoSeeds(
      { db, clock, delivery: modules.delivery.services },
      {
        customers: options.demoCustomers,
        weeksHistory: options.demoWeeksHistory,
        recipes: options.demoRecipes,
      },
    );
    await database.migrate(() =>
      bootstrap(
        config,
        { ...modules.users.services, ...modules.allergens.services, ...system.services, ...seeds },
        app.log,
      ),
    );
    await app.register(
      async (api) => {
        await registerCompression(api);
        for (const module of [system, ...modules.list]) await api.register(module.routes);
      },
      { prefix: '/api/v1' },
    );
    await queue.start();
    if (options.extraRoutes) await app.register(async (scope) => options.extraRoutes?.(scope));
    await app.register(webAppPlugin, { webDist: config.webDist });
    await app.ready();
    return app;
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
