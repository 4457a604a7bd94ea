import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Language } from '../lib/locale.ts';
import type { LayoutKind, RouteHandle, ScreenRoute } from './route-types.ts';
import { notFoundRoute, screenRoutes } from './routes.tsx';
import { RouteRoot } from './route-root.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { BootSplash } from '../components/boot-splash.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

const layouts: Record<LayoutKind, () => Promise<{ default: ComponentType }>> = {
  default: () => import('./layouts/default-layout.tsx'),
  'a4-portrait': () => import('./layouts/a4-portrait-layout.tsx'),
  'a4-landscape': () => import('./layouts/a4-landscape-layout.tsx'),
  'a4-border-box': () => import('./layouts/a4-border-box-layout.tsx'),
  light: () => import('./layouts/light-layout.tsx'),
};

function screenRoute(route: ScreenRoute): RouteObject {
  const handle: RouteHandle = { route };
  const lazy = async () => ({ Component: (await route.screen()).default });
  if (route.path === '/') return { index: true, handle, lazy };
  return { path: route.path.slice(1), handle, lazy };
}

function layoutRoutes(): RouteObject[] {
  return (Object.keys(layouts) as LayoutKind[]).map((kind) => {
    const children = screenRoutes.filter((route) => route.layout === kind).map(screenRoute);
    if (kind === 'default') {
      const handle: RouteHandle = { route: notFoundRoute };
      children.push({ path: '*', handle, Component: NotFoundPage });
    }
    return {
      id: `layout-${kind}`,
      lazy: async () => ({ Component: (await layouts[kind]()).default }),
      children,
    };
  });
}

/** The router's tree: every screen at / and again under /de, grouped by layout. */
export function buildRoutes(): RouteObject[] {
  const withIds = (routes: RouteObject[], language: Language): RouteObject[] =>
    routes.map((route) => ({ ...route, id: `${language}-${route.id}` }) as RouteObject);
  return [
    {
      path: '/',
      Component: RouteRoot,
      ErrorBoundary: RouteErrorPage,
      // Lazy children resolve before the first render; this shows meanwhile.
      HydrateFallback: BootSplash,
      children: [...withIds(layoutRoutes(), 'en'), { path: 'de', children: withIds(layoutRoutes(), 'de') }],
    },
  ];
}
