import { messages } from '@brigade/domain/messages/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, refusedRoles, type TestApp } from '../../test/build-test-app.ts';
import type { AccessPolicy } from './access.ts';

/**
 * EVERY route and who may call it. Adding a route without adding it here fails this test: the table is the
 * reviewable statement of the access policy (ADR 002; who does what: docs/product.md, Roles).
 */
const expectedPolicies: Record<string, string> = {
  'GET /api/docs/': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/static/*': 'public',
  'GET /api/v1/health': 'public',
  'GET /api/v1/health/ready': 'public',
  // Guarded by its own check: METRICS_KEY as a bearer token, or only this machine without it (ADR 081).
  'GET /metrics': 'public',
  'GET /api/v1/system/version': 'public',
  'GET /api/v1/system/events': 'public',
  'POST /api/v1/system/version': 'level 0 AP or key broadcast',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/logout': 'level 2 AP,LOGISTICS',
  'GET /api/v1/auth/me': 'public',
  'POST /api/v1/auth/change-password': 'level 2 AP,LOGISTICS',
  'GET /api/v1/users': 'level 0 AP',
  'GET /api/v1/users/:id': 'level 0 AP',
  'POST /api/v1/users': 'level 0 AP',
  'DELETE /api/v1/users/:id': 'level 0 AP',
  'PUT /api/v1/users/:id/password': 'level 0 AP',
  'PUT /api/v1/users/:id': 'level 0 AP',
  'POST /api/v1/users/:id/disable': 'level 0 AP',
  'POST /api/v1/users/:id/enable': 'level 0 AP',
  'POST /api/v1/users/:id/one-time-password': 'level 0 AP',
  'GET /api/v1/allergens': 'level 1 AP',
  'GET /api/v1/allergens/export': 'level 1 AP',
  'GET /api/v1/allergens/:id': 'level 1 AP',
  'POST /api/v1/allergens': 'level 0 AP',
  'PUT /api/v1/allergens/:id': 'level 0 AP',
  'DELETE /api/v1/allergens/:id': 'level 0 AP',
  'GET /api/v1/allergen-blocks': 'level 0 AP',
  'POST /api/v1/allergen-blocks': 'level 0 AP',
  'DELETE /api/v1/allergen-blocks/:id': 'level 0 AP',
  'GET /api/v1/availability/dates-blocked': 'level 0 AP',
  'GET /api/v1/availability/dates-blocked/export': 'level 0 AP',
  'POST /api/v1/availability/dates-blocked': 'level 0 AP',
  'DELETE /api/v1/availability/dates-blocked': 'level 0 AP',
  'GET /api/v1/chat-preferences': 'level 0 AP',
  'GET /api/v1/chat-preferences/export': 'level 0 AP',
  'GET /api/v1/chat-preferences/:id': 'level 0 AP',
  'POST /api/v1/chat-preferences': 'level 0 AP',
  'PUT /api/v1/chat-preferences/:id': 'level 0 AP',
  'DELETE /api/v1/chat-preferences/:id': 'level 0 AP',
  'GET /api/v1/pick-up-points': 'level 0 AP',
  'GET /api/v1/pick-up-points/export': 'level 0 AP',
  'GET /api/v1/pick-up-points/:id': 'level 0 AP',
  'POST /api/v1/pick-up-points': 'level 0 AP',
  'PUT /api/v1/pick-up-points/:id': 'level 0 AP',
  'DELETE /api/v1/pick-up-points/:id': 'level 0 AP',
  'GET /api/v1/discounts': 'level 0 AP',
  'GET /api/v1/discounts/export': 'level 0 AP',
  'GET /api/v1/discounts/autocomplete': 'level 0 AP',
  'GET /api/v1/discounts/:id': 'level 0 AP',
  'POST /api/v1/discounts': 'level 0 AP',
  'PUT /api/v1/discounts/:id': 'level 0 AP',
  'DELETE /api/v1/discounts/:id': 'level 0 AP',
  // delivery: couriers, delivery types, postcode zones, postcodes
  'GET /api/v1/couriers': 'level 0 AP',
  'GET /api/v1/couriers/export': 'level 0 AP',
  'GET /api/v1/couriers/:id': 'level 0 AP',
  'POST /api/v1/couriers': 'level 0 AP',
  'PUT /api/v1/couriers/:id': 'level 0 AP',
  'DELETE /api/v1/couriers/:id': 'level 0 AP',
  'GET /api/v1/delivery-types': 'level 0 AP',
  'GET /api/v1/delivery-types/export': 'level 0 AP',
  'GET /api/v1/delivery-types/:id': 'level 0 AP',
  'POST /api/v1/delivery-types': 'level 0 AP',
  'PUT /api/v1/delivery-types/:id': 'level 0 AP',
  'DELETE /api/v1/delivery-types/:id': 'level 0 AP',
  'GET /api/v1/postcode-zones': 'level 0 AP',
  'GET /api/v1/postcode-zones/export': 'level 0 AP',
  'GET /api/v1/postcode-zones/:id': 'level 0 AP',
  'POST /api/v1/postcode-zones': 'level 0 AP',
  'PUT /api/v1/postcode-zones/:id': 'level 0 AP',
  'DELETE /api/v1/postcode-zones/:id': 'level 0 AP',
  'PUT /api/v1/postcode-zones/:id/default-courier': 'level 0 AP',
  'GET /api/v1/postcodes/zone-groups': 'level 0 AP',
  'POST /api/v1/postcodes/bulk-zones': 'level 0 AP',
  'GET /api/v1/postcodes/:postcode/courier': 'level 0 AP',
  'GET /api/v1/postcodes': 'level 0 AP',
  'GET /api/v1/postcodes/export': 'level 0 AP',
  'GET /api/v1/postcodes/:postcode': 'level 0 AP',
  'POST /api/v1/postcodes': 'level 0 AP',
  'PUT /api/v1/postcodes/:postcode': 'level 0 AP',
  'DELETE /api/v1/postcodes/:postcode': 'level 0 AP',
  // Orders and programmes
  'GET /api/v1/orders': 'level 0 AP',
  'GET /api/v1/orders/export': 'level 0 AP',
  'GET /api/v1/orders/legacy': 'level 0 AP',
  'GET /api/v1/orders/legacy/export': 'level 0 AP',
  'GET /api/v1/orders/:id': 'level 0 AP',
  'POST /api/v1/orders': 'level 0 AP',
  'PUT /api/v1/orders/:id': 'level 0 AP',
  'PUT /api/v1/orders/:id/customer': 'level 0 AP',
  'DELETE /api/v1/orders/:id': 'level 0 AP',
  'GET /api/v1/programmes': 'level 0 AP',
  // Customers
  'GET /api/v1/customers/autocomplete': 'level 0 AP',
  'GET /api/v1/addresses': 'level 0 AP',
  'GET /api/v1/addresses/by-postcode': 'level 0 AP',
  'GET /api/v1/addresses/customers': 'level 0 AP',
  'GET /api/v1/customers/find': 'level 0 AP',
  'GET /api/v1/customers/:id/summary': 'level 0 AP',
  // A customer's dislikes and their suppression (ADR 077): customer service and the head chefs
  'GET /api/v1/customers/:id/dislikes': 'level 1 AP',
  'POST /api/v1/customers/:id/dislikes/suppress': 'level 1 AP',
  'GET /api/v1/customers/allergies': 'level 0 AP',
  'GET /api/v1/customers/allergies/export': 'level 0 AP',
  'GET /api/v1/customers/:id/contact-card': 'level 0 AP',
  'GET /api/v1/customers': 'level 0 AP',
  'GET /api/v1/customers/export': 'level 0 AP',
  'GET /api/v1/customers/:id': 'level 0 AP',
  'POST /api/v1/customers': 'level 0 AP',
  'PUT /api/v1/customers/:id': 'level 0 AP',
  'DELETE /api/v1/customers/:id': 'level 0 AP',
  // A customer's data rights (ADR 082): their whole export and their erasure, SUPER only
  'GET /api/v1/customers/:id/export': 'level 0 AP',
  'POST /api/v1/customers/:id/erase': 'level 0 AP',
  // special programmes (customers, delivery groups) and customer groups
  'GET /api/v1/special-programmes': 'level 0 AP',
  'GET /api/v1/special-programmes/:id': 'level 0 AP',
  'POST /api/v1/special-programmes': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id': 'level 0 AP',
  'DELETE /api/v1/special-programmes/:id': 'level 0 AP',
  'POST /api/v1/special-programmes/:id/customers': 'level 0 AP',
  'DELETE /api/v1/special-programmes/:id/customers/:customerId': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/customers/:customerId/delivery': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/customers/:customerId/delivery-group': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/customers/:customerId/accounting': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/customers/:customerId/value': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/customers/:customerId/order-count': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/customers/:customerId/reset': 'level 0 AP',
  'GET /api/v1/special-programmes/:id/delivery-groups': 'level 0 AP',
  'POST /api/v1/special-programmes/:id/delivery-groups': 'level 0 AP',
  'PUT /api/v1/special-programmes/:id/delivery-groups/:groupId': 'level 0 AP',
  'DELETE /api/v1/special-programmes/:id/delivery-groups/:groupId': 'level 0 AP',
  'GET /api/v1/groups': 'level 0 AP',
  'GET /api/v1/groups/export': 'level 0 AP',
  'GET /api/v1/groups/:id': 'level 0 AP',
  'POST /api/v1/groups': 'level 0 AP',
  'PUT /api/v1/groups/:id': 'level 0 AP',
  'DELETE /api/v1/groups/:id': 'level 0 AP',
  'GET /api/v1/groups/:id/customers': 'level 0 AP',
  'PUT /api/v1/groups/:id/customers/:customerId': 'level 0 AP',
  'DELETE /api/v1/groups/:id/customers/:customerId': 'level 0 AP',
  // The week, customer overview, overrides, merges, bags, mismatch confirmations
  'GET /api/v1/week/customers': 'level 0 AP',
  'GET /api/v1/week/day-customers': 'level 2 AP',
  'GET /api/v1/customers/overview/default-week': 'level 0 AP',
  'GET /api/v1/customers/overview/:year/:week': 'level 0 AP',
  'GET /api/v1/customers/overview/:year/:week/:orderId': 'level 0 AP',
  'PUT /api/v1/orders/:id/day-overrides/:date': 'level 0 AP',
  'DELETE /api/v1/orders/:id/day-overrides/:date': 'level 0 AP',
  'PUT /api/v1/orders/:id/meal-overrides/:date': 'level 0 AP',
  'DELETE /api/v1/orders/:id/meal-overrides/:date': 'level 0 AP',
  'PUT /api/v1/orders/:id/merges/:date': 'level 0 AP',
  'DELETE /api/v1/orders/:id/merges/:date': 'level 0 AP',
  'GET /api/v1/orders/:id/additional-bags': 'level 0 AP',
  'PUT /api/v1/orders/:id/additional-bags/:date': 'level 0 AP',
  'DELETE /api/v1/orders/:id/additional-bags/:date': 'level 0 AP',
  'POST /api/v1/orders/:id/delivery-mismatch-confirmations': 'level 0 AP',
  'DELETE /api/v1/orders/:id/delivery-mismatch-confirmations': 'level 0 AP',
  // Analytics data: customer weeks done, weeks with orders
  'GET /api/v1/analytics/customer-weeks-done': 'level 0 AP',
  'GET /api/v1/analytics/weeks-with-orders': 'level 0 AP',
  // Ingredients, supplier specs and suppliers: level 1 (ADR 042)
  'GET /api/v1/ingredients': 'level 1 AP',
  'GET /api/v1/ingredients/export': 'level 1 AP',
  'GET /api/v1/ingredients/legacy': 'level 1 AP',
  'GET /api/v1/ingredients/autocomplete': 'level 1 AP',
  'GET /api/v1/ingredients/:id': 'level 1 AP',
  'POST /api/v1/ingredients': 'level 1 AP',
  'PUT /api/v1/ingredients/:id': 'level 1 AP',
  'DELETE /api/v1/ingredients/:id': 'level 1 AP',
  'POST /api/v1/ingredients/:id/specs': 'level 1 AP',
  'PUT /api/v1/ingredient-specs/:id': 'level 1 AP',
  'DELETE /api/v1/ingredient-specs/:id': 'level 1 AP',
  'GET /api/v1/recipe-data/status': 'level 1 AP',
  'GET /api/v1/recipe-data/ingredients': 'level 1 AP',
  'GET /api/v1/recipe-data/ingredients/:externalId/nutrients': 'level 1 AP',
  'GET /api/v1/suppliers': 'level 1 AP',
  'GET /api/v1/suppliers/export': 'level 1 AP',
  'GET /api/v1/suppliers/:id': 'level 1 AP',
  'POST /api/v1/suppliers': 'level 1 AP',
  'PUT /api/v1/suppliers/:id': 'level 1 AP',
  'DELETE /api/v1/suppliers/:id': 'level 1 AP',
  // Recipes: level 1
  'GET /api/v1/recipes': 'level 1 AP',
  'GET /api/v1/recipes/export': 'level 1 AP',
  'GET /api/v1/recipes/:id': 'level 1 AP',
  'POST /api/v1/recipes': 'level 1 AP',
  'PUT /api/v1/recipes/:id': 'level 1 AP',
  'DELETE /api/v1/recipes/:id': 'level 1 AP',
  'POST /api/v1/recipes/:id/copy': 'level 1 AP',
  'PUT /api/v1/recipes/:id/revision-status': 'level 1 AP',
  'PUT /api/v1/recipes/:id/layers/:layer_id': 'level 1 AP',
  // Recipe nutrition: the analysis is level 1; the customer-facing page needs no login (ADR 038)
  'GET /api/v1/recipes/:id/analysis': 'level 1 AP',
  'GET /api/v1/public/recipes/analysis/:idVariant': 'public',
  'GET /api/v1/public/recipes/analysis/:idVariant/allergens': 'public',
  // Recipe notes, feedback, exports and nutritional info: level 1
  'GET /api/v1/recipe-notes': 'level 1 AP',
  'PUT /api/v1/recipes/:id/notes': 'level 1 AP',
  'GET /api/v1/recipes/:id/feedback': 'level 1 AP',
  'POST /api/v1/recipes/:id/feedback': 'level 1 AP',
  'DELETE /api/v1/recipe-feedback/:id': 'level 1 AP',
  'GET /api/v1/recipes/:id/rating': 'level 1 AP',
  'PUT /api/v1/recipes/:id/rating': 'level 1 AP',
  'GET /api/v1/recipes/cards': 'level 1 AP',
  'GET /api/v1/recipes/export/xlsx': 'level 1 AP',
  'GET /api/v1/nutritional-info': 'level 1 AP',
  'GET /api/v1/nutritional-info/:id': 'level 1 AP',
  'PUT /api/v1/nutritional-info': 'level 1 AP',
  'DELETE /api/v1/nutritional-info/:id': 'level 1 AP',
  // Allergen matching and suppressions: level 1
  'POST /api/v1/recipes/allergen-matches': 'level 1 AP',
  'GET /api/v1/allergen-suppressions': 'level 1 AP',
  'PUT /api/v1/allergen-suppressions': 'level 1 AP',
  // Shopping lists and bulk calculator: chefs read and tick (level 2), planners write (level 1; ADR 046)
  'GET /api/v1/shopping-lists': 'level 2 AP',
  'POST /api/v1/shopping-lists': 'level 1 AP',
  'GET /api/v1/shopping-lists/:id': 'level 2 AP',
  'GET /api/v1/shopping-lists/:id/export.xlsx': 'level 2 AP',
  'PUT /api/v1/shopping-lists/:id': 'level 1 AP',
  'DELETE /api/v1/shopping-lists/:id': 'level 1 AP',
  'PUT /api/v1/shopping-lists/:id/lines/:lineKey/done': 'level 2 AP',
  'POST /api/v1/bulk-calculations/calculate': 'level 2 AP,LOGISTICS',
  'GET /api/v1/bulk-calculations/recipes': 'level 2 AP,LOGISTICS',
  'GET /api/v1/bulk-calculations': 'level 2 AP,LOGISTICS',
  'GET /api/v1/bulk-calculations/:id': 'level 2 AP,LOGISTICS',
  'POST /api/v1/bulk-calculations': 'level 2 AP,LOGISTICS',
  'PUT /api/v1/bulk-calculations/:id': 'level 2 AP,LOGISTICS',
  'DELETE /api/v1/bulk-calculations/:id': 'level 2 AP,LOGISTICS',
  // Inventory and chef ingredient notes: chefs keep stock and write notes; level 1 sets up groups/items
  'GET /api/v1/inventory/groups': 'level 2 AP',
  'POST /api/v1/inventory/groups': 'level 1 AP',
  'PUT /api/v1/inventory/groups/:id': 'level 1 AP',
  'POST /api/v1/inventory/items': 'level 1 AP',
  'PUT /api/v1/inventory/items/:id': 'level 1 AP',
  'GET /api/v1/inventory/items/:id/changes': 'level 2 AP',
  'POST /api/v1/inventory/items/:id/changes': 'level 2 AP',
  'GET /api/v1/chef-ingredient-notes': 'level 2 AP',
  'GET /api/v1/chef-ingredient-notes/:ingredientId': 'level 2 AP',
  'PUT /api/v1/chef-ingredient-notes/:ingredientId': 'level 2 AP',
  // Operations: a head chef sends kitchen e-mail; the job list, outbox and services are SUPER's
  'POST /api/v1/mail/kitchen': 'level 1 AP',
  'GET /api/v1/mail/outbox': 'level 0 AP',
  'GET /api/v1/jobs': 'level 0 AP',
  'POST /api/v1/jobs/:name/:id/retry': 'level 0 AP',
  'GET /api/v1/integrations': 'level 0 AP',
  'GET /api/v1/system/cache': 'level 0 AP',
  // The audit log (Controls, ADR 082): SUPER only
  'GET /api/v1/audit': 'level 0 AP',
  // Shop orders carry customers' data (SUPER, as customers); the webhook proves itself by its signature
  'POST /api/v1/shop/webhooks/orders': 'public',
  'GET /api/v1/shop/orders': 'level 0 AP',
  'GET /api/v1/shop/orders/:id': 'level 0 AP',
  'POST /api/v1/shop/orders/:id/import': 'level 0 AP',
  'POST /api/v1/shop/orders/:id/rollback': 'level 0 AP',
  'PATCH /api/v1/shop/orders/:id/lines/:lineItemId': 'level 0 AP',
  'POST /api/v1/shop/pull': 'level 0 AP',
  'GET /api/v1/shop/variants': 'level 0 AP',
  'PUT /api/v1/shop/variants/:variantId': 'level 0 AP',
  'GET /api/v1/newsletter/contacts': 'level 0 AP',
  'POST /api/v1/newsletter/sign-ups': 'level 0 AP',
  'GET /api/v1/newsletter/sign-ups/:jobId': 'level 0 AP',
  'GET /api/v1/subscriptions': 'level 0 AP',
  'GET /api/v1/subscriptions/:contractId': 'level 0 AP',
  'PUT /api/v1/subscriptions/:contractId/status': 'level 0 AP',
  // The external logistics service's orders: the dispatchers (ADR 066)
  'GET /api/v1/courier-orders': 'level 0 AP,LOGISTICS',
  'GET /api/v1/courier-orders/:id': 'level 0 AP,LOGISTICS',
  'PATCH /api/v1/courier-orders/:id/status': 'level 0 AP,LOGISTICS',
  // The postal service: address checks and parcel labels, AP SUPER (ADR 067)
  'GET /api/v1/postal/status': 'level 0 AP',
  'POST /api/v1/postal/address-validations': 'level 0 AP',
  'GET /api/v1/postal/days/:date': 'level 0 AP',
  'POST /api/v1/postal/days/:date/labels': 'level 0 AP',
  'GET /api/v1/postal/days/:date/labels/pdf': 'level 0 AP',
  'GET /api/v1/postal/labels': 'level 0 AP',
  'POST /api/v1/postal/labels': 'level 0 AP',
  'GET /api/v1/postal/labels/:id/pdf': 'level 0 AP',
  // Invoices (ADR 069): money is AP SUPER only
  'GET /api/v1/invoices': 'level 0 AP',
  'POST /api/v1/invoices/week': 'level 0 AP',
  'POST /api/v1/invoices/programme/:id': 'level 0 AP',
  'GET /api/v1/customers/:id/money': 'level 0 AP',
  'GET /api/v1/invoices/:id': 'level 0 AP',
  'GET /api/v1/invoices/:id/pdf': 'level 0 AP',
  'POST /api/v1/invoices/:id/paid': 'level 0 AP',
  'POST /api/v1/invoices/:id/cancel': 'level 0 AP',
  'POST /api/v1/invoices/:id/send': 'level 0 AP',
  'POST /api/v1/invoices/shop-orders/:id': 'level 0 AP',
  'DELETE /api/v1/invoices/shop-orders/:id': 'level 0 AP',
  // Payments (issue 19): links are money (AP SUPER); the provider's webhook and the pay page need no session
  'POST /api/v1/payments/invoices/:invoiceId/link': 'level 0 AP',
  'GET /api/v1/payments/invoices/:invoiceId': 'level 0 AP',
  'POST /api/v1/payments/webhook': 'public',
  'GET /api/v1/payments/sessions/:sessionId/completed': 'public',
  'GET /api/v1/payments/local/:sessionId': 'public',
  'POST /api/v1/payments/local/:sessionId/pay': 'public',
  // Margins (issue 19): money, AP SUPER
  'GET /api/v1/margins': 'level 0 AP',
  'GET /api/v1/margins/export.xlsx': 'level 0 AP',
  // accounting service (issue 19): the connection, its login and the proxy
  'GET /api/v1/accounting/status': 'level 0 AP',
  'POST /api/v1/accounting/oauth/start': 'level 0 AP',
  'POST /api/v1/accounting/oauth/callback': 'level 0 AP',
  'DELETE /api/v1/accounting/connection': 'level 0 AP',
  'GET /api/v1/accounting/proxy/*': 'level 0 AP',
  'POST /api/v1/accounting/proxy/*': 'level 0 AP',
  'GET /api/v1/files/weeks': 'level 0 AP',
  'GET /api/v1/files/folders/:id': 'level 0 AP',
  'GET /api/v1/files/find': 'level 0 AP',
  'GET /api/v1/files/:id/csv': 'level 0 AP',
  // The developers' maintenance scripts: a dry run, then a run as a job (ADR 060)
  'GET /api/v1/maintenance/scripts': 'level 0 AP',
  'POST /api/v1/maintenance/scripts/:name/dry-run': 'level 0 AP',
  'POST /api/v1/maintenance/scripts/:name/run': 'level 0 AP',
  // Production: chefs read the week, set stages, write notes, tick tasks
  'GET /api/v1/production/weeks': 'level 2 AP',
  'GET /api/v1/production/days/:date/matches': 'level 2 AP',
  'PUT /api/v1/production/days/:date/notes': 'level 2 AP',
  'POST /api/v1/production/days/:date/tasks': 'level 1 AP',
  'PUT /api/v1/production/days/:date/tasks/:taskId': 'level 2 AP',
  'DELETE /api/v1/production/days/:date/tasks/:taskId': 'level 1 AP',
  'PUT /api/v1/production/days/:date/slots/:slot/stage': 'level 2 AP',
  'PUT /api/v1/production/days/:date/slots/:slot/qty-adjust': 'level 1 AP',
  'GET /api/v1/production/assignments': 'level 1 AP',
  'PUT /api/v1/production/days/:date/recipes': 'level 1 AP',
  'POST /api/v1/production/assignments/:start_date/copy-previous': 'level 1 AP',
  // A day's recipe lines (ADR 074): chefs read and tick them; planners swap an ingredient or choose a spec
  'GET /api/v1/production/day-overrides': 'level 2 AP',
  'GET /api/v1/production/days/:date/recipes/:recipe_id/lines': 'level 2 AP',
  'PUT /api/v1/production/days/:date/recipes/:recipe_id/lines/:uid/ingredient': 'level 1 AP',
  'PUT /api/v1/production/days/:date/recipes/:recipe_id/lines/:uid/supplier-spec': 'level 1 AP',
  'PUT /api/v1/production/days/:date/recipes/:recipe_id/lines/:uid/done': 'level 2 AP',
  // Logistics: planners and Logistics dispatchers read the week's bags and mark their lines (ADR 064)
  'GET /api/v1/logistics/bags': 'level 1 AP,LOGISTICS',
  'PUT /api/v1/logistics/bags/:orderId/:date/recipes/:recipeId/status': 'level 1 AP,LOGISTICS',
  'PUT /api/v1/logistics/bags/:orderId/:date/additional-bag/recipes/:recipeId/status': 'level 1 AP,LOGISTICS',
  'GET /api/v1/logistics/consignments/:team/:date/:identifier': 'level 0 AP,LOGISTICS',
  'PUT /api/v1/logistics/consignments/:team/:date/:identifier/stop-order': 'level 0 AP,LOGISTICS',
  'POST /api/v1/logistics/consignments/:team/:date/:identifier/publish': 'level 0 AP,LOGISTICS',
  'GET /api/v1/logistics/consignments/:team/:date/:identifier/export': 'level 0 AP,LOGISTICS',
  'POST /api/v1/logistics/email-cycle/:date': 'level 0 AP,LOGISTICS',
  'GET /api/v1/logistics/consignments/:team/:date/:identifier/app': 'level 0 AP,LOGISTICS (LOGISTICS 2)',
  'POST /api/v1/logistics/consignments/:team/:date/:identifier/stops/:code/check-in':
    'level 0 AP,LOGISTICS (LOGISTICS 2)',
  'POST /api/v1/logistics/consignments/:team/:date/:identifier/stops/:code/deliver':
    'level 0 AP,LOGISTICS (LOGISTICS 2)',
  // Label links: the dispatchers make them; a courier opens one with its password (ADR 066)
  'POST /api/v1/label-links': 'level 0 AP,LOGISTICS',
  'GET /api/v1/label-links': 'level 0 AP,LOGISTICS',
  'POST /api/v1/label-links/:id/new-password': 'level 0 AP,LOGISTICS',
  'DELETE /api/v1/label-links/:id': 'level 0 AP,LOGISTICS',
  'POST /api/v1/public/label-links/:id': 'public',
  // Labels: they name customers (package labels their allergies), AP SUPER; the packing check for packers
  'GET /api/v1/labels/meals/:year/:week': 'level 0 AP',
  'GET /api/v1/labels/recipes/:id': 'level 0 AP',
  'GET /api/v1/labels/packages/:date': 'level 0 AP',
  'POST /api/v1/labels/pdf': 'level 0 AP',
  'GET /api/v1/labels/pdf/:jobId/status': 'level 0 AP',
  'GET /api/v1/labels/pdf/:jobId': 'level 0 AP',
  'POST /api/v1/labels/packing-check': 'level 1 AP,LOGISTICS',
  // Menus, menu review and additional days: planners (level 1); chefs read a published menu
  'GET /api/v1/menus/dates/:date': 'level 1 AP',
  'GET /api/v1/menus/:id': 'level 1 AP',
  'GET /api/v1/menus/:date/qr-codes': 'level 2 AP',
  'GET /api/v1/menus/:date/:menuIndex': 'level 2 AP',
  'GET /api/v1/menus/:date/:menuIndex/genesis': 'level 1 AP',
  'POST /api/v1/menus/:date/:menuIndex/publish': 'level 1 AP',
  'GET /api/v1/additional-days/:date': 'level 1 AP',
  'PUT /api/v1/additional-days/:date': 'level 1 AP',
  // Analytics, staff hours and labour (issue 20): SUPER only (drawer level 0); each table with its exports
  'GET /api/v1/analytics/customers/weekly': 'level 0 AP',
  'GET /api/v1/analytics/customers/weekly/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/customers/weekly/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/customers/weeks-done': 'level 0 AP',
  'GET /api/v1/analytics/customers/weeks-done/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/customers/weeks-done/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/customers/programme-mix': 'level 0 AP',
  'GET /api/v1/analytics/customers/programme-mix/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/customers/programme-mix/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/customers/cohorts': 'level 0 AP',
  'GET /api/v1/analytics/customers/cohorts/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/customers/cohorts/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/orders/weekly': 'level 0 AP',
  'GET /api/v1/analytics/orders/weekly/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/orders/weekly/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/orders/trial-conversion': 'level 0 AP',
  'GET /api/v1/analytics/orders/trial-conversion/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/orders/trial-conversion/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/orders/discount-codes': 'level 0 AP',
  'GET /api/v1/analytics/orders/discount-codes/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/orders/discount-codes/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/accounting/weekly': 'level 0 AP',
  'GET /api/v1/analytics/accounting/weekly/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/accounting/weekly/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/accounting/ageing': 'level 0 AP',
  'GET /api/v1/analytics/accounting/ageing/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/accounting/ageing/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/food/meals': 'level 0 AP',
  'GET /api/v1/analytics/food/meals/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/food/meals/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/food/recipes': 'level 0 AP',
  'GET /api/v1/analytics/food/recipes/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/food/recipes/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/food/ingredients': 'level 0 AP',
  'GET /api/v1/analytics/food/ingredients/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/food/ingredients/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/food/ratings': 'level 0 AP',
  'GET /api/v1/analytics/food/ratings/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/food/ratings/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/food/allergies': 'level 0 AP',
  'GET /api/v1/analytics/food/allergies/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/food/allergies/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/delivery/weekly': 'level 0 AP',
  'GET /api/v1/analytics/delivery/weekly/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/delivery/weekly/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/delivery/breakdown': 'level 0 AP',
  'GET /api/v1/analytics/delivery/breakdown/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/delivery/breakdown/export.xlsx': 'level 0 AP',
  'GET /api/v1/analytics/delivery/reasons': 'level 0 AP',
  'GET /api/v1/analytics/delivery/reasons/export.csv': 'level 0 AP',
  'GET /api/v1/analytics/delivery/reasons/export.xlsx': 'level 0 AP',
  'GET /api/v1/employees': 'level 0 AP',
  'GET /api/v1/employees/:id': 'level 0 AP',
  'POST /api/v1/employees': 'level 0 AP',
  'PUT /api/v1/employees/:id': 'level 0 AP',
  'GET /api/v1/hours/month/:year/:month': 'level 0 AP',
  'POST /api/v1/hours': 'level 0 AP',
  'PUT /api/v1/hours/:id': 'level 0 AP',
  'DELETE /api/v1/hours/:id': 'level 0 AP',
  'POST /api/v1/hours/upload/preview': 'level 0 AP',
  'POST /api/v1/hours/upload': 'level 0 AP',
  'GET /api/v1/labour/overall': 'level 0 AP',
  'GET /api/v1/labour/employees': 'level 0 AP',
  'GET /api/v1/labour/overall/export.csv': 'level 0 AP',
  'GET /api/v1/labour/employees/export.csv': 'level 0 AP',
  'GET /api/v1/labour/overall/export.xlsx': 'level 0 AP',
  'GET /api/v1/labour/employees/export.xlsx': 'level 0 AP',
  // registered by this test without a policy, to prove it is refused
  'GET /api/v1/test/unguarded': 'NONE',
};

function describePolicy(access: AccessPolicy | undefined): string {
  if (!access) return 'NONE';
  if (access === 'public') return 'public';
  const key = access.keyAuth ? ` or key ${access.keyAuth}` : '';
  const own = Object.entries(access.levels ?? {}).map(([category, level]) => ` (${category} ${level})`);
  return `level ${access.level} ${access.categories.join(',')}${own.join('')}${key}`;
}

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void logLines.push(line) } },
    extraRoutes: (app) => {
      app.get('/api/v1/test/unguarded', async () => ({ secret: 'leaked' }));
    },
  });
});
afterAll(async () => {
  await t.app.close();
});

describe('route policies', () => {
  it('lists every route with its policy', () => {
    const actual = Object.fromEntries(
      t.app.routePolicies
        .filter((p) => p.method !== 'HEAD')
        .map((p) => [`${p.method} ${p.url}`, describePolicy(p.access)]),
    );
    expect(actual).toEqual(expectedPolicies);
  });

  it('gives every HEAD route the policy of its GET', () => {
    const policies = t.app.routePolicies;
    for (const head of policies.filter((p) => p.method === 'HEAD')) {
      const get = policies.find(
        (p) => p.method === 'GET' && p.url.replace(/\/$/, '') === head.url.replace(/\/$/, ''),
      );
      expect(get, head.url).toBeDefined();
      expect(describePolicy(head.access), head.url).toBe(describePolicy(get?.access));
    }
  });

  it('refuses a route registered without a policy, to everyone, and says so at startup', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/test/unguarded' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({
      error_code: 'FORBIDDEN',
      error_message: messages.forbidden,
      request_id: expect.any(String),
    });
    const asSuper = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/unguarded',
      headers: { cookie: await loginAs(t.app, 'SUPER') },
    });
    expect(asSuper.statusCode).toBe(403);
    expect(asSuper.body).not.toContain('leaked');
    expect(logLines.join('\n')).toContain('GET /api/v1/test/unguarded');
  });
});

describe('session policies', () => {
  const level0 = () =>
    t.app.routePolicies.filter(
      (p) =>
        p.method !== 'HEAD' &&
        typeof p.access === 'object' &&
        p.access.level === 0 &&
        !p.access.keyAuth &&
        !p.access.categories.includes('LOGISTICS'),
    );
  const urlOf = (url: string) => url.replace(':id', '1');

  it('answers 401 without a session on every level-0 route', async () => {
    expect(level0().length).toBeGreaterThan(10);
    for (const route of level0()) {
      const response = await t.app.inject({ method: route.method as 'GET', url: urlOf(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({
        error_code: 'UNAUTHORISED',
        error_message: messages.sessionExpired,
        request_id: expect.any(String),
      });
    }
  });

  it('answers 403 to SUPER_CHEF, CHEF and Logistics users on every level-0 Administration route', async () => {
    for (const [role, cookie] of await refusedRoles(t.app)) {
      for (const route of level0()) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url),
          headers: { cookie },
        });
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(response.json().error_code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets every role reach its own session routes', async () => {
    for (const [group, category] of [
      ['SUPER', 'AP'],
      ['CHEF', 'AP'],
      ['CHEF', 'LOGISTICS'],
      ['SUPER', 'LOGISTICS'],
    ] as const) {
      const cookie = await loginAs(t.app, group, category);
      const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user_group: group, user_category: category });
    }
  });

  it('treats a forged, malformed or unknown token as no session', async () => {
    const cookie = await loginAs(t.app, 'SUPER');
    const token = cookie.split('=')[1]!;
    const [header, payload] = token.split('.');
    for (const bad of [`${header}.${payload}.forgedsignature`, 'garbage', `${token}x`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/users',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error_message).toBe(messages.sessionExpired);
    }
  });
});
