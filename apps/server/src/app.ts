import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createAllergenBlocksService } from './modules/allergens/block-service.ts';
import { allergenBlockRoutes } from './modules/allergens/block-routes.ts';
import { allergensRoutes } from './modules/allergens/routes.ts';
import { ingredientsRoutes } from './modules/ingredients/routes.ts';
import { createIngredientsService } from './modules/ingredients/service.ts';
import { createIngredientSpecsService } from './modules/ingredients/spec-service.ts';
import { suppliersRoutes } from './modules/suppliers/routes.ts';
import { createSuppliersService } from './modules/suppliers/service.ts';
import { createAllergensService } from './modules/allergens/service.ts';
import { recipesRoutes } from './modules/recipes/routes.ts';
import { createRecipesService } from './modules/recipes/service.ts';
import { createAuditService } from './modules/audit/service.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { createAvailabilityService } from './modules/availability/service.ts';
import { chatPreferencesRoutes } from './modules/chat-preferences/routes.ts';
import { createChatPreferencesService } from './modules/chat-preferences/service.ts';
import { discountsRoutes } from './modules/discounts/routes.ts';
import { createDiscountsService } from './modules/discounts/service.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { pickUpPointsRoutes } from './modules/pick-up-points/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { createPickUpPointsService } from './modules/pick-up-points/service.ts';
import { createCustomersService } from './modules/customers/service.ts';
import { customersRoutes } from './modules/customers/routes.ts';
import { allergenMatchingRoutes } from './modules/allergen-matching/routes.ts';
import { createAllergenMatchingService } from './modules/allergen-matching/service.ts';
import { createLoginLimiter } from './modules/auth/login-limiter.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { createSystemService } from './modules/system/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { eventsPlugin } from './plugins/events.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { bookingCachePlugin } from './plugins/booking-cache.ts';
import { createLiveBooking } from './integrations/booking/live.ts';
import { createLocalBooking } from './integrations/booking/local.ts';
import type { BookingService } from './integrations/booking/port.ts';
import { createLiveRecipeData } from './integrations/recipe-data/live.ts';
import { createLocalRecipeData } from './integrations/recipe-data/local.ts';
import type { RecipeDataService } from './integrations/recipe-data/port.ts';
import { recipeDataRoutes } from './modules/recipe-data/routes.ts';
import { createRecipeDataLookup } from './modules/recipe-data/service.ts';
import { bootstrap } from './seed/bootstrap.ts';
import { seedControlsDemo } from './seed/controls-demo.ts';
import { seedDeliveryDemo } from './seed/delivery-demo.ts';
import { seedCustomersDemo } from './seed/customers-demo.ts';
import { seedRecipesDemo } from './seed/recipes-demo.ts';
import { seedKitchenDemo } from './seed/kitchen-demo.ts';
import { createDeliveryServices, deliveryRoutes } from './modules/delivery/module.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { weekRoutes } from './modules/week/routes.ts';
import { createWeekService } from './modules/week/service.ts';
import { specialProgrammesRoutes } from './modules/special-programmes/routes.ts';
import { createSpecialProgrammesService } from './modules/special-programmes/service.ts';
import { groupsRoutes } from './modules/groups/routes.ts';
import { recipeNotesRoutes } from './modules/recipe-notes/routes.ts';
import { createRecipeNotesService } from './modules/recipe-notes/service.ts';
import { recipeFeedbackRoutes } from './modules/recipe-feedback/routes.ts';
import { createRecipeFeedbackService } from './modules/recipe-feedback/service.ts';
import { recipeExportRoutes } from './modules/recipe-export/routes.ts';
import { createRecipeExportService } from './modules/recipe-export/service.ts';
import { nutritionalInfoRoutes } from './modules/nutritional-info/routes.ts';
import { createNutritionalInfoService } from './modules/nutritional-info/service.ts';
import { createGroupsService } from './modules/groups/service.ts';
import { nutritionRoutes } from './modules/nutrition/routes.ts';
import { createNutritionService } from './modules/nutrition/service.ts';
import { createLocalObjectStore } from './integrations/storage/local.ts';
import { createS3ObjectStore } from './integrations/storage/s3.ts';
import { portionsOfDates } from './modules/production/kitchen-days.ts';
import { productionRoutes } from './modules/production/routes.ts';
import { createProductionService } from './modules/production/service.ts';
import { shoppingListsRoutes } from './modules/shopping-lists/routes.ts';
import { createShoppingListsService } from './modules/shopping-lists/service.ts';
import { bulkCalculationsRoutes } from './modules/bulk-calculations/routes.ts';
import { inventoryRoutes } from './modules/inventory/routes.ts';
import { createInventoryService } from './modules/inventory/service.ts';
import { chefNotesRoutes } from './modules/chef-notes/routes.ts';
import { createChefNotesService } from './modules/chef-notes/service.ts';
import { seedKitchenStockDemo } from './seed/kitchen-stock-demo.ts';
import { createBulkCalculationsService } from './modules/bulk-calculations/service.ts';
import { createAdditionalDaysService } from './modules/menus/additional-days.ts';
import { menusRoutes } from './modules/menus/routes.ts';
import { createMenusService } from './modules/menus/service.ts';

export interface BuildOptions {
  config: Config;
  /** An open database (tests inject a migrated copy); otherwise opened from the config. */
  database?: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** SSE keep-alive period (tests shorten it). */
  keepAliveMs?: number;
  /** The booking funnel whose caches writes flush (spec §7); tests pass a local one to read or fail it. */
  booking?: BookingService;
  /** The recipe-data service for nutrient lookups (spec §7); tests pass one, otherwise from RECIPE_DATA_URL. */
  recipeData?: RecipeDataService;
  /** Extra routes registered before the app is ready (tests use it to prove the fail-closed policy). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** Demo mode: how many demo customers to seed into a database without customers (300; 0 = none). */
  demoCustomers?: number;
  /** Demo mode: seed the demo suppliers, ingredients and recipes (default true; test templates leave them out). */
  demoRecipes?: boolean;
}

// An incoming x-request-id is kept (it ties our log lines to a proxy's) only when it is short and plain.
const requestIdPattern = /^[\w.:-]{1,128}$/;

/** Builds the Fastify instance: plugins, then modules. Migrates and seeds the database; returns a ready app. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));

  const app = Fastify({
    logger: options.logger ?? false,
    // A hop count becomes a function: Fastify's types do not take the number its docs describe.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  try {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // A POST without a body is validated as an empty object, so the client learns which fields are missing.
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });
    app.addHook('onClose', async () => {
      await database.close();
    });

    const audit = createAuditService({ db: database.db, clock });
    const users = createUsersService({ db: database.db, clock, audit });
    const auth = createAuthService({
      db: database.db,
      clock,
      sessionSecret: resolveSessionSecret(config, (message) => app.log.warn(message)),
      sessionTtlHours: config.sessionTtlHours,
      limiter: createLoginLimiter({
        max: config.loginRateLimit.max,
        windowMs: config.loginRateLimit.windowMinutes * 60_000,
        clock,
      }),
      users,
      audit,
    });
    const allergens = createAllergensService({ db: database.db, clock, audit });
    const blocks = createAllergenBlocksService({ db: database.db, clock, audit });
    const availability = createAvailabilityService({ db: database.db, clock, audit });
    const chatPreferences = createChatPreferencesService({ db: database.db, clock, audit });
    const pickUpPoints = createPickUpPointsService({ db: database.db, clock, audit });
    const discounts = createDiscountsService({ db: database.db, clock, audit });
    const analytics = createAnalyticsService({ db: database.db, clock });
    const week = createWeekService({ db: database.db, clock, audit });
    const specialProgrammes = createSpecialProgrammesService({ db: database.db, clock, audit });
    const groups = createGroupsService({ db: database.db, clock, audit });
    const recipeNotes = createRecipeNotesService({ db: database.db, clock, audit });
    const recipeFeedback = createRecipeFeedbackService({ db: database.db, clock, audit });
    const recipeExport = createRecipeExportService({ db: database.db, clock });
    const nutritionalInfo = createNutritionalInfoService({ db: database.db, clock, audit });
    const orders = createOrdersService({ db: database.db, clock, audit });
    const customers = createCustomersService({ db: database.db, clock, audit });
    const allergenMatching = createAllergenMatchingService({ db: database.db, clock, audit });
    const production = createProductionService({ db: database.db, clock, audit, matching: allergenMatching });
    const objectStore = config.s3
      ? createS3ObjectStore(config.s3)
      : createLocalObjectStore(config.objectStoreDir);
    app.addHook('onClose', async () => objectStore.close?.());
    const nutrition = createNutritionService({ db: database.db, clock, store: objectStore });
    // A failed object-store upload keeps the write and is logged (shopping lists, menus, inventory, chef notes).
    const storeLog = (error: unknown, message: string) => app.log.warn({ err: error }, message);
    const shoppingLists = createShoppingListsService({
      db: database.db,
      clock,
      audit,
      store: objectStore,
      portionsOf: (dates) => portionsOfDates(database.db, dates),
      log: storeLog,
    });
    const bulkCalculations = createBulkCalculationsService({ db: database.db, clock, audit, shoppingLists });
    const storeDeps = { db: database.db, clock, audit, store: objectStore, log: storeLog };
    const inventory = createInventoryService(storeDeps);
    const chefNotes = createChefNotesService(storeDeps);
    const recipes = createRecipesService({ db: database.db, clock, audit });
    const suppliers = createSuppliersService({ db: database.db, clock, audit });
    const ingredients = createIngredientsService({ db: database.db, clock, audit });
    const ingredientSpecs = createIngredientSpecsService({ db: database.db, clock, audit, suppliers });
    const additionalDays = createAdditionalDaysService({ db: database.db, clock, audit });
    const menus = createMenusService({
      db: database.db,
      clock,
      audit,
      store: objectStore,
      sources: { recipes, nutrition },
      additionalDays,
      log: storeLog,
    });

    await app.register(errorHandlerPlugin);
    await app.register(cookie);
    await app.register(securityPlugin, { cookieSecure: config.cookieSecure });
    await app.register(rateLimitPlugin, { max: config.rateLimitMax });
    await app.register(accessPlugin, { auth, keys: { broadcast: config.broadcastKey } });
    const booking =
      options.booking ??
      (config.bookingService
        ? createLiveBooking(config.bookingService)
        : createLocalBooking({ log: (keys) => app.log.info({ keys }, 'booking caches flushed (local)') }));
    await app.register(bookingCachePlugin, { booking });
    const recipeDataLookup = createRecipeDataLookup({
      service:
        options.recipeData ??
        (config.recipeData ? createLiveRecipeData(config.recipeData) : createLocalRecipeData()),
      log: (error) => app.log.warn({ err: error }, 'recipe-data lookup failed'),
    });
    await app.register(openApiPlugin, { version: config.appVersion });
    await app.register(eventsPlugin, { database, keepAliveMs: options.keepAliveMs });

    const system = createSystemService({
      db: database.db,
      clock,
      audit,
      events: app.events,
      ownVersion: config.appVersion,
    });
    const delivery = createDeliveryServices({ db: database.db, clock, audit });
    await database.migrate(() =>
      bootstrap(
        config,
        {
          users,
          allergens,
          blocks,
          system,
          seedControlsDemo: () => seedControlsDemo(database.db, clock),
          seedDeliveryDemo: () => seedDeliveryDemo(delivery, null),
          seedRecipesDemo:
            options.demoRecipes === false
              ? undefined
              : async () => {
                  await seedRecipesDemo(database.db, clock);
                  // Inventory and chef notes (issue 7): the notes name demo ingredients.
                  await seedKitchenStockDemo(database.db, clock);
                },
          // The kitchen demo assigns the demo recipes: without them (test templates) there is nothing to assign.
          seedKitchenDemo:
            options.demoRecipes === false
              ? undefined
              : async () => {
                  await seedKitchenDemo(database.db, clock);
                },
          seedCustomersDemo:
            options.demoCustomers === 0
              ? undefined
              : async () => {
                  await seedCustomersDemo(database.db, clock, { customers: options.demoCustomers });
                },
        },
        app.log,
      ),
    );

    await app.register(
      async (api) => {
        await api.register(systemRoutes, { system, databaseKind: database.kind });
        await api.register(authRoutes, { auth, cookieSecure: config.cookieSecure });
        await api.register(usersRoutes, { users, auth });
        await api.register(allergensRoutes, { allergens });
        await api.register(allergenBlockRoutes, { blocks });
        await api.register(availabilityRoutes, { availability });
        await api.register(chatPreferencesRoutes, { chatPreferences });
        await api.register(pickUpPointsRoutes, { pickUpPoints });
        await api.register(discountsRoutes, { discounts });
        await api.register(analyticsRoutes, { analytics });
        await api.register(specialProgrammesRoutes, { specialProgrammes });
        await api.register(groupsRoutes, { groups });
        await api.register(recipeNotesRoutes, { recipeNotes });
        await api.register(recipeFeedbackRoutes, { recipeFeedback });
        await api.register(recipeExportRoutes, { recipeExport });
        await api.register(nutritionalInfoRoutes, { nutritionalInfo });
        await api.register(deliveryRoutes, delivery);
        await api.register(weekRoutes, { week });
        await api.register(ordersRoutes, { orders });
        await api.register(customersRoutes, { customers });
        await api.register(allergenMatchingRoutes, { matching: allergenMatching });
        await api.register(nutritionRoutes, { nutrition });
        await api.register(recipesRoutes, { recipes });
        await api.register(suppliersRoutes, { suppliers });
        await api.register(ingredientsRoutes, { ingredients, specs: ingredientSpecs });
        await api.register(recipeDataRoutes, { lookup: recipeDataLookup });
        await api.register(shoppingListsRoutes, { shoppingLists });
        await api.register(menusRoutes, { menus, additionalDays });
        await api.register(productionRoutes, { production });
        await api.register(bulkCalculationsRoutes, { bulk: bulkCalculations });
        await api.register(inventoryRoutes, { inventory });
        await api.register(chefNotesRoutes, { chefNotes });
      },
      { prefix: '/api/v1' },
    );
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
