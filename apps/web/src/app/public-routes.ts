import { stripLanguage } from '../lib/locale.ts';
import { screenRoutes } from './routes.tsx';

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** Customer-facing routes open without a login, so the session gate lets them through. */
export function isPublicPath(pathname: string): boolean {
  const bare = stripLanguage(pathname);
  return screenRoutes.some((route) => route.public && matches(route.path, bare));
}
