import { stripLanguage } from '../lib/locale.ts';
import type { ScreenRoute } from './route-types.ts';
import { screenRoutes } from './routes.tsx';

/** The route a path shows: every segment equal, or a `:param` segment (the route table has no splats). */
export function routeOfPath(
  pathname: string,
  routes: readonly ScreenRoute[] = screenRoutes,
): ScreenRoute | undefined {
  const segments = stripLanguage(pathname).split('/').filter(Boolean);
  return routes.find((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === decodeURIComponent(segments[i] ?? ''))
    );
  });
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
