import { callActions, callsWithoutAction } from '@brigade/domain/messages/call-actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * The web wraps every failed call as 'Unable to <action>. <reason>' (spec §8, ADR 076) from one table in the
 * domain: it must name every route the server has, and no route it does not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ template: 'empty' });
});
afterAll(async () => {
  await t.app.close();
});

const apiPrefix = '/api/v1';

function serverCalls(): string[] {
  return t.app.routePolicies
    .filter((p) => p.method !== 'HEAD' && p.url.startsWith(`${apiPrefix}/`))
    .map((p) => `${p.method} ${p.url.slice(apiPrefix.length)}`)
    .sort();
}

describe('the table of calls and their actions', () => {
  it('has an action, or a reason for none, for every /api/v1 route', () => {
    const known = new Set([...Object.keys(callActions), ...Object.keys(callsWithoutAction)]);
    expect(serverCalls().filter((call) => !known.has(call))).toEqual([]);
  });

  it('has no entry for a route the server does not have', () => {
    const routes = new Set(serverCalls());
    const entries = [...Object.keys(callActions), ...Object.keys(callsWithoutAction)];
    expect(entries.filter((call) => !routes.has(call))).toEqual([]);
  });

  it('gives no route both an action and a reason for none', () => {
    expect(Object.keys(callsWithoutAction).filter((call) => call in callActions)).toEqual([]);
  });
});
