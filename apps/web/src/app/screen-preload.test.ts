import { describe, expect, it } from 'vitest';
import { routeOfPath } from './screen-preload.ts';

describe('the screen of a path, for preloading', () => {
  it('finds the route of a path in either language, with parameters', () => {
    expect(routeOfPath('/')?.title).toBe('dashboard');
    expect(routeOfPath('/de')?.title).toBe('dashboard');
    expect(routeOfPath('/de/allergens')?.path).toBe('/allergens');
    expect(routeOfPath('/customers/12')?.path).toBe('/customers/:id');
    expect(routeOfPath('/consignments/default/2026-12-02/PM-0/app')?.path).toBe(
      '/consignments/:team/:date/:dateIdentifier/app',
    );
  });

  it('prefers the route of exactly the path to one with a parameter', () => {
    const [param, fixed] = [
      { ...routeOfPath('/customers/12')!, path: '/customers/:id' },
      { ...routeOfPath('/customers')!, path: '/customers/new' },
    ];
    expect(routeOfPath('/customers/new', [param, fixed])).toBe(fixed);
    expect(routeOfPath('/customers/12', [param, fixed])).toBe(param);
  });

  it('finds nothing for an unknown path', () => {
    expect(routeOfPath('/no/such/screen')).toBeUndefined();
    expect(routeOfPath('/allergens/extra/segments')).toBeUndefined();
  });
});
