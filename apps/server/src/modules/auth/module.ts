import type { Database } from '../../db/client.ts';
import type { CoreDeps, Module } from '../../lib/module.ts';
import { createSessionCache } from '../../lib/session-cache.ts';
import type { ActiveSessionRow } from './repository.ts';
import type { UsersService } from '../users/service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { createSharedCounter } from '../../lib/shared-counter.ts';
import { userPasswordRoutes } from './password-routes.ts';
import { authRoutes } from './routes.ts';
import { createAuthService, type AuthService } from './service.ts';

export interface AuthSettings {
  sessionSecret: string;
  sessionTtlHours: number;
  /** Failed logins allowed per client IP and username within the window, then 429. */
  loginRateLimit: { max: number; windowMinutes: number };
  cookieSecure: boolean;
  /** Seconds a live session is taken from memory once read (0: off), ADR 079. */
  sessionCacheSeconds: number;
}

/** Login, logout, sessions and passwords (own and, for a SUPER, other users'). */
export function createAuthModule(
  deps: CoreDeps & {
    users: UsersService;
    settings: AuthSettings;
    /** Its NOTIFY tells the other instances that sessions ended (ADR 079). */
    database: Pick<Database, 'db' | 'listen'>;
  },
): Module<{ auth: AuthService }> {
  const { settings } = deps;
  const limiter = createLoginLimiter({
    max: settings.loginRateLimit.max,
    windowMs: settings.loginRateLimit.windowMinutes * 60_000,
    clock: deps.clock,
    counter: createSharedCounter(deps.db),
  });
  const { sessionSecret, sessionTtlHours } = settings;
  const cache = createSessionCache<ActiveSessionRow>({ ttlMs: settings.sessionCacheSeconds * 1000 });
  const sessions = { cache, database: deps.database };
  const auth = createAuthService({ ...deps, sessionSecret, sessionTtlHours, limiter, sessions });
  return {
    services: { auth },
    routes: async (api) => {
      // Other instances' logouts and password changes clear this instance's session cache (PostgreSQL).
      const stopListening = await cache.listen(deps.database);
      api.addHook('onClose', stopListening);
      await api.register(authRoutes, { auth, cookieSecure: settings.cookieSecure });
      await api.register(userPasswordRoutes, { auth });
    },
  };
}
