import {
  mdiAccountGroup,
  mdiAccountMultiple,
  mdiBookOpenPageVariant,
  mdiChartBox,
  mdiCog,
  mdiHome,
  mdiLogout,
  mdiMailboxUp,
  mdiShopping,
  mdiStorefront,
  mdiTools,
  mdiTruckDelivery,
  mdiClipboardList,
} from '@mdi/js';
import type { PrivilegeLevel, UserCategory } from '@brigade/domain/access/privilege';
import { visibleEntries, type Viewer } from '@brigade/domain/access/visible-entries';

export interface NavLink {
  key: string;
  path: string;
  level: PrivilegeLevel;
  categories: readonly UserCategory[];
}

export interface NavEntry extends Partial<NavLink> {
  key: string;
  icon: string;
  level: PrivilegeLevel;
  categories: readonly UserCategory[];
  /** A group (collapsible); otherwise `path` is set. */
  children?: NavLink[];
}

const ap = ['AP'] as const;
const all = ['AP', 'LOGISTICS'] as const;

const link = (
  key: string,
  path: string,
  level: PrivilegeLevel,
  categories: readonly UserCategory[] = ap,
): NavLink => ({
  key,
  path,
  level,
  categories,
});

/**
 * The drawer, privilege level per entry (shown to users of that level or lower); logistics users see only the
 * entries marked for everyone.
 */
export const navigation: readonly NavEntry[] = [
  { key: 'home', path: '/', icon: mdiHome, level: 2, categories: all },
  {
    key: 'customers',
    icon: mdiAccountMultiple,
    level: 0,
    categories: ap,
    children: [
      link('customerOverview', '/customers/overview', 0),
      link('specialProgrammes', '/customers/special-programmes', 0),
      link('customerList', '/customers', 0),
      link('allergies', '/customers/allergies', 0),
    ],
  },
  {
    key: 'recipes',
    icon: mdiBookOpenPageVariant,
    level: 1,
    categories: ap,
    children: [
      link('assign', '/recipes/assign', 1),
      link('recipeList', '/recipes', 1),
      link('ingredients', '/ingredients', 1),
      link('notes', '/recipes/notes', 1),
    ],
  },
  { key: 'groups', path: '/groups', icon: mdiAccountGroup, level: 0, categories: ap },
  { key: 'orders', path: '/orders', icon: mdiClipboardList, level: 0, categories: ap },
  { key: 'shopOrders', path: '/orders/shopify', icon: mdiShopping, level: 0, categories: ap },
  { key: 'postalService', path: '/swiss-post', icon: mdiMailboxUp, level: 0, categories: ap },
  // The dispatcher's board: AP SUPER and Logistics SUPER (the run last chosen in this browser).
  { key: 'consignments', path: '/consignments', icon: mdiTruckDelivery, level: 0, categories: all },
  {
    key: 'tools',
    icon: mdiTools,
    level: 2,
    categories: all,
    children: [
      link('nutritionalInfo', '/nutritional-info-list/0', 0),
      link('labelling', '/printable/a4/package-labels', 0),
      link('qrCodeGenerator', '/qr-code/generator', 0),
      link('accountingTool', '/tools/bexio', 0),
      link('developers', '/dev/tools', 2, all),
    ],
  },
  {
    key: 'controls',
    icon: mdiCog,
    level: 0,
    categories: ap,
    children: [
      link('users', '/users', 0),
      link('deliveryTypes', '/delivery_types', 0),
      link('chatPreferences', '/chat_preferences', 0),
      link('allergens', '/allergens', 0),
      link('postcodes', '/postcodes', 0),
      link('discounts', '/discounts', 0),
      link('availability', '/availability', 0),
      link('pickUpPoints', '/pick_up_points', 0),
      link('auditLog', '/audit-log', 0),
    ],
  },
  {
    key: 'popUpShop',
    icon: mdiStorefront,
    level: 2,
    categories: all,
    children: [link('bulkCalculator', '/bulk_calculator', 2, all)],
  },
  {
    key: 'analytics',
    icon: mdiChartBox,
    level: 0,
    categories: ap,
    children: [
      link('margins', '/notes/margins', 0),
      link('customerAnalytics', '/analytics/customer', 0),
      link('orderAnalytics', '/analytics/order', 0),
      link('deliveryAnalytics', '/analytics/delivery', 0),
      link('accountingAnalytics', '/analytics/bexio', 0),
      link('foodAnalytics', '/analytics/food', 0),
      link('labourAnalytics', '/analytics/labour', 0),
    ],
  },
  { key: 'logout', path: '/log_out', icon: mdiLogout, level: 2, categories: all },
];

export type { Viewer };

/** The drawer a user sees: entries at or above their level and of their category; empty groups vanish. */
export function visibleNavigation(viewer: Viewer, entries: readonly NavEntry[] = navigation): NavEntry[] {
  return visibleEntries(entries, viewer);
}

/** The entry whose path is the longest prefix of the current path (segment-wise), for highlighting. */
export function activeNavKey(pathname: string, entries: readonly NavEntry[]): string | undefined {
  const links = entries.flatMap((entry) =>
    entry.children ? entry.children : entry.path ? [entry as NavLink] : [],
  );
  let best: NavLink | undefined;
  for (const item of links) {
    const matches =
      item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (matches && (!best || item.path.length > best.path.length)) best = item;
  }
  return best?.key;
}
