import { stripLanguage } from '../lib/locale.ts';

/**
 * The customer-facing routes (routes.tsx `public: true`), here as paths only: the session gate lets them through
 * before the admin app's routes load, and the login screen stays without them (ADR 073). routes.test.ts keeps
 * this list equal to the routes'.
 */
export const publicPaths = [
  '/labels/:id',
  '/recipes/analysis/:analysis',
  '/ap/recipes/analysis/:analysis',
  '/pay',
  '/pay/:sessionId',
];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** Customer-facing routes open without a login, so the session gate lets them through. */
export function isPublicPath(pathname: string): boolean {
  const bare = stripLanguage(pathname);
  return publicPaths.some((path) => matches(path, bare));
}
