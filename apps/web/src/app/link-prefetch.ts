import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { visibleNavigation, type Viewer } from './navigation.ts';
import type { ScreenLoader, ScreenRoute } from './route-types.ts';
import { screenRoutes } from './routes.tsx';
import { routeOfPath } from './screen-preload.ts';

// Link prefetch on idle (spec §9, ADR 073): once a screen has been left alone for 2 s, the code of the screens
// likely next is fetched through the routes' own import functions, so the router finds the chunk cached, and
// then the first data of those that declare it (a busy list's first page), under the key the screen asks for.

/** Spec §9: link prefetch idle timeout. */
export const PREFETCH_IDLE_MS = 2000;

/** What the browser tells of the connection (`navigator.connection`; not every browser has it). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetch on a data saver or a 2G connection (spec §9). */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * The screens likely next after `current`: the screens it declares (`next`, e.g. a list's record page), then
 * the drawer's links the viewer sees — each once, never the current screen or the logout.
 */
export function nextScreens(
  current: ScreenRoute | undefined,
  viewer: Viewer,
  routes: readonly ScreenRoute[] = screenRoutes,
): ScreenLoader[] {
  return nextRoutes(current, viewer, routes).map((route) => route.screen);
}

/** The first data of the next screens that declare it, loaded into `client` (after their code). */
export function nextData(
  current: ScreenRoute | undefined,
  viewer: Viewer,
  client: QueryClient,
  routes: readonly ScreenRoute[] = screenRoutes,
): (() => Promise<unknown>)[] {
  return nextRoutes(current, viewer, routes).flatMap((route) => {
    const { data } = route;
    return data ? [() => data(client)] : [];
  });
}

function nextRoutes(
  current: ScreenRoute | undefined,
  viewer: Viewer,
  routes: readonly ScreenRoute[],
): ScreenRoute[] {
  const links = visibleNavigation(viewer).flatMap((entry) =>
    entry.children ? entry.children.map((c) => c.path) : entry.path ? [entry.path] : [],
  );
  const next = new Map<ScreenLoader, ScreenRoute>();
  for (const path of [...(current?.next ?? []), ...links]) {
    if (path === '/log_out') continue;
    const route = routeOfPath(path, routes);
    if (route && !route.public && !next.has(route.screen)) next.set(route.screen, route);
  }
  if (current) next.delete(current.screen);
  return [...next.values()];
}

/**
 * After `idleMs` without key or pointer input (each restarts the wait), imports the loaders one after another;
 * answers what stops it (a new screen). Nothing at all when the connection asks to save data.
 */
export function schedulePrefetch(
  loaders: readonly (() => Promise<unknown>)[],
  options: { idleMs?: number; connection?: ConnectionHints; target?: EventTarget } = {},
): () => void {
  if (loaders.length === 0 || !prefetchAllowed(options.connection)) return () => undefined;
  const target = options.target ?? window;
  const events = ['keydown', 'pointerdown'] as const;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const detach = () => {
    for (const name of events) target.removeEventListener(name, restart);
  };
  const run = async () => {
    detach();
    for (const load of loaders) {
      if (stopped) return;
      // A chunk that fails to load now is loaded again when the screen is opened (and reported then).
      await load().catch(() => undefined);
    }
  };
  function restart() {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), options.idleMs ?? PREFETCH_IDLE_MS);
  }
  for (const name of events) target.addEventListener(name, restart);
  restart();
  return () => {
    stopped = true;
    clearTimeout(timer);
    detach();
  };
}

/** Prefetches the next screens of the one shown whenever it has been idle 2 s (the admin layout uses it). */
export function useIdlePrefetch(route: ScreenRoute | undefined, viewer: Viewer) {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { level, user_category } = viewer;
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    const who = { level, user_category };
    // Code first (every next screen), then the first data of those that declare it.
    const tasks = [...nextScreens(route, who), ...nextData(route, who, client)];
    return schedulePrefetch(tasks, { connection });
  }, [pathname, route, level, user_category, client]);
}
