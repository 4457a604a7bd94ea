import type { MenuDetail, MenuItem } from '@brigade/domain/schemas/menus';

type Dish = Omit<MenuItem, 'slot'>;

/**
 * What customers may read of a dish: the published name, allergens, nutrition and public text — not the
 * kitchen's internal recipe name or which ingredients still await review. `allergens_complete: false` tells
 * the shop the allergen list may be missing some (DESIGN §8: never shown as safe because data is missing).
 */
function publicDish(dish: Dish) {
  return {
    recipe_id: dish.recipe_id,
    name: dish.display_name,
    allergens: dish.allergens.map(({ allergen_id, name, name_de, may_contain }) => ({
      allergen_id,
      name,
      name_de,
      may_contain,
    })),
    allergens_complete: dish.unreviewed_ingredients.length === 0,
    nutrition: dish.nutrition,
    public_html: dish.public_html,
  };
}

/** The customer-facing JSON of a published menu, written to the object store at menu/{date}/{menu_index}. */
export function publicMenuDocument(menu: MenuDetail) {
  const day = menu.additional_day;
  return {
    date: menu.date,
    menu_index: menu.menu_index,
    menu_override: menu.menu_override,
    published_at: menu.published_at,
    version: menu.version,
    items: menu.items.map((item) => ({ slot: item.slot, ...publicDish(item) })),
    additional_day: day
      ? {
          before_meals_html: day.before_meals_html,
          after_meals_html: day.after_meals_html,
          meals: day.meals.map((m) => ({
            meal: m.meal,
            position: m.position,
            name: m.display_name,
            production_date: m.production_date,
            bb_date: m.bb_date,
            expiry_date: m.expiry_date,
            public_html: m.public_html,
            dish: m.dish ? publicDish(m.dish) : null,
          })),
        }
      : null,
  };
}
