import { canAccess, type PrivilegeLevel } from '../access/privilege.ts';

/** Spec §2 drawer entry. `level`: lower is more access; visible when the user's level ≤ it. */
export interface DrawerEntry {
  readonly key: string;
  readonly label: string;
  readonly path?: string;
  readonly level: PrivilegeLevel;
  readonly children?: readonly DrawerEntry[];
}

const leaf = (key: string, label: string, path: string, level: PrivilegeLevel): DrawerEntry => ({
  key,
  label,
  path,
  level,
});

/**
 * Spec §2 drawer, with levels. Children without their own level in the spec take their section's.
 * Paths of children the spec does not give are taken from its route list.
 */
export const DRAWER: readonly DrawerEntry[] = [
  leaf('home', 'Home', '/', 2),
  {
    key: 'customers',
    label: 'Customers',
    level: 0,
    children: [
      leaf('customers-overview', 'Overview', '/customers/overview', 0),
      leaf('special-programmes', 'Special programmes', '/customers/special-programmes', 0),
      leaf('customers-list', 'List', '/customers', 0),
      leaf('customers-allergies', 'Allergies', '/customers/allergies', 0),
    ],
  },
  {
    key: 'recipes',
    label: 'Recipes',
    level: 1,
    children: [
      leaf('recipes-assign', 'Assign', '/recipes/assign', 1),
      leaf('recipes-list', 'List', '/recipes', 1),
      leaf('ingredients', 'Ingredients', '/ingredients', 1),
      leaf('recipes-notes', 'Notes', '/recipes/notes', 1),
    ],
  },
  leaf('groups', 'Groups', '/groups', 0),
  leaf('orders', 'Orders', '/orders', 0),
  leaf('postal-service', 'Postal service', '/swiss-post', 0),
  {
    key: 'tools',
    label: 'Tools',
    level: 2,
    children: [
      leaf('nutritional-info', 'Nutritional Info', '/nutritional-info-list/0', 0),
      leaf('labelling', 'Labelling (new)', '/printable/a4/package-labels', 0),
      leaf('qr-code-generator', 'QR Code Generator (alpha)', '/qr-code/generator', 0),
      leaf('accounting-tool', 'Accounting tool', '/tools/bexio', 0),
      leaf('developers', 'Developers', '/dev/tools', 2),
    ],
  },
  {
    key: 'controls',
    label: 'Controls',
    level: 0,
    children: [
      leaf('users', 'Users', '/users', 0),
      leaf('delivery-types', 'Delivery Types', '/delivery_types', 0),
      leaf('chat-preferences', 'Chat Preferences', '/chat_preferences', 0),
      leaf('allergens', 'Allergens & Dislikes', '/allergens', 0),
      leaf('postcodes', 'Postcodes & Prices', '/postcodes', 0),
      leaf('discounts', 'Discount codes', '/discounts', 0),
      leaf('availability', 'Availability', '/availability', 0),
      leaf('pick-up-points', 'Pick up points', '/pick_up_points', 0),
    ],
  },
  {
    key: 'pop-up-shop',
    label: 'Pop-Up Shop',
    level: 2,
    children: [leaf('bulk-calculator', 'Bulk calculator', '/bulk_calculator', 2)],
  },
  {
    key: 'analytics',
    label: 'Analytics',
    level: 0,
    children: [
      leaf('analytics-customer', 'Customer', '/analytics/customer', 0),
      leaf('analytics-order', 'Order', '/analytics/order', 0),
      leaf('analytics-delivery', 'Delivery', '/analytics/delivery', 0),
      leaf('analytics-accounting', 'Accounting tool', '/analytics/bexio', 0),
      leaf('analytics-food', 'Food', '/analytics/food', 0),
      leaf('analytics-labour', 'Labour', '/analytics/labour', 0),
    ],
  },
  leaf('logout', 'Logout', '/log_out', 2),
];

/**
 * Spec §2/§6: the drawer a user of `level` sees — entries (and children) whose level is at or above the
 * user's. Choice: a section left with no visible children is hidden too.
 */
export function visibleDrawer(
  level: PrivilegeLevel,
  entries: readonly DrawerEntry[] = DRAWER,
): DrawerEntry[] {
  return entries.flatMap((entry) => {
    if (!canAccess(level, entry.level)) return [];
    if (!entry.children) return [entry];
    const children = visibleDrawer(level, entry.children);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
