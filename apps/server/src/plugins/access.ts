import { timingSafeEqual } from 'node:crypto';
import type { PrivilegeLevel, UserCategory } from '@brigade/domain/access/privilege';
import { canAccess } from '@brigade/domain/access/privilege';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@brigade/domain/messages/catalogue';
import { AppError, forbidden, unauthorised } from '../lib/errors.ts';
import type { AuthService, SessionUser } from '../modules/auth/service.ts';

export const SESSION_COOKIE = 'brigade_session';

/** The secrets a route may accept instead of a session (`keyAuth`), read from the body field `key`. */
export type KeyName = 'broadcast';

/**
 * Every route declares who may call it (ADR 002): 'public', or the highest privilege level number allowed
 * (0 SUPER … 2 CHEF) and the user categories. `keyAuth` also lets a caller in with a shared key instead.
 */
export type AccessPolicy =
  | 'public'
  | {
      level: PrivilegeLevel;
      categories: readonly UserCategory[];
      /** A category's own level where it differs from `level` (the drivers' app: every Logistics user). */
      levels?: Partial<Record<UserCategory, PrivilegeLevel>>;
      keyAuth?: KeyName;
      /** Open to a session that must first change its one-time password (ADR 080): logout and the change. */
      beforePasswordChange?: true;
    };

export interface RoutePolicy {
  method: string;
  url: string;
  access: AccessPolicy | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
  interface FastifyInstance {
    /** Every route with its policy, for the access test and the startup check. */
    routePolicies: RoutePolicy[];
  }
}

export const superAp = { level: 0, categories: ['AP'] } as const satisfies AccessPolicy;
/** Level 1 (SUPER, SUPER_CHEF) of the AP category: recipes and ingredients (ADR 042). */
export const level1Ap = { level: 1, categories: ['AP'] } as const satisfies AccessPolicy;
/** Level 2 of the AP category: every AP user, chefs included (ADR 046). */
export const level2Ap = { level: 2, categories: ['AP'] } as const satisfies AccessPolicy;
/**
 * Who packs the delivery bags (ADR 064): AP planners and administrators (level 1) and the Logistics
 * dispatchers (level 1 of their category); kitchen chefs and drivers (level 2) do not.
 */
export const packers = { level: 1, categories: ['AP', 'LOGISTICS'] } as const satisfies AccessPolicy;
export const anySession = { level: 2, categories: ['AP', 'LOGISTICS'] } as const satisfies AccessPolicy;
/** Every session, also one that must change its one-time password first: logging out, changing the password. */
export const ownAccount = { ...anySession, beforePasswordChange: true } as const satisfies AccessPolicy;
/**
 * Who dispatches a run (ADR 066): AP SUPER (every team) and Logistics SUPER (their own company's team, checked
 * by the service against the route's team).
 */
export const dispatchers = { level: 0, categories: ['AP', 'LOGISTICS'] } as const satisfies AccessPolicy;
/** Who drives a run (ADR 066): AP SUPER, and every Logistics user of the run's company (checked by the service). */
export const drivers = {
  level: 0,
  categories: ['AP', 'LOGISTICS'],
  levels: { LOGISTICS: 2 },
} as const satisfies AccessPolicy;

/** The session token a request carries: `Authorization: Bearer` or the session cookie. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

function keyMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const accessPlugin = fp(
  async (app: FastifyInstance, options: { auth: AuthService; keys: Partial<Record<KeyName, string>> }) => {
    const routes: RouteOptions[] = [];
    const granted = new WeakSet<FastifyRequest>();
    // Read lazily: a plugin's own onRoute hook (see registerPublic) may set the policy after this hook ran.
    app.decorate('routePolicies', {
      getter: () =>
        routes.flatMap((route) =>
          [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access })),
        ),
    });
    app.decorateRequest('session', null);

    app.addHook('onRoute', (route) => {
      routes.push(route);
      const access = route.config?.access;
      // The OpenAPI document names a session for every route; public ones say they need none.
      if (access === 'public' && route.schema) {
        route.schema = { ...route.schema, security: [] } as typeof route.schema;
      }
      if (access && access !== 'public' && access.keyAuth) {
        // The key sits in the body: checked once the body is parsed, before it is validated, so that a caller
        // without the key learns nothing of the body's rules (401, not 400).
        const keyName = access.keyAuth;
        const checkKey = async (request: FastifyRequest) => {
          if (granted.has(request)) return;
          if (keyMatches(options.keys[keyName], (request.body as { key?: unknown } | undefined)?.key)) return;
          throw request.session ? forbidden() : unauthorised();
        };
        route.preValidation = [checkKey, ...[route.preValidation ?? []].flat()];
      }
    });

    app.addHook('onReady', async () => {
      const missing = app.routePolicies.filter((p) => !p.access).map((p) => `${p.method} ${p.url}`);
      if (missing.length > 0) {
        app.log.error({ routes: missing }, 'routes without an access policy: every call is refused');
      }
    });

    // Fail-closed: a route without a policy is refused, whatever the caller holds.
    app.addHook('onRequest', async (request) => {
      if (request.is404) return; // the not-found handler answers; there is nothing to protect
      const policy = request.routeOptions.config.access;
      if (!policy) {
        request.log.error({ url: request.routeOptions.url }, 'route has no access policy');
        throw forbidden();
      }
      if (policy === 'public') return;
      const token = tokenOf(request);
      request.session = token ? await options.auth.authenticate(token) : null;
      const allowed =
        request.session !== null &&
        policy.categories.includes(request.session.user_category) &&
        canAccess(request.session.level, policy.levels?.[request.session.user_category] ?? policy.level);
      if (allowed && request.session?.must_change_password && !policy.beforePasswordChange) {
        throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', messages.passwordChangeRequired);
      }
      if (allowed) {
        granted.add(request);
        return;
      }
      if (policy.keyAuth) return; // decided in preHandler, once the key in the body can be read
      throw request.session ? forbidden() : unauthorised();
    });
  },
  { name: 'access', dependencies: ['@fastify/cookie'] },
);

/**
 * Registers a third-party plugin whose routes are all public (the API docs, the static web app): they cannot
 * carry our config themselves, so an onRoute hook scoped to this context gives them the policy.
 */
export async function registerPublic(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: route.config?.access ?? 'public' };
    });
    await register(scope);
  });
}

/** The session of a request that passed a session policy; a handler calling this on a public route is a bug. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw unauthorised();
  return request.session;
}
