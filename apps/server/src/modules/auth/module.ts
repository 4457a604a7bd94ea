import type { CoreDeps, Module } from '../../lib/module.ts';
import type { UsersService } from '../users/service.ts';
import { createLoginLimiter } from './login-limiter.ts';
import { userPasswordRoutes } from './password-routes.ts';
import { authRoutes } from './routes.ts';
import { createAuthService, type AuthService } from './service.ts';

export interface AuthSettings {
  sessionSecret: string;
  sessionTtlHours: number;
  /** Failed logins allowed per client IP and username within the window, then 429. */
  loginRateLimit: { max: number; windowMinutes: number };
  cookieSecure: boolean;
}

/** Login, logout, sessions and passwords (own and, for a SUPER, other users'). */
export function createAuthModule(
  deps: CoreDeps & { users: UsersService; settings: AuthSettings },
): Module<{ auth: AuthService }> {
  const { settings } = deps;
  const limiter = createLoginLimiter({
    max: settings.loginRateLimit.max,
    windowMs: settings.loginRateLimit.windowMinutes * 60_000,
    clock: deps.clock,
  });
  const { sessionSecret, sessionTtlHours } = settings;
  const auth = createAuthService({ ...deps, sessionSecret, sessionTtlHours, limiter });
  return {
    services: { auth },
    routes: async (api) => {
      await api.register(authRoutes, { auth, cookieSecure: settings.cookieSecure });
      await api.register(userPasswordRoutes, { auth });
    },
  };
}
