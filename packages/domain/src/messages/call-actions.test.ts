import { describe, expect, it } from 'vitest';
import { callActionMatcher, callActions, callsWithoutAction } from './call-actions.ts';
import { messages, type MessageKey } from './catalogue.ts';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const segment = /^(?:[\w.-]+|:[A-Za-z_]\w*|\*)$/;

describe('the table of calls (ADR 076)', () => {
  it.each(Object.keys({ ...callActions, ...callsWithoutAction }))(
    '%s is a method and a route pattern',
    (call) => {
      const [method, pattern, ...rest] = call.split(' ');
      expect(methods).toContain(method);
      expect(rest).toEqual([]);
      expect(pattern).toMatch(/^\//);
      expect(pattern?.startsWith('/api/')).toBe(false);
      for (const part of pattern!.slice(1).split('/')) expect(part, call).toMatch(segment);
    },
  );

  it("names catalogue messages that read 'Unable to …', whose placeholders are the route's parameters", () => {
    for (const [call, key] of Object.entries(callActions)) {
      const text = messages[key];
      expect(text, call).toMatch(/^Unable to /);
      const params = [...call.matchAll(/:(\w+)/g)].map((m) => m[1]);
      for (const [, name] of text.matchAll(/\{\{(\w+)\}\}/g))
        expect(params, `${call}: ${text}`).toContain(name);
    }
  });

  it('gives a reason for each call without an action', () => {
    for (const reason of Object.values(callsWithoutAction)) expect(reason.length).toBeGreaterThan(10);
  });

  it("uses the old app's wording where spec §8 gives one", () => {
    const texts = (calls: string[]) => calls.map((call) => messages[callActions[call]!]);
    expect(
      texts([
        'GET /customers/:id',
        'PUT /customers/:id',
        'DELETE /customers/:id',
        'GET /customers/autocomplete',
        'GET /customers/overview/:year/:week',
        'GET /pick-up-points',
        'POST /pick-up-points',
        'PUT /production/days/:date/recipes',
        'GET /courier-orders/:id',
      ]),
    ).toEqual([
      'Unable to get customer core.',
      'Unable to create/update customer.',
      'Unable to delete customer.',
      'Unable to autocomplete customer.',
      'Unable to get customer overview.',
      'Unable to get pick up points.',
      'Unable to create/update pick up points.',
      'Unable to submit day recipes.',
      'Unable to get order ID: {{id}}.',
    ]);
    // Delivery types: the old app swapped create and update; Brigade names what was done.
    expect(texts(['POST /delivery-types', 'PUT /delivery-types/:id'])).toEqual([
      'Unable to create delivery type.',
      'Unable to update delivery type.',
    ]);
  });
});

describe('callActionMatcher', () => {
  const match = callActionMatcher();
  const keyOf = (method: string, path: string): MessageKey | undefined => match(method, path)?.key;

  it('finds the call by method and path, a static segment before a parameter', () => {
    expect(keyOf('GET', '/customers/autocomplete')).toBe('unableToAutocompleteCustomer');
    expect(keyOf('GET', '/customers/12')).toBe('unableToGetCustomerCore');
    expect(keyOf('PUT', '/customers/12')).toBe('unableToSaveCustomer');
    expect(keyOf('get', '/customers/export?q=a')).toBe('unableToExportCustomers');
    expect(keyOf('GET', '/menus/dates/2026-11-30')).toBe('unableToGetMenus');
    expect(keyOf('GET', '/menus/2026-11-30/2')).toBe('unableToGetMenu');
  });

  it("gives the route's parameters, decoded", () => {
    expect(match('GET', '/special-programmes/7')).toEqual({
      key: 'unableToGetSpecialProgramme',
      params: { id: '7' },
    });
    expect(match('PUT', '/production/days/2026-11-30/recipes/4/lines/a%2Fb/done')?.params).toEqual({
      date: '2026-11-30',
      recipe_id: '4',
      uid: 'a/b',
    });
  });

  it('lets * match the rest of the path', () => {
    expect(keyOf('GET', '/accounting/proxy/api.xro/2.0/Invoices')).toBe('unableToReachAccounting');
  });

  it('knows nothing of other paths, methods or lengths', () => {
    expect(match('GET', '/nowhere')).toBeUndefined();
    expect(match('PATCH', '/customers/12')).toBeUndefined();
    expect(match('GET', '/customers/12/summary/extra')).toBeUndefined();
    expect(match('GET', '/health')).toBeUndefined();
  });
});
