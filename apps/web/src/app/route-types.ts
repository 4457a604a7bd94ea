import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PrivilegeLevel, UserCategory } from '@brigade/domain/access/privilege';
import type titles from '../locales/en/routes.json';

export type TitleKey = keyof (typeof titles)['titles'];

/** The page layouts: the app with drawer, printable A4 sheets, and a light page without drawer. */
export type LayoutKind = 'default' | 'a4-portrait' | 'a4-landscape' | 'a4-border-box' | 'light';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

export interface ScreenRoute {
  /** The English path; the same screen also answers under /de. */
  path: string;
  /** Toolbar and document title (routes:titles.*; home is 'Dashboard'). */
  title: TitleKey;
  /** The drawer level of its section (ADR 002): users of this level or lower may open it. */
  level: PrivilegeLevel;
  layout: LayoutKind;
  /** Who may open it: logistics users reach only logistics routes. */
  categories: readonly UserCategory[];
  /** Customer-facing: shown without a login. */
  public: boolean;
  screen: ScreenLoader;
  /** The screens (route paths) likely opened from this one, prefetched when it is idle (ADR 073). */
  next?: readonly string[];
  /** The screen's first data (a list's first page), prefetched with its code when another screen is idle. */
  data?: ScreenData;
}

/** Loads a screen's first data into the query cache, under the key the screen itself asks for first. */
export type ScreenData = (client: QueryClient) => Promise<unknown>;

export interface RouteHandle {
  route: ScreenRoute;
}
