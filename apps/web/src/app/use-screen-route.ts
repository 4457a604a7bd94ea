import { useMatches } from 'react-router';
import type { RouteHandle, ScreenRoute } from './route-types.ts';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The routes-table entry of the screen being shown. */
export function useScreenRoute(): ScreenRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.route;
  }
  return undefined;
}
