import type { PrivilegeLevel } from '@brigade/domain/access/privilege';
import { firstListPage } from '../lib/list.ts';
import type { LayoutKind, ScreenData, ScreenLoader, ScreenRoute, TitleKey } from './route-types.ts';

/* Every route of the app, each also under /de, with the screen it loads. */
const home: ScreenLoader = () => import('./pages/home-page.tsx');
const logout: ScreenLoader = () => import('../features/auth/pages/logout-page.tsx');
const users: ScreenLoader = () => import('../features/users/pages/users-page.tsx');
const allergens: ScreenLoader = () => import('../features/allergens/pages/allergens-page.tsx');
const availability: ScreenLoader = () => import('../features/availability/pages/availability-page.tsx');
const chatPreferences: ScreenLoader = () =>
  import('../features/chat-preferences/pages/chat-preferences-page.tsx');
const pickUpPoints: ScreenLoader = () => import('../features/pick-up-points/pages/pick-up-points-page.tsx');
const discounts: ScreenLoader = () => import('../features/discounts/pages/discounts-page.tsx');
const devTools: ScreenLoader = () => import('../features/system/pages/dev-tools-page.tsx');
const deliveryTypes: ScreenLoader = () => import('../features/delivery/pages/delivery-types-page.tsx');
const deliveryType: ScreenLoader = () => import('../features/delivery/pages/delivery-type-page.tsx');
const deliveryZones: ScreenLoader = () => import('../features/delivery/pages/delivery-zones-page.tsx');
const postcodes: ScreenLoader = () => import('../features/delivery/pages/postcodes-page.tsx');
const weekCustomers: ScreenLoader = () => import('./pages/week-customers-screen.tsx');
const customerOverview: ScreenLoader = () => import('./pages/customer-overview-screen.tsx');
// Kitchen week: assign recipes and recipes this week
const assignRecipes: ScreenLoader = () => import('../features/production/pages/assign-recipes-page.tsx');
const weekRecipes: ScreenLoader = () => import('./pages/week-recipes-screen.tsx');
// Customers
const customers: ScreenLoader = () => import('../features/customers/pages/customers-page.tsx');
// The first page of the busiest lists, prefetched with their code on idle (spec §9 "code and data", ADR 073).
const customersFirstPage: ScreenData = async (client) => {
  const { customersQueryOptions } = await import('../features/customers/api/get-customers.ts');
  return client.prefetchQuery(customersQueryOptions(firstListPage));
};
const ingredientsFirstPage: ScreenData = async (client) => {
  const { ingredientsQueryOptions } = await import('../features/ingredients/api/get-ingredients.ts');
  return client.prefetchQuery(ingredientsQueryOptions(firstListPage));
};
const customer: ScreenLoader = () => import('./pages/customer-screen.tsx');
const customerAllergies: ScreenLoader = () =>
  import('../features/customers/pages/customer-allergies-page.tsx');
// Special programmes and groups
const specialProgrammes: ScreenLoader = () =>
  import('../features/special-programmes/pages/special-programmes-page.tsx');
const specialProgramme: ScreenLoader = () => import('./pages/special-programme-screen.tsx');
const groups: ScreenLoader = () => import('./pages/groups-screen.tsx');
// Ingredients and suppliers
const ingredients: ScreenLoader = () => import('../features/ingredients/pages/ingredients-page.tsx');
const ingredient: ScreenLoader = () => import('../features/ingredients/pages/ingredient-page.tsx');
const legacyIngredients: ScreenLoader = () =>
  import('../features/ingredients/pages/legacy-ingredients-page.tsx');

// Recipe nutrition
const publicAnalysis: ScreenLoader = () => import('../features/nutrition/pages/public-analysis-page.tsx');
// Recipes
const recipes: ScreenLoader = () => import('../features/recipes/pages/recipes-page.tsx');
const recipe: ScreenLoader = () => import('./pages/recipe-screen.tsx');
// Recipe notes, feedback, exports and nutritional info
const recipeNotes: ScreenLoader = () => import('../features/recipe-notes/pages/recipe-notes-page.tsx');
const recipeFeedback: ScreenLoader = () =>
  import('../features/recipe-feedback/pages/recipe-feedback-page.tsx');
const recipeExport: ScreenLoader = () => import('../features/recipe-export/pages/recipe-export-page.tsx');
const recipeExportMultiple: ScreenLoader = () =>
  import('../features/recipe-export/pages/recipe-export-multiple-page.tsx');
const nutritionalInfo: ScreenLoader = () =>
  import('../features/nutritional-info/pages/nutritional-info-page.tsx');
// Shopping lists and the bulk calculator
const shoppingLists: ScreenLoader = () => import('../features/shopping-lists/pages/shopping-lists-page.tsx');
const shoppingList: ScreenLoader = () => import('../features/shopping-lists/pages/shopping-list-page.tsx');
const shoppingListFlat: ScreenLoader = () =>
  import('../features/shopping-lists/pages/shopping-list-flat-page.tsx');
const shoppingListPrint: ScreenLoader = () =>
  import('../features/shopping-lists/pages/shopping-list-print-page.tsx');
const bulkCalculator: ScreenLoader = () =>
  import('../features/shopping-lists/pages/bulk-calculator-page.tsx');
// Shop orders in: the import queue and one shop order beside ours
const shopOrders: ScreenLoader = () => import('../features/shop/pages/shop-orders-page.tsx');
const shopOrder: ScreenLoader = () => import('../features/shop/pages/shop-order-page.tsx');
// Menus and menu review
const menu: ScreenLoader = () => import('../features/menus/pages/menu-page.tsx');
const menuReview: ScreenLoader = () => import('../features/menus/pages/menu-review-page.tsx');
const menuReviewDate: ScreenLoader = () => import('../features/menus/pages/menu-review-date-page.tsx');
// E-mail marketing (the newsletter sign-up) and the subscription tool
const emailMarketing: ScreenLoader = () => import('../features/newsletter/pages/newsletter-page.tsx');
const subscriptionTool: ScreenLoader = () => import('../features/subscriptions/pages/subscriptions-page.tsx');
// The external logistics service's orders: the dispatchers (AP and Logistics SUPER)
const externalLogistics: ScreenLoader = () =>
  import('../features/courier-orders/pages/courier-orders-page.tsx');
// The accounting service's login comes back here (the OAuth redirect target)
const accountingLogin: ScreenLoader = () => import('../features/accounting/pages/accounting-login-page.tsx');
// The postal service: address checks and parcel labels of the orders that go by post
const postalService: ScreenLoader = () => import('../features/postal/pages/postal-page.tsx');
// The dispatcher's board of a run, its printable run sheet and the public label link page
const dispatch: ScreenLoader = () => import('../features/dispatch/pages/dispatch-page.tsx');
const runSheet: ScreenLoader = () => import('../features/dispatch/pages/run-sheet-page.tsx');
const labelLink: ScreenLoader = () => import('../features/dispatch/pages/label-link-page.tsx');
// Labels: a week's meal labels, a day's package labels and the packing check
const mealLabels: ScreenLoader = () => import('../features/labels/pages/meal-labels-page.tsx');
const packageLabels: ScreenLoader = () => import('../features/labels/pages/package-labels-page.tsx');
const scanQr: ScreenLoader = () => import('../features/labels/pages/scan-qr-page.tsx');
// The drivers' app of a run (phone first, works offline)
const driverApp: ScreenLoader = () => import('../features/driver-app/pages/driver-app-page.tsx');
// QR codes: the generator and the QR pages of a published menu; reset labels for reusable bags and boxes
const qrGenerator: ScreenLoader = () => import('../features/qr-codes/pages/qr-generator-page.tsx');
const menuQr: ScreenLoader = () => import('../features/qr-codes/pages/menu-qr-page.tsx');
const aLifeQr: ScreenLoader = () => import('../features/qr-codes/pages/a-life-qr-page.tsx');
const resetLabels: ScreenLoader = () => import('../features/reset-labels/pages/reset-labels-page.tsx');
const resetLabelsSimple: ScreenLoader = () =>
  import('../features/reset-labels/pages/reset-labels-simple-page.tsx');
const resetLabelsQr: ScreenLoader = () => import('../features/reset-labels/pages/reset-labels-qr-page.tsx');

type Options = {
  layout?: LayoutKind;
  everyone?: boolean;
  public?: boolean;
  next?: readonly string[];
  data?: ScreenData;
};

function r(
  path: string,
  title: TitleKey,
  level: PrivilegeLevel,
  screen: ScreenLoader,
  options: Options = {},
): ScreenRoute {
  return {
    path,
    title,
    level,
    screen,
    layout: options.layout ?? 'default',
    categories: options.everyone ? ['AP', 'LOGISTICS'] : ['AP'],
    public: options.public ?? false,
    ...(options.next ? { next: options.next } : {}),
    ...(options.data ? { data: options.data } : {}),
  };
}

// Money
const invoices: ScreenLoader = () => import('./pages/invoices-screen.tsx');
const accountingTool: ScreenLoader = () => import('./pages/accounting-tool-screen.tsx');
const invoiceHistory: ScreenLoader = () => import('../features/invoices/pages/invoice-history-page.tsx');
// A payment link's page for the customer (public): pay an invoice, or see it paid
const payPage: ScreenLoader = () => import('../features/payments/pages/pay-page.tsx');
// Margins per week and programme: revenue, food cost, gross margin (money: SUPER only)
const margins: ScreenLoader = () => import('../features/margins/pages/margins-page.tsx');
// Staff hours and the labour figures
const hours: ScreenLoader = () => import('../features/staff/pages/hours-page.tsx');
const uploadHours: ScreenLoader = () => import('../features/staff/pages/upload-hours-page.tsx');
const labour: ScreenLoader = () => import('../features/staff/pages/labour-page.tsx');
const labourOverall: ScreenLoader = () => import('../features/staff/pages/labour-overall-page.tsx');

const portrait = { layout: 'a4-portrait' } as const;
const landscape = { layout: 'a4-landscape' } as const;
const borderBox = { layout: 'a4-border-box' } as const;
const everyone = { everyone: true } as const;

export const screenRoutes: readonly ScreenRoute[] = [
  r('/', 'dashboard', 2, home, everyone),
  r('/log_out', 'dashboard', 2, logout, everyone),
  // Top-level pages
  r('/allergens', 'allergens', 0, allergens),
  r('/analytics', 'analytics', 0, () => import('../features/analytics/pages/analytics-home-page.tsx')),
  r('/appstle', 'subscriptionTool', 0, subscriptionTool),
  r('/audit-log', 'auditLog', 0, () => import('../features/audit/pages/audit-log-page.tsx')),
  r('/availability', 'availability', 0, availability),
  r('/bexio', 'accountingTool', 0, invoices),
  r('/bulk_calculator', 'bulkCalculator', 2, bulkCalculator, everyone),
  r('/chat_preferences', 'chatPreferences', 0, chatPreferences),
  r('/customers', 'customers', 0, customers, { next: ['/customers/:id'], data: customersFirstPage }),
  r('/delivery_types', 'deliveryTypes', 0, deliveryTypes, { next: ['/delivery_types/:id'] }),
  r('/delivery-zones', 'deliveryZones', 0, deliveryZones),
  r('/dev_tools', 'devTools', 2, devTools, everyone),
  r('/discounts', 'discounts', 0, discounts),
  r('/groups', 'groups', 0, groups),
  r('/ingredients', 'ingredients', 1, ingredients, {
    next: ['/ingredients/:id'],
    data: ingredientsFirstPage,
  }),
  r('/ingredients/:id', 'ingredients', 1, ingredient),
  r('/luckabox', 'externalLogistics', 0, externalLogistics, everyone),
  r('/orders', 'orders', 0, () => import('../features/orders/pages/orders-page.tsx')),
  r('/pick_up_points', 'pickUpPoints', 0, pickUpPoints),
  r('/postcodes', 'postcodes', 0, postcodes),
  r('/programmes', 'programmes', 0, () => import('../features/orders/pages/programmes-page.tsx')),
  r('/recipes', 'recipes', 1, recipes, { next: ['/recipes/:id'] }),
  r('/shopping-lists', 'shoppingLists', 2, shoppingLists, { next: ['/shopping-lists/:id'] }),
  r('/swiss-post', 'postalService', 0, postalService),
  r('/users', 'users', 0, users),
  r('/vbout', 'emailMarketing', 0, emailMarketing),
  // Analytics
  r(
    '/analytics/bexio',
    'accountingAnalytics',
    0,
    () => import('../features/analytics/pages/accounting-analytics-page.tsx'),
  ),
  r(
    '/analytics/customer',
    'customerAnalytics',
    0,
    () => import('../features/analytics/pages/customer-analytics-page.tsx'),
  ),
  r(
    '/analytics/delivery',
    'deliveryAnalytics',
    0,
    () => import('../features/kitchen-analytics/pages/delivery-analytics-page.tsx'),
  ),
  r(
    '/analytics/food',
    'foodAnalytics',
    0,
    () => import('../features/kitchen-analytics/pages/food-analytics-page.tsx'),
  ),
  r('/analytics/labour', 'labourAnalytics', 0, labour),
  r(
    '/analytics/order',
    'orderAnalytics',
    0,
    () => import('../features/analytics/pages/order-analytics-page.tsx'),
  ),
  r('/analytics/labour/overall', 'labourOverall', 0, labourOverall),
  r('/analytics/labour/upload_hours', 'uploadHours', 0, uploadHours),
  // Other pages
  r('/bexio/legacy', 'accountingTool', 0, invoiceHistory),
  r('/bexio/legacy/login', 'accountingTool', 0, () => import('./pages/legacy-accounting-login.tsx')),
  r('/bexio/v3/login', 'accountingTool', 0, accountingLogin),
  r('/customers/allergies', 'customers', 0, customerAllergies),
  r('/customers/overview', 'customerOverview', 0, customerOverview),
  r('/customers/special-programmes', 'specialProgrammes', 0, specialProgrammes),
  r('/dev/tools', 'devTools', 2, devTools, everyone),
  r('/hr/hours', 'hours', 0, hours),
  r('/ingredients/v1', 'ingredients', 1, legacyIngredients),
  r('/notes/margins', 'margins', 0, margins),
  r('/orders/legacy', 'orders', 0, () => import('../features/orders/pages/legacy-orders-page.tsx')),
  r('/orders/shopify', 'shopOrders', 0, shopOrders),
  r('/qr-code/generator', 'qrCodes', 0, qrGenerator),
  r('/recipes/assign', 'assignRecipes', 1, assignRecipes),
  r('/recipes/notes', 'recipeNotes', 1, recipeNotes),
  r('/tools/appstle', 'subscriptionTool', 0, subscriptionTool),
  r('/tools/bexio', 'accountingTool', 0, accountingTool),
  r('/week/customers', 'theWeek', 0, weekCustomers),
  r('/week/recipes', 'recipesThisWeek', 2, weekRecipes),
  r('/recipes/export/multiple', 'recipes', 1, recipeExportMultiple, portrait),
  // Printable A4 pages
  r('/printable/a4/package-labels', 'labels', 0, packageLabels, borderBox),
  r('/printable/a4/package-labels/a6/:weekAndDaysId/:id', 'labels', 0, packageLabels, borderBox),
  r('/printable/a4/reset-labels', 'labels', 0, resetLabels, borderBox),
  r('/printable/a4/reset-labels/simple', 'labels', 0, resetLabelsSimple, borderBox),
  r('/printable/a4/reset-labels/qr-code', 'labels', 0, resetLabelsQr, borderBox),
  r('/printable/a4/shopping-list', 'shoppingLists', 2, shoppingListPrint, portrait),
  r('/printable/a4/shopping-list/:ingredients', 'shoppingLists', 2, shoppingListPrint, portrait),
  r('/printable/a4/qr/a-life/:date', 'qrCodes', 0, aLifeQr, portrait),
  r('/printable/a4/qr/menu/:date', 'qrCodes', 0, menuQr, portrait),
  r('/printable/a4/meal-labels/:year/:week', 'labels', 0, mealLabels, landscape),
  // The packing check is for whoever packs (chefs and Logistics users too), on the app's own layout.
  r('/printable/a4/meal-labels/:year/:week/scan-qr', 'labels', 1, scanQr, everyone),
  // Parameterised routes
  r('/customers/:id', 'customers', 0, customer),
  r('/customers/special-programmes/:id', 'specialProgrammes', 0, specialProgramme),
  r('/customers/overview/:year/:week', 'customerOverview', 0, customerOverview),
  r('/customers/overview/:year/:week/:orderId', 'customerOverview', 0, customerOverview),
  r('/delivery_types/:id', 'deliveryTypes', 0, deliveryType),
  r('/recipes/:id', 'recipes', 1, recipe),
  r('/recipes/export/:id', 'recipes', 1, recipeExport, portrait),
  r('/recipes/feedback/:id', 'recipeFeedback', 1, recipeFeedback),
  r('/menu-review/:id', 'menuReview', 1, menuReview),
  r('/menu-review/date/:date', 'menuReview', 1, menuReviewDate),
  r('/menu/:date/:menuIndex', 'menus', 1, menu),
  r('/nutritional-info-list/:id', 'nutritionalInfo', 0, nutritionalInfo),
  r('/shopping-lists/:id', 'shoppingLists', 2, shoppingList),
  r('/shopping-lists/v1/:id', 'shoppingLists', 2, shoppingListFlat),
  r('/orders/shopify/:orderId', 'shopOrders', 0, shopOrder),
  // The dispatcher: AP SUPER (every team) and Logistics SUPER (their company's team); /consignments opens the
  // run last chosen in this browser.
  r('/consignments', 'consignments', 0, dispatch, everyone),
  r('/consignments/:team/:date/:dateIdentifier', 'consignments', 0, dispatch, everyone),
  r('/consignments/:team/:date/:dateIdentifier/run-sheet', 'consignments', 0, runSheet, {
    everyone: true,
    layout: 'a4-portrait',
  }),
  r('/consignments/:team/:date/:dateIdentifier/app', 'consignments', 2, driverApp, {
    everyone: true,
    layout: 'light',
  }),
  // A run's labels for a courier without an account: the link's password opens them.
  r('/labels/:id', 'labels', 2, labelLink, { public: true, layout: 'light' }),
  // Customer-facing recipe analysis '{id}-{variant}' (one segment: the screen splits it), also under the AP segment.
  r('/recipes/analysis/:analysis', 'recipeAnalysis', 2, publicAnalysis, { public: true, layout: 'light' }),
  r('/ap/recipes/analysis/:analysis', 'recipeAnalysis', 2, publicAnalysis, { public: true, layout: 'light' }),
  // A payment link (public): /pay/{session}; /pay alone is where a cancelled card checkout comes back to.
  r('/pay', 'payment', 2, payPage, { public: true, layout: 'light' }),
  r('/pay/:sessionId', 'payment', 2, payPage, { public: true, layout: 'light' }),
];

/** Unknown routes: 'This page could not be found', inside the layout. */
const notFound: ScreenLoader = async () => ({
  default: (await import('./pages/not-found-page.tsx')).NotFoundPage,
});
export const notFoundRoute: ScreenRoute = r('*', 'dashboard', 2, notFound, { everyone: true });
