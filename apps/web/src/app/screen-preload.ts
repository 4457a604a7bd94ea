import { stripLanguage } from '../lib/locale.ts';
import type { ScreenRoute } from './route-types.ts';
import { screenRoutes } from './routes.tsx';

/**
 * The route a path shows, in either language: the route of exactly that path, else the first whose segments are
 * equal or a `:param` (the route table has no splats), so a fixed path wins over a parameter.
 */
export function routeOfPath(
  pathname: string,
  routes: readonly ScreenRoute[] = screenRoutes,
): ScreenRoute | undefined {
  const segments = stripLanguage(pathname).split('/').filter(Boolean);
  const matches = (route: ScreenRoute) => {
    const pattern = route.path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === decodeURIComponent(segments[i] ?? ''))
    );
  };
  const exact = `/${segments.join('/')}`;
  return routes.find((route) => route.path === exact) ?? routes.find(matches);
}

/**
 * Starts loading the screen and layout of the address bar's path, for a returning user while the session check is
 * on its way (ADR 078): the router would ask for them only after its own chunk has loaded. The router's lazy
 * routes import the same modules, so nothing loads twice.
 */
export function preloadScreenOf(pathname: string): void {
  const route = routeOfPath(pathname);
  if (route) route.screen().catch(() => undefined);
}
