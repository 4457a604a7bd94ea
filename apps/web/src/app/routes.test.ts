import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import type { RouteHandle } from './route-types.ts';
import { buildRoutes } from './router.tsx';
import { screenRoutes } from './routes.tsx';
import { isPublicPath, publicPaths } from './public-routes.ts';

/** Every route of the app, with sample parameters. */
const specRoutes = [
  '/',
  '/log_out',
  // Top-level pages
  '/allergens',
  '/analytics',
  '/appstle',
  '/availability',
  '/bexio',
  '/bulk_calculator',
  '/chat_preferences',
  '/customers',
  '/delivery_types',
  '/delivery-zones',
  '/dev_tools',
  '/discounts',
  '/groups',
  '/ingredients',
  '/luckabox',
  '/orders',
  '/pick_up_points',
  '/postcodes',
  '/programmes',
  '/recipes',
  '/shopping-lists',
  '/swiss-post',
  '/users',
  '/vbout',
  // Analytics
  '/analytics/bexio',
  '/analytics/customer',
  '/analytics/delivery',
  '/analytics/food',
  '/analytics/labour',
  '/analytics/order',
  '/analytics/labour/overall',
  '/analytics/labour/upload_hours',
  // Other pages
  '/bexio/legacy',
  '/bexio/legacy/login',
  '/bexio/v3/login',
  '/customers/allergies',
  '/customers/overview',
  '/customers/special-programmes',
  '/dev/tools',
  '/hr/hours',
  '/ingredients/v1',
  '/notes/margins',
  '/orders/legacy',
  '/orders/shopify',
  '/qr-code/generator',
  '/recipes/assign',
  '/recipes/notes',
  '/tools/appstle',
  '/tools/bexio',
  '/week/customers',
  '/week/recipes',
  '/recipes/export/multiple',
  // Printable A4 pages
  '/printable/a4/package-labels',
  '/printable/a4/reset-labels',
  '/printable/a4/shopping-list',
  '/printable/a4/reset-labels/simple',
  '/printable/a4/reset-labels/qr-code',
  // Parameterised routes
  '/customers/0',
  '/customers/42',
  '/customers/special-programmes/7',
  '/customers/overview/2026/3',
  '/customers/overview/2026/3/991',
  '/delivery_types/0',
  '/recipes/0',
  '/recipes/12',
  '/recipes/export/12',
  '/recipes/feedback/12',
  '/menu-review/5',
  '/menu-review/date/2026-01-12',
  '/menu/2026-01-12/1',
  '/nutritional-info-list/0',
  '/shopping-lists/3',
  '/shopping-lists/v1/3',
  '/orders/shopify/5551',
  '/consignments',
  '/consignments/ultrakurier/2026-01-12/PM-0',
  '/consignments/ultrakurier/2026-01-12/PM-0/run-sheet',
  '/consignments/ultrakurier/2026-01-12/PM-0/app',
  '/printable/a4/qr/a-life/2026-01-12',
  '/printable/a4/qr/menu/2026-01-12',
  '/printable/a4/meal-labels/2026/3',
  '/printable/a4/meal-labels/2026/3/scan-qr',
  '/printable/a4/package-labels/a6/2026_3-1/17',
  '/printable/a4/shopping-list/1,2,3',
  // A run's label link (public)
  '/labels/3f2c9a',
  // Customer-facing recipe analysis
  '/recipes/analysis/12-lean',
  '/ap/recipes/analysis/12-lean',
];

function screenAt(path: string) {
  const matches = matchRoutes(buildRoutes(), path) ?? [];
  const handle = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
  return handle?.route;
}

describe('routes table', () => {
  it.each(specRoutes)('%s has a screen in English and German', (path) => {
    const en = screenAt(path);
    expect(en, path).toBeDefined();
    expect(en?.path, `${path} fell through to not-found`).not.toBe('*');
    const de = screenAt(path === '/' ? '/de' : `/de${path}`);
    expect(de).toBe(en);
  });

  it('sends unknown routes to the not-found page, in both languages', () => {
    expect(screenAt('/no/such/page')?.path).toBe('*');
    expect(screenAt('/de/no/such/page')?.path).toBe('*');
  });

  it('gives every route a title, a level, a layout and a lazy screen, once per path', () => {
    const paths = screenRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of screenRoutes) {
      expect([0, 1, 2]).toContain(route.level);
      expect(typeof route.screen).toBe('function');
      expect(route.title).toBeTruthy();
    }
  });

  it('puts printable pages in A4 layouts, the driver app and customer pages in the light layout', () => {
    expect(screenAt('/printable/a4/meal-labels/2026/3')?.layout).toBe('a4-landscape');
    expect(screenAt('/printable/a4/shopping-list')?.layout).toBe('a4-portrait');
    expect(screenAt('/printable/a4/package-labels')?.layout).toBe('a4-border-box');
    expect(screenAt('/consignments/rico/2026-01-12/AM-0/app')?.layout).toBe('light');
    expect(screenAt('/consignments/rico/2026-01-12/AM-0/run-sheet')?.layout).toBe('a4-portrait');
    expect(screenAt('/labels/3f2c9a')?.layout).toBe('light');
    expect(screenAt('/users')?.layout).toBe('default');
  });

  it('opens only the customer-facing analysis without a login', () => {
    expect(isPublicPath('/recipes/analysis/12-lean')).toBe(true);
    expect(isPublicPath('/de/ap/recipes/analysis/12-lean')).toBe(true);
    expect(isPublicPath('/labels/3f2c9a')).toBe(true);
    expect(isPublicPath('/de/labels/3f2c9a')).toBe(true);
    expect(isPublicPath('/consignments/rico/2026-01-12/AM-0')).toBe(false);
    expect(isPublicPath('/recipes/12')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
  });

  it('lets through, before the routes load, exactly the routes marked public', () => {
    const marked = screenRoutes.filter((route) => route.public).map((route) => route.path);
    expect([...publicPaths].sort()).toEqual([...marked].sort());
    expect(isPublicPath('/pay/cs_123')).toBe(true);
    expect(isPublicPath('/de/pay')).toBe(true);
  });

  it('uses the drawer levels: controls 0, recipes 1, home/tools-developers/pop-up shop 2', () => {
    expect(screenAt('/users')?.level).toBe(0);
    expect(screenAt('/allergens')?.level).toBe(0);
    expect(screenAt('/recipes/assign')?.level).toBe(1);
    expect(screenAt('/notes/margins')?.level).toBe(0);
    expect(screenAt('/dev/tools')?.level).toBe(2);
    expect(screenAt('/bulk_calculator')?.level).toBe(2);
    expect(screenAt('/bulk_calculator')?.categories).toContain('LOGISTICS');
    expect(screenAt('/users')?.categories).toEqual(['AP']);
    // The dispatcher: SUPER of either category (AP every team, Logistics their company's).
    for (const path of [
      '/consignments',
      '/consignments/rico/2026-01-12/AM-0',
      '/consignments/rico/2026-01-12/AM-0/run-sheet',
    ]) {
      expect(screenAt(path)?.level).toBe(0);
      expect(screenAt(path)?.categories).toEqual(['AP', 'LOGISTICS']);
    }
  });
});
