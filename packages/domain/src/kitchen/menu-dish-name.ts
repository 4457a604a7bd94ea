/** The only menu override: ALIFE, the A-Life partner's menu. */
export const MENU_OVERRIDES = ['ALIFE'] as const;
export type MenuOverride = (typeof MENU_OVERRIDES)[number];

/** The names a recipe carries (name, client_facing_name, a_life_label; empty = not set). */
export interface DishNames {
  readonly name: string;
  readonly client_facing_name: string;
  readonly a_life_label: string;
}

/**
 * The name a customer reads on a menu. The standard menu shows the client-facing name; the A-Life partner's
 * menu (override ALIFE) shows the recipe's A-Life label. An empty name falls back (A-Life label → client-facing
 * name → internal name), so a dish is never published without a name.
 */
export function menuDishName(recipe: DishNames, override: MenuOverride | null): string {
  const candidates =
    override === 'ALIFE'
      ? [recipe.a_life_label, recipe.client_facing_name, recipe.name]
      : [recipe.client_facing_name, recipe.name];
  return candidates.map((c) => c.trim()).find((c) => c !== '') ?? '';
}

/**
 * Staff publish the standard menu as index 0 and the A-Life menu as index 1; another index starts without an
 * override. Only a default for the publish dialog: the override is stored with each menu.
 */
export function defaultMenuOverride(menuIndex: number): MenuOverride | null {
  return menuIndex === 1 ? 'ALIFE' : null;
}
