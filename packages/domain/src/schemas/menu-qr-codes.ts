import { z } from 'zod';
import { MENU_OVERRIDES } from '../kitchen/menu-dish-name.ts';
import { menuAllergen } from './menus.ts';
import { DAY_SLOTS } from './production.ts';

// The QR codes of a date's published menus (/printable/a4/qr/menu/{date} and /printable/a4/qr/a-life/{date}):
// one card per dish, its QR code leading to the dish's public analysis page (ADR 038).

export const menuQrDish = z.object({
  recipe_id: z.number().int(),
  /** The meal type of the dish's slot (breakfast … other), or an extra slot (extra_1 … extra_5). */
  meal_type: z.enum(DAY_SLOTS),
  /** The name the menu shows: the client-facing name, or the A-Life label on an A-Life menu. */
  display_name: z.string(),
  client_facing_name: z.string(),
  a_life_label: z.string(),
  allergens: z.array(menuAllergen),
  /** False while an ingredient's allergens are unreviewed: the list may be incomplete, never 'no allergens'. */
  allergens_complete: z.boolean(),
  /** The public analysis page, relative to the app's origin: recipes/analysis/{recipe_id}-default. */
  analysis_path: z.string(),
});
export type MenuQrDish = z.infer<typeof menuQrDish>;

export const menuQrMenu = z.object({
  menu_index: z.number().int(),
  menu_override: z.enum(MENU_OVERRIDES).nullable(),
  version: z.number().int(),
  published_at: z.string(),
  /** The kitchen swapped an ingredient since publishing (ADR 074): the printed allergens may be out of date. */
  swapped_since_publishing: z.boolean(),
  dishes: z.array(menuQrDish),
});
export type MenuQrMenu = z.infer<typeof menuQrMenu>;

/** GET /menus/:date/qr-codes: every published menu of the date (by index), as published. */
export const menuQrCodes = z.object({ date: z.string(), menus: z.array(menuQrMenu) });
export type MenuQrCodes = z.infer<typeof menuQrCodes>;
