import { daySwapKeys, type DayOverridesOf } from '@brigade/domain/kitchen/day-recipe-lines';
import { menuRecipeIds } from '@brigade/domain/kitchen/menu-problems';
import type { MealType } from '@brigade/domain/programmes/meal-types';
import type {
  AdditionalDay,
  MenuContent,
  MenuDetail,
  MenuItem,
  MenuNutrition,
  putAdditionalDayRequest,
} from '@brigade/domain/schemas/menus';
import type { MenuQrMenu } from '@brigade/domain/schemas/menu-qr-codes';
import type { RecipeAnalysisResponse } from '@brigade/domain/schemas/nutrition';
import type { z } from 'zod';
import type { AdditionalDayRow, AdditionalMealRow, MealValues } from './additional-days-repository.ts';
import type { MenuRow } from './repository.ts';

// Rows → the menus API's shapes, and a published menu → the document customers read.

/** What a menu stores besides its content: the date's swaps it was published with (ADR 074). */
export type StoredMenuContent = MenuContent & { readonly swaps?: readonly string[] };

/**
 * A published menu; `swaps` are its date's swaps now, to tell whether the kitchen swapped an ingredient of its
 * dishes since it was published (a menu stored before swaps were kept counts as published without any).
 */
export function toMenuDetail(row: MenuRow, swaps: DayOverridesOf): MenuDetail {
  const content = row.content as StoredMenuContent;
  const now = daySwapKeys(swaps, row.date, menuRecipeIds(content));
  return {
    menu_id: row.menuId,
    date: row.date,
    menu_index: row.menuIndex,
    menu_override: row.menuOverride,
    published_at: row.publishedAt.toISOString(),
    published_by: row.publishedByName,
    publish_override_reason: row.publishOverrideReason,
    version: row.version,
    swapped_since_publishing: now.join(',') !== (content.swaps ?? []).join(','),
    items: content.items,
    additional_day: content.additional_day,
  };
}

/** The additional day of a date; without a stored day, an empty one at version 0. */
export function toAdditionalDay(
  date: string,
  day: AdditionalDayRow | undefined,
  meals: readonly AdditionalMealRow[],
): AdditionalDay {
  return {
    date,
    before_meals_html: day?.beforeMealsHtml ?? '',
    after_meals_html: day?.afterMealsHtml ?? '',
    meals: meals.map((m) => ({
      additional_meal_id: m.additionalMealId,
      meal: m.meal as MealType,
      position: m.position,
      recipe_id: m.recipeId,
      recipe_name: m.recipeName,
      snapshot_name: m.snapshotName,
      nutritional_information_id: m.nutritionalInformationId,
      production_date: m.productionDate,
      bb_date: m.bbDate,
      expiry_date: m.expiryDate,
      public_html: m.publicHtml,
      version: m.version,
    })),
    version: day?.version ?? 0,
  };
}

export type PutAdditionalDay = z.output<typeof putAdditionalDayRequest>;

/** An additional meal as sent → its stored values (`id` null for a new meal). */
export function toMealValues(
  m: PutAdditionalDay['meals'][number],
  recipe: { name: string; clientFacingName: string } | undefined,
): MealValues & { id: number | null } {
  return {
    id: m.additional_meal_id,
    meal: m.meal,
    position: m.position,
    recipeId: m.recipe_id,
    // The printed name is a snapshot: taken from the recipe once, kept when the recipe is renamed.
    snapshotName: m.snapshot_name || recipe?.clientFacingName.trim() || recipe?.name || '',
    nutritionalInformationId: m.nutritional_information_id,
    productionDate: m.production_date,
    bbDate: m.bb_date,
    expiryDate: m.expiry_date,
    publicHtml: m.public_html,
  };
}

/** What a menu reads of an analysis: the stored one, or one computed for a date (ADR 074). */
interface MenuAnalysis {
  readonly perServing: Pick<
    RecipeAnalysisResponse['analysis']['perServing'],
    'energyKcal' | 'proteinG' | 'carbohydratesG' | 'fatG' | 'saltG'
  >;
  readonly weightPerServing: { readonly amount: number };
  readonly unconverted: readonly { readonly name: string }[];
  readonly missingNutrients: readonly string[];
}

/** Per serving; a recipe without any weighed line has no figures to show (0 kcal would mislead). */
export function toMenuNutrition(analysis: MenuAnalysis | null): MenuNutrition | null {
  if (!analysis || analysis.weightPerServing.amount <= 0) return null;
  const s = analysis.perServing;
  return {
    energy_kcal: s.energyKcal,
    protein_g: s.proteinG,
    carbohydrates_g: s.carbohydratesG,
    fat_g: s.fatG,
    salt_g: s.saltG,
    weight_g: analysis.weightPerServing.amount,
    complete: analysis.unconverted.length === 0 && analysis.missingNutrients.length === 0,
  };
}

/**
 * What customers may read of a dish: the published name, allergens, nutrition and public text — not the
 * kitchen's internal recipe name or which ingredients still await review. `allergens_complete: false` tells
 * the shop the allergen list may be missing some: a dish is never shown as safe because data is missing.
 */
function toPublicDish(dish: Omit<MenuItem, 'slot'>) {
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
export function toPublicMenuDocument(menu: MenuDetail) {
  const day = menu.additional_day;
  return {
    date: menu.date,
    menu_index: menu.menu_index,
    menu_override: menu.menu_override,
    published_at: menu.published_at,
    version: menu.version,
    items: menu.items.map((item) => ({ slot: item.slot, ...toPublicDish(item) })),
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
            dish: m.dish ? toPublicDish(m.dish) : null,
          })),
        }
      : null,
  };
}

/**
 * A published menu as its QR page prints it: per dish the meal type, the names, the allergens and the path of
 * the public analysis page of the menu's date (ADR 038, 074), which shows customers only public data.
 */
export function toMenuQrMenu(menu: MenuDetail): MenuQrMenu {
  return {
    menu_index: menu.menu_index,
    menu_override: menu.menu_override,
    version: menu.version,
    published_at: menu.published_at,
    swapped_since_publishing: menu.swapped_since_publishing,
    dishes: menu.items.map((item) => ({
      recipe_id: item.recipe_id,
      meal_type: item.slot,
      display_name: item.display_name,
      client_facing_name: item.client_facing_name,
      a_life_label: item.a_life_label,
      allergens: item.allergens,
      allergens_complete: item.unreviewed_ingredients.length === 0,
      // The dish as cooked on the menu's date (its swaps, ADR 074).
      analysis_path: `recipes/analysis/${item.recipe_id}-default?date=${menu.date}`,
    })),
  };
}
