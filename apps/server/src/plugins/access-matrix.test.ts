import type { CompanySlug, UserCategory, UserGroup } from '@brigade/domain/access/privilege';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, login, loginAs, type TestApp } from '../../test/build-test-app.ts';
import type { AccessPolicy, RoutePolicy } from './access.ts';

/**
 * Every route of the route table called by every kind of caller: who the policy lets in must not be answered
 * 401/403 (nor 5xx), everyone else must be. The expectation is computed from the policy itself, so a route
 * added tomorrow is covered without touching this file.
 */

interface Caller {
  name: string;
  group?: UserGroup;
  category?: UserCategory;
  company?: CompanySlug;
  cookie?: string;
}

/** The team (a Logistics company) the placeholder run belongs to: the demo Logistics SUPER's company. */
const TEAM: CompanySlug = 'rico';
const PASSWORD = 'a-long-matrix-password-2026';

// Callers whose calls can change the state of the others (a SUPER can disable users, give one-time
// passwords) go last; every caller logs out as its very last call.
const callers: Caller[] = [
  { name: 'anonymous' },
  { name: 'AP CHEF', group: 'CHEF', category: 'AP', company: 'default' },
  { name: 'AP SUPER_CHEF', group: 'SUPER_CHEF', category: 'AP', company: 'default' },
  { name: `LOGISTICS SUPER (${TEAM})`, group: 'SUPER', category: 'LOGISTICS', company: TEAM },
  { name: `LOGISTICS CHEF (${TEAM})`, group: 'CHEF', category: 'LOGISTICS', company: TEAM },
  { name: 'LOGISTICS SUPER (other company)', group: 'SUPER', category: 'LOGISTICS', company: 'ultrakurier' },
  { name: 'LOGISTICS CHEF (other company)', group: 'CHEF', category: 'LOGISTICS', company: 'ultrakurier' },
  { name: 'AP SUPER', group: 'SUPER', category: 'AP', company: 'default' },
];

const levelOf: Record<UserGroup, number> = { SUPER: 0, SUPER_CHEF: 1, CHEF: 2 };

/** Whether the policy lets the caller in: the route table's rule plus the company rule of Logistics runs. */
function allowed(route: RoutePolicy, caller: Caller): boolean {
  const access = route.access as AccessPolicy;
  if (access === 'public') return true;
  if (!caller.group || !caller.category) return false;
  if (!access.categories.includes(caller.category)) return false;
  const needed = access.levels?.[caller.category] ?? access.level;
  if (levelOf[caller.group] > needed) return false;
  // A Logistics user dispatches and drives only their own company's runs (ADR 066).
  if (caller.category === 'LOGISTICS' && route.url.includes(':team') && caller.company !== TEAM) return false;
  return true;
}

/** A plausible value for a path parameter, from its name. */
function placeholder(name: string): string {
  if (name === 'team') return TEAM;
  if (name === 'identifier') return 'AM-0';
  if (/date$/i.test(name)) return '2026-03-02';
  if (name === 'year') return '2026';
  if (name === 'week') return '10';
  if (name === 'month') return '3';
  if (name === 'menuIndex') return '0';
  if (name === 'postcode') return '8001';
  if (name === 'code') return '2026-03-02-1';
  if (name === 'idVariant') return '1-1';
  if (name === 'name') return 'no-such-name';
  if (name === 'sessionId') return 'no-such-session';
  return '1';
}

const urlOf = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_, name: string) => placeholder(name)).replace(/\*$/, 'x');

/** Calls that end the session or touch accounts go last, so they cannot break the calls after them. */
function riskOf(route: RoutePolicy): number {
  if (route.url === '/api/v1/auth/logout') return 3;
  if (route.url.startsWith('/api/v1/users') || route.url === '/api/v1/auth/change-password') return 2;
  if (route.method === 'DELETE') return 1;
  return 0;
}

/**
 * A valid body for the routes whose refusal is decided after the body is validated (a key in the body, the
 * company of a run checked by the service): an empty body would stop at 400 before the check is reached.
 */
const ACTION_ID = '00000000-0000-4000-8000-000000000001';
const validBodies: Record<string, object> = {
  'POST /api/v1/system/version': { new_version: '9.9.9', key: 'not-the-broadcast-key' },
  'PUT /api/v1/logistics/consignments/:team/:date/:identifier/stop-order': { codes: [], version: 0 },
  'POST /api/v1/logistics/consignments/:team/:date/:identifier/stops/:code/check-in': {
    action_id: ACTION_ID,
  },
  'POST /api/v1/logistics/consignments/:team/:date/:identifier/stops/:code/deliver': {
    action_id: ACTION_ID,
    outcome: 'mailbox',
  },
};

/** Public routes that prove the caller by their own secret (a signature), so nobody gets in without it. */
const ownGuard = new Set(['POST /api/v1/shop/webhooks/orders']);

let t: TestApp;
let routes: RoutePolicy[];

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MAX: '1000000' } });
  const admin = await loginAs(t.app, 'SUPER');
  for (const [username, group, company] of [
    ['matrix-rico-chef', 'CHEF', TEAM],
    ['matrix-other-super', 'SUPER', 'ultrakurier'],
    ['matrix-other-chef', 'CHEF', 'ultrakurier'],
  ] as const) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { cookie: admin },
      payload: {
        username,
        password: PASSWORD,
        user_group: group,
        user_category: 'LOGISTICS',
        company_slug: company,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  routes = t.app.routePolicies
    .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
    // The server-sent events stream never ends, so inject cannot wait for it; it is public.
    .filter((r) => r.url !== '/api/v1/system/events')
    .sort((a, b) => riskOf(a) - riskOf(b));
}, 120_000);
afterAll(async () => {
  await t?.app.close();
});

async function sessionOf(caller: Caller): Promise<string | undefined> {
  if (!caller.group || !caller.category) return undefined;
  const own: Record<string, string> = {
    [`CHEF LOGISTICS ${TEAM}`]: 'matrix-rico-chef',
    'SUPER LOGISTICS ultrakurier': 'matrix-other-super',
  };
  const username = own[`${caller.group} ${caller.category} ${caller.company}`];
  if (username) return login(t.app, username, PASSWORD, caller.category);
  // The demo users: AP of the default company, the Logistics SUPER of rico, the Logistics CHEF of ultrakurier.
  if (caller.category === 'LOGISTICS' && caller.group === 'CHEF' && caller.company === 'ultrakurier')
    return loginAs(t.app, 'CHEF', 'LOGISTICS');
  return loginAs(t.app, caller.group, caller.category);
}

describe('the access matrix of every route and every kind of caller', () => {
  it(`refuses exactly the callers the policy refuses (${callers.length} callers × every route)`, async () => {
    const leaks: string[] = [];
    const refusedWrongly: string[] = [];
    const errors: string[] = [];
    let calls = 0;
    for (const caller of callers) {
      const cookie = await sessionOf(caller);
      for (const route of routes) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url),
          headers: cookie ? { cookie } : {},
          payload:
            route.method === 'GET' || route.method === 'DELETE'
              ? undefined
              : (validBodies[`${route.method} ${route.url}`] ?? {}),
        });
        calls += 1;
        const status = response.statusCode;
        const label = `${caller.name} ${route.method} ${route.url} → ${status}`;
        if (status >= 500) errors.push(`${label} ${response.body.slice(0, 200)}`);
        if (ownGuard.has(`${route.method} ${route.url}`)) {
          if (status !== 401) leaks.push(label);
        } else if (allowed(route, caller)) {
          if (status === 401 || status === 403)
            refusedWrongly.push(`${label} ${response.body.slice(0, 120)}`);
        } else if (status !== (cookie ? 403 : 401)) leaks.push(label);
      }
    }
    console.info(
      `access matrix: ${routes.length} routes × ${callers.length} callers = ${calls} calls; ` +
        `${leaks.length} leaks, ${refusedWrongly.length} wrongly refused, ${errors.length} 5xx`,
    );
    expect(calls).toBe(routes.length * callers.length);
    expect(refusedWrongly).toEqual([]);
    expect(leaks).toEqual([]);
    expect(errors).toEqual([]);
  }, 600_000);
});
