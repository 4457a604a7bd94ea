import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { formatWeekId, isoWeeksInYear, mondayOfWeekId } from '@brigade/domain/calendar/week-id';
import { changesLines, dayRecipeLines } from '@brigade/domain/kitchen/day-recipe-lines';
import { mealLabelCode, mealLabelUrl, shortCustomerName } from '@brigade/domain/labels/label-codes';
import type { LabelLanguage } from '@brigade/domain/labels/label-texts';
import { mealLabelContent, mealLabelDates, type ShelfLife } from '@brigade/domain/labels/meal-label';
import type { OrderDeliveryBag } from '@brigade/domain/logistics/delivery-bags';
import { messages } from '@brigade/domain/messages/catalogue';
import { MEAL_TYPES } from '@brigade/domain/programmes/meal-types';
import type {
  MealLabel,
  MealLabelRecipe,
  MealLabelsQuery,
  MealLabelsResponse,
} from '@brigade/domain/schemas/labels';
import type { Db } from '../../db/client.ts';
import { dayOverridesOf } from '../../lib/day-lines.ts';
import { businessRule, notFound } from '../../lib/errors.ts';
import type { LogisticsService } from '../logistics/service.ts';
import type { NutritionService } from '../nutrition/service.ts';
import { toLabelAllergens, toLabelRecipes, toMealLabelRecipe } from './mapping.ts';
import * as repo from './repository.ts';

/** What labels print besides the food: the business and how long meals keep (configuration, ADR 068). */
export interface LabelSettings {
  /** The business's name and address lines. */
  producer: string[];
  shelfLife: ShelfLife;
}

export type PackingDay = Awaited<ReturnType<LogisticsService['packingDay']>>;

export interface MealLabelsDeps {
  db: Db;
  settings: LabelSettings;
  logistics: Pick<LogisticsService, 'packingDay'>;
  nutrition: Pick<NutritionService, 'compute'>;
}

/** The Monday of an ISO week, or 422 when the year has no such week. */
export function mondayOf(year: number, week: number): IsoDate {
  if (week > isoWeeksInYear(year)) throw businessRule(messages.labelsWeekInvalid);
  return mondayOfWeekId(formatWeekId({ year, week }));
}

/** The recipe of each meal type of a day: the first slot of that meal (the one its bags are packed from). */
export function slotRecipes(day: PackingDay): Map<string, number> {
  const slots = new Map<string, number>();
  for (const s of day.slots) if (!slots.has(s.slot)) slots.set(s.slot, s.recipeId);
  return slots;
}

/** A recipe as written (date null) or as cooked on a date (ADR 074). */
export interface RecipeUse {
  recipeId: number;
  date: string | null;
}

/** Portions of a meal in a delivery: its own bag's and its additional bag's. */
const portionsOf = (qty: readonly number[]) => qty.reduce((sum, q) => sum + q, 0);

/**
 * Meal labels (ADR 068): one per portion of each meal of each delivery of the week (the bags' rule, so the
 * labels are what is packed), what each recipe's labels print in the asked language, and the dates.
 */
export function createMealLabelsService(deps: MealLabelsDeps) {
  const { db, settings, logistics, nutrition } = deps;

  /**
   * What the labels of these recipes print, in one language: each as written (date null), or as cooked on a
   * date that swaps one of its ingredients (ADR 074).
   */
  async function recipeContents(uses: readonly RecipeUse[], lang: LabelLanguage): Promise<MealLabelRecipe[]> {
    if (uses.length === 0) return [];
    const recipeIds = [...new Set(uses.map((u) => u.recipeId))];
    const day = await dayOverridesOf(
      db,
      uses.flatMap((u) => u.date ?? []),
    );
    const [names, lines, manual, catalogue, swapped] = await Promise.all([
      repo.recipeNames(db, recipeIds),
      repo.recipeLines(db, recipeIds),
      repo.manualAllergens(db, recipeIds),
      repo.catalogue(db),
      repo.ingredientNames(db, day.swappedIn),
    ]);
    const swappedName = new Map(swapped.map((i) => [i.ingredientId, i]));
    const cooked = uses.map((u) => {
      const own = lines.filter((l) => l.recipeId === u.recipeId);
      if (u.date === null) return own;
      return dayRecipeLines(own, day.of(u.date, u.recipeId), (line, ingredientId) => ({
        ...line,
        ingredientId,
        ...swappedName.get(ingredientId),
      }));
    });
    const [declarations, analyses] = await Promise.all([
      repo.declarations(db, [...new Set(cooked.flat().map((l) => l.ingredientId))]),
      Promise.all(uses.map((u) => nutrition.compute(u.recipeId, db, u.date ?? undefined))),
    ]);
    const allergens = toLabelAllergens(catalogue);
    return uses.flatMap((u, i) =>
      toLabelRecipes({
        names: names.filter((n) => n.recipeId === u.recipeId),
        lines: cooked[i]!,
        declarations,
        manual,
        analyses: new Map([[u.recipeId, analyses[i]!]]),
      }).map((r) => ({ ...toMealLabelRecipe(mealLabelContent(r, allergens, lang)), date: u.date })),
    );
  }

  /** The recipes the labels print: as cooked on a date that changes them, else as written (once). */
  async function usesOf(labels: readonly MealLabel[]): Promise<RecipeUse[]> {
    const day = await dayOverridesOf(
      db,
      labels.map((l) => l.date),
    );
    const keys = new Map<string, RecipeUse>();
    for (const l of labels) {
      const date = changesLines(day.of(l.date, l.recipe_id)) ? l.date : null;
      keys.set(`${l.recipe_id}|${date ?? ''}`, { recipeId: l.recipe_id, date });
    }
    return [...keys.values()];
  }

  function labelsOfDay(date: IsoDate, day: PackingDay, query: MealLabelsQuery): MealLabel[] {
    const slots = slotRecipes(day);
    const dates = mealLabelDates(date, settings.shelfLife);
    const labels: MealLabel[] = [];
    const wanted = (b: OrderDeliveryBag) =>
      query.customer_id === undefined || b.customerId === query.customer_id;
    for (const meal of MEAL_TYPES) {
      const recipeId = slots.get(meal);
      if (recipeId === undefined || (query.meal_type && query.meal_type !== meal)) continue;
      for (const bag of day.bags) {
        const line = bag.bag.meals[meal];
        if (!line || !wanted(bag)) continue;
        const portions = portionsOf(line.qty);
        const code = { orderId: bag.orderId, date, recipeId };
        for (let portion = 1; portion <= portions; portion++) {
          labels.push({
            order_id: bag.orderId,
            customer_id: bag.customerId,
            customer: shortCustomerName(bag.firstName, bag.lastName),
            date,
            meal_type: meal,
            recipe_id: recipeId,
            portion,
            portions,
            produced: dates.produced,
            best_before: dates.bestBefore,
            use_by: dates.useBy,
            code: mealLabelCode(code),
            qr_path: mealLabelUrl('', code),
          });
        }
      }
    }
    return labels;
  }

  return {
    recipeContents,

    /** What one recipe's labels print; 404 for an unknown recipe. */
    async recipeLabel(recipeId: number, lang: LabelLanguage): Promise<MealLabelRecipe> {
      const [content] = await recipeContents([{ recipeId, date: null }], lang);
      if (!content) throw notFound();
      return content;
    },

    /** The name a recipe carries on labels: its client-facing name, else its name. */
    async recipeName(recipeId: number): Promise<string> {
      const [row] = await repo.recipeNames(db, [recipeId]);
      return row ? row.clientFacingName.trim() || row.name : `#${recipeId}`;
    },

    /** A week's meal labels, or those of a day, a meal type or a customer of it. */
    async mealLabels(year: number, week: number, query: MealLabelsQuery): Promise<MealLabelsResponse> {
      const monday = mondayOf(year, week);
      const week7 = [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n));
      if (query.date && !week7.includes(query.date)) throw businessRule(messages.labelsDateOutsideWeek);
      const dates = query.date ? [query.date] : week7;
      const days = await Promise.all(dates.map((d) => logistics.packingDay(d, false)));
      const labels = dates.flatMap((date, i) => labelsOfDay(date, days[i]!, query));
      const recipes = await recipeContents(await usesOf(labels), query.lang);
      return { year, week, lang: query.lang, producer: settings.producer, recipes, labels };
    },
  };
}

export type MealLabelsService = ReturnType<typeof createMealLabelsService>;
