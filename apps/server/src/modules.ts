import type { CoreDeps, Module, StoreDeps } from './lib/module.ts';
import { createAccountingModule } from './modules/accounting/module.ts';
import { auditLogModule } from './modules/audit/module.ts';
import { createAllergenMatchingModule } from './modules/allergen-matching/module.ts';
import { createAllergensModule } from './modules/allergens/module.ts';
import { createAuthModule } from './modules/auth/module.ts';
import { createAvailabilityModule } from './modules/availability/module.ts';
import { createBulkCalculationsModule } from './modules/bulk-calculations/module.ts';
import { createChatPreferencesModule } from './modules/chat-preferences/module.ts';
import { createChefNotesModule } from './modules/chef-notes/module.ts';
import { createCourierOrdersModule } from './modules/courier-orders/module.ts';
import { createCustomersModule } from './modules/customers/module.ts';
import { createDayRecipesModule } from './modules/day-recipes/module.ts';
import { createDeliveryModule } from './modules/delivery/module.ts';
import { createDiscountsModule } from './modules/discounts/module.ts';
import { createFilesModule } from './modules/files/module.ts';
import { createGroupsModule } from './modules/groups/module.ts';
import { createIngredientsModule } from './modules/ingredients/module.ts';
import { createIntegrationsModule } from './modules/integrations/module.ts';
import { createInventoryModule } from './modules/inventory/module.ts';
import { createJobsModule } from './modules/jobs/module.ts';
import { createDispatchModule } from './modules/dispatch/module.ts';
import { runOfPath } from './modules/dispatch/mapping.ts';
import { createLabelLinksModule } from './modules/label-links/module.ts';
import { createInvoicesModule } from './modules/invoices/module.ts';
import { createLabelsModule } from './modules/labels/module.ts';
import type { LogisticsService } from './modules/logistics/service.ts';
import type { NutritionService } from './modules/nutrition/service.ts';
import { createLogisticsModule } from './modules/logistics/module.ts';
import type { ConsignmentsService } from './modules/logistics/consignments-service.ts';
import { createMaintenanceModule } from './modules/maintenance/module.ts';
import { createMailModule } from './modules/mail/module.ts';
import { createMenusModule } from './modules/menus/module.ts';
import { createNewsletterModule } from './modules/newsletter/module.ts';
import { createNutritionModule } from './modules/nutrition/module.ts';
import { createNutritionalInfoModule } from './modules/nutritional-info/module.ts';
import { createOrdersModule } from './modules/orders/module.ts';
import { createPaymentsModule } from './modules/payments/module.ts';
import { createPickUpPointsModule } from './modules/pick-up-points/module.ts';
import { createPostalModule } from './modules/postal/module.ts';
import { createProductionModule } from './modules/production/module.ts';
import { createRecipeDataModule } from './modules/recipe-data/module.ts';
import { createRecipeExportModule } from './modules/recipe-export/module.ts';
import { createRecipeFeedbackModule } from './modules/recipe-feedback/module.ts';
import { createRecipeNotesModule } from './modules/recipe-notes/module.ts';
import { createRecipesModule } from './modules/recipes/module.ts';
import { createShopModule } from './modules/shop/module.ts';
import { createShoppingListsModule } from './modules/shopping-lists/module.ts';
import { createSpecialProgrammesModule } from './modules/special-programmes/module.ts';
import { createSubscriptionsModule } from './modules/subscriptions/module.ts';
import { createSuppliersModule } from './modules/suppliers/module.ts';
import { createUsersModule } from './modules/users/module.ts';
import { createWeekModule } from './modules/week/module.ts';
import type { CustomersService } from './modules/customers/service.ts';
import type { IntegrationsService } from './modules/integrations/service.ts';
import type { DeliveryServices } from './modules/delivery/module.ts';
import type { MailService } from './modules/mail/service.ts';
import type { ShopOrdersService } from './modules/shop/service.ts';
import type { OrdersService } from './modules/orders/service.ts';
import type { WeekService } from './modules/week/service.ts';
import type { MaintenanceScript } from './lib/maintenance-script.ts';
import { analyticsModules } from './modules-analytics.ts';
import type { ModulesDeps } from './modules-deps.ts';

/**
 * Every module of the API but system (which needs the event hub) and audit (which every module gets in `core`),
 * in the order their routes are registered. A module gets what it needs of another as that module's services
 * (ADR 015).
 */
export function createModules({ core, store, log, ...deps }: ModulesDeps) {
  // A failed object-store upload keeps the write and is logged.
  const publishing: StoreDeps = { ...core, store, log: (err, message) => log.warn({ err }, message) };
  // A deleted user's sessions end: the auth module's session cache forgets them (ADR 079).
  const users = createUsersModule({ ...core, sessionsEnded: () => auth.services.auth.sessionsEnded() });
  const auth = createAuthModule({
    ...core,
    users: users.services.users,
    settings: deps.auth,
    database: deps.database,
  });
  const allergens = createAllergensModule(core);
  const delivery = createDeliveryModule(core);
  const matching = createAllergenMatchingModule(core);
  const production = createProductionModule({ ...core, matching: matching.services.allergenMatching });
  const shoppingLists = createShoppingListsModule({
    ...publishing,
    kitchenCounts: production.services.kitchenCounts,
  });
  const suppliers = createSuppliersModule(core);
  const recipes = createRecipesModule(core);
  const discounts = createDiscountsModule(core);
  const orders = createOrdersModule({ ...core, redemptions: discounts.services.redemptions });
  const customers = createCustomersModule(core);
  const nutrition = createNutritionModule(publishing);
  const specialProgrammes = createSpecialProgrammesModule(core);
  const week = createWeekModule(core);
  const logistics = createLogisticsModule({
    ...core,
    kitchenCounts: production.services.kitchenCounts,
    matching: matching.services.allergenMatching,
  });
  const list: Module<object>[] = [
    auth,
    users,
    allergens,
    createAvailabilityModule(core),
    createChatPreferencesModule(core),
    createPickUpPointsModule(core),
    discounts,
    specialProgrammes,
    createGroupsModule(core),
    createRecipeNotesModule(core),
    createRecipeFeedbackModule(core),
    createRecipeExportModule(core),
    createNutritionalInfoModule({ ...core, ...nutrition.services }),
    delivery,
    week,
    orders,
    customers,
    matching,
    nutrition,
    recipes,
    suppliers,
    createIngredientsModule({ ...core, ...suppliers.services }),
    createRecipeDataModule(deps.recipeData),
    shoppingLists,
    createMenusModule({ ...publishing, ...recipes.services, ...nutrition.services }),
    production,
    createDayRecipesModule(core),
    logistics,
    createBulkCalculationsModule({ ...core, ...shoppingLists.services }),
    ...analyticsModules(core, { ...production.services, ...shoppingLists.services, ...week.services }),
    createInventoryModule(publishing),
    createChefNotesModule(publishing),
    ...operationModules(core, deps.operations, {
      consignments: logistics.services.consignments,
      logistics: logistics.services.logistics,
      week: week.services.week,
      nutrition: nutrition.services.nutrition,
      customers: customers.services,
      orders: orders.services,
      delivery: delivery.services,
      maintenanceScripts: [
        ...customers.services.maintenanceScripts,
        ...delivery.services.maintenanceScripts,
        ...specialProgrammes.services.maintenanceScripts,
      ],
    }),
  ];
  return { list, auth, users, allergens, delivery };
}

/** What the operation modules need of the modules that own it. */
interface Owners {
  consignments: ConsignmentsService;
  week: WeekService;
  logistics: LogisticsService;
  nutrition: NutritionService;
  customers: { customers: CustomersService };
  orders: { orders: OrdersService };
  delivery: DeliveryServices;
  maintenanceScripts: MaintenanceScript[];
}

/** What Brigade posts: parcels (ADR 067); invoices, here and, when live, at the accounting service (ADR 069). */
function postingModules(
  core: CoreDeps,
  operations: ModulesDeps['operations'],
  owners: Owners,
  shared: { integrations: IntegrationsService; mail: MailService; shop: ShopOrdersService },
): Module<object>[] {
  const [outside, { customers }, { integrations }] = [operations.integrations, owners.customers, shared];
  const accounting = createAccountingModule({ ...core, ...outside.accounting, customers, integrations });
  return [
    // The postal service (ADR 067): labels of the parcels that go by post, its calls recorded for the tools.
    createPostalModule({ ...core, ...outside.postal, ...owners, integrations }),
    accounting,
    createInvoicesModule({
      ...core,
      settings: operations.invoices,
      week: owners.week,
      mail: shared.mail,
      queue: operations.queue,
      accounting: accounting.services.accounting,
      shop: shared.shop,
    }),
    // Payment links of invoices, the provider's webhook and the local pay page (issue 19).
    createPaymentsModule({ ...core, payments: outside.payments, publicUrl: operations.labels.publicUrl }),
  ];
}

/**
 * The modules of long work and the outside services: jobs, their modes, e-mail, the shop, the newsletter,
 * files, subscriptions and the maintenance scripts (which come from the modules that own what they fix).
 */
function operationModules(
  core: CoreDeps,
  operations: ModulesDeps['operations'],
  owners: Owners,
): Module<object>[] {
  const { queue, integrations: outside } = operations;
  const integrations = createIntegrationsModule({ ...core, modes: outside.modes });
  const jobs = createJobsModule({ ...core, queue });
  const mail = createMailModule({
    ...core,
    transport: outside.mail,
    from: operations.mailFrom,
    queue,
    ...integrations.services,
  });
  const shop = createShopModule({
    ...core,
    queue,
    shop: outside.shop,
    settings: operations.shop,
    integrations: integrations.services.integrations,
    customers: owners.customers.customers,
    orders: owners.orders.orders,
  });
  const dispatch = createDispatchModule({
    ...core,
    consignments: owners.consignments,
    mail: mail.services.mail,
    queue,
    courier: outside.courier,
    store: outside.store,
    publishEvent: operations.publishEvent,
    env: operations.logisticsEnv,
  });
  return [
    jobs,
    integrations,
    mail,
    shop,
    createNewsletterModule({
      ...core,
      queue,
      jobs: jobs.services.jobs,
      newsletter: outside.newsletter,
      integrations: integrations.services.integrations,
    }),
    createFilesModule({ files: outside.files, integrations: integrations.services.integrations }),
    createSubscriptionsModule({
      ...core,
      subscriptions: outside.subscriptions,
      integrations: integrations.services.integrations,
      customers: owners.customers.customers,
      orders: owners.orders.orders,
    }),
    createCourierOrdersModule({
      ...core,
      courier: outside.courier,
      integrations: integrations.services.integrations,
    }),
    createMaintenanceModule({ queue, scripts: owners.maintenanceScripts }),
    auditLogModule(core.audit),
    dispatch,
    createLabelLinksModule({ ...core, tracking: dispatch.services.tracking, checkRun: runOfPath }),
    ...postingModules(core, operations, owners, {
      integrations: integrations.services.integrations,
      mail: mail.services.mail,
      shop: shop.services.shopOrders,
    }),
    createLabelsModule({
      ...core,
      settings: operations.labels,
      logistics: owners.logistics,
      nutrition: owners.nutrition,
      dispatch: dispatch.services.dispatch,
      queue,
      store: outside.store,
    }),
  ];
}
