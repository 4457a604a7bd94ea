import { swapsIngredients, type DayOverridesOf } from '@brigade/domain/kitchen/day-recipe-lines';
import { menuDishName, type MenuOverride } from '@brigade/domain/kitchen/menu-dish-name';
import { dishProblems, menuRecipeIds } from '@brigade/domain/kitchen/menu-problems';
import type {
  MenuAllergen,
  MenuContent,
  MenuItem,
  MenuNutrition,
  MenuProblem,
} from '@brigade/domain/schemas/menus';
import type { RecipeAnalysisResponse } from '@brigade/domain/schemas/nutrition';
import { AppError } from '../../lib/errors.ts';
import { toMenuNutrition } from './mapping.ts';
import type { NutritionService } from '../nutrition/service.ts';
import type { RecipesService } from '../recipes/service.ts';

/** What a menu needs of the recipe and nutrition modules: their services, not their tables (ADR 015). */
export interface DishSources {
  recipes: Pick<RecipesService, 'get'>;
  nutrition: Pick<NutritionService, 'analysis' | 'stored' | 'compute'>;
}

/** The date a loader's dishes are cooked on, and its swaps (read once, when a dish is first loaded). */
interface DishDay {
  readonly date: string;
  readonly swaps: () => Promise<DayOverridesOf>;
}

export type MenuDish = Omit<MenuItem, 'slot'>;

type Analysis = RecipeAnalysisResponse['analysis'];

interface RecipeFacts {
  readonly names: { name: string; client_facing_name: string; a_life_label: string };
  readonly allergens: MenuAllergen[];
  readonly unreviewed: string[];
  readonly nutrition: MenuNutrition | null;
  readonly publicHtml: { header: string; html: string }[];
  /** What keeps the dish from being published (ADR 055). */
  readonly problems: MenuProblem[];
}

/**
 * Builds menu dishes of one date from recipes, each recipe read once per loader (a menu review compares
 * several menus of the same dishes), with the problems that keep each from being published (ADR 055). A dish
 * whose ingredient the kitchen swaps that date (ADR 074) is the dish as cooked: its allergens, unreviewed
 * ingredients and nutrition follow the swap (the nutrition computed for the date, not stored). Otherwise
 * nutrition is the recipe's current analysis, which the nutrition module computes and stores when due; when
 * the object store refuses that new analysis (502) the menu takes the one stored before, or none, rather than
 * failing to publish.
 */
export function createDishLoader(sources: DishSources, day: DishDay) {
  const facts = new Map<number, Promise<RecipeFacts>>();
  let swaps: Promise<DayOverridesOf> | undefined;

  async function analysisOf(recipeId: number): Promise<Analysis | null> {
    try {
      return (await sources.nutrition.analysis(recipeId)).analysis;
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 502) return sources.nutrition.stored(recipeId);
      throw error;
    }
  }

  /** The recipe as cooked on the day: as written unless the day swaps one of its ingredients. */
  async function cooked(recipeId: number) {
    swaps ??= day.swaps();
    if (!swapsIngredients((await swaps)(day.date, recipeId))) {
      return Promise.all([sources.recipes.get(recipeId), analysisOf(recipeId)]);
    }
    return Promise.all([
      sources.recipes.get(recipeId, day.date),
      sources.nutrition.compute(recipeId, undefined, day.date),
    ]);
  }

  async function load(recipeId: number): Promise<RecipeFacts> {
    const [recipe, analysis] = await cooked(recipeId);
    const nutrition = toMenuNutrition(analysis);
    return {
      names: {
        name: recipe.name,
        client_facing_name: recipe.client_facing_name,
        a_life_label: recipe.a_life_label,
      },
      allergens: recipe.allergens.map((a) => ({
        allergen_id: a.allergen_id,
        name: a.name,
        name_de: a.name_de,
        may_contain: a.may_contain,
      })),
      unreviewed: recipe.needs_review,
      nutrition,
      publicHtml: recipe.public_html,
      problems: dishProblems({
        recipe_id: recipeId,
        recipe_name: recipe.name,
        lines: recipe.lines,
        unreviewed: recipe.needs_review,
        has_nutrition: nutrition !== null,
        missing_nutrients: analysis?.missingNutrients ?? [],
        unconverted: analysis?.unconverted ?? [],
      }),
    };
  }

  function factsOf(recipeId: number): Promise<RecipeFacts> {
    let pending = facts.get(recipeId);
    if (!pending) {
      pending = load(recipeId);
      facts.set(recipeId, pending);
    }
    return pending;
  }

  return {
    async dish(recipeId: number, override: MenuOverride | null): Promise<MenuDish> {
      const f = await factsOf(recipeId);
      return {
        recipe_id: recipeId,
        ...f.names,
        display_name: menuDishName(f.names, override),
        allergens: f.allergens,
        unreviewed_ingredients: f.unreviewed,
        nutrition: f.nutrition,
        public_html: f.publicHtml,
      };
    },

    /** The problems of a menu's dishes (ADR 055): each recipe once, slots first, then the additional meals. */
    async problems(content: MenuContent): Promise<MenuProblem[]> {
      const all = await Promise.all(menuRecipeIds(content).map(async (id) => (await factsOf(id)).problems));
      return all.flat();
    },
  };
}

export type DishLoader = ReturnType<typeof createDishLoader>;
