import type { MenuProblem } from '../schemas/menus.ts';

/** What the publish gate reads of one dish: its recipe, the recipe's lines and its nutrition analysis. */
export interface DishProblemFacts {
  readonly recipe_id: number;
  readonly recipe_name: string;
  /** The recipe's lines, to find an ingredient's id by the name the allergens and the analysis give. */
  readonly lines: readonly {
    readonly ingredient_id: number;
    readonly ingredient_name: string;
    readonly ingredient_name_de: string;
  }[];
  /** Ingredients whose allergens are not all declared and reviewed (the recipe's `needs_review`). */
  readonly unreviewed: readonly string[];
  /** False when the dish has no nutrition to show (no analysis, or a serving that weighs nothing). */
  readonly has_nutrition: boolean;
  /** The analysis's ingredients without nutrient data and lines that cannot be turned into grams. */
  readonly missing_nutrients: readonly string[];
  readonly unconverted: readonly { readonly name: string }[];
}

const noIngredient = { ingredient_id: null, ingredient_name: null, ingredient_name_de: null };

/**
 * Why a dish may not be published (ADR 055): each ingredient whose allergens are not all declared and reviewed,
 * no nutrition at all, each ingredient without nutrient data, each line that cannot be turned into grams. An
 * ingredient is named with its id and German name (from the recipe's lines) so the kitchen can open it; a name
 * no line carries (the recipe changed meanwhile) keeps a null id.
 */
export function dishProblems(dish: DishProblemFacts): MenuProblem[] {
  const byName = new Map<string, DishProblemFacts['lines'][number]>();
  for (const line of dish.lines) {
    if (!byName.has(line.ingredient_name)) byName.set(line.ingredient_name, line);
  }
  const head = { recipe_id: dish.recipe_id, recipe_name: dish.recipe_name };
  const about = (kind: MenuProblem['kind'], name: string): MenuProblem => ({
    kind,
    ...head,
    ingredient_id: byName.get(name)?.ingredient_id ?? null,
    ingredient_name: name,
    ingredient_name_de: byName.get(name)?.ingredient_name_de || null,
  });
  return [
    ...dish.unreviewed.map((name) => about('undeclared_allergens', name)),
    ...(dish.has_nutrition ? [] : [{ kind: 'no_nutrition' as const, ...head, ...noIngredient }]),
    ...dish.missing_nutrients.map((name) => about('missing_nutrients', name)),
    ...dish.unconverted.map((line) => about('unconvertible', line.name)),
  ];
}

/** The recipes of a menu, each once: its slots in order, then the additional meals that have a recipe. */
export function menuRecipeIds(content: {
  readonly items: readonly { readonly recipe_id: number }[];
  readonly additional_day: {
    readonly meals: readonly { readonly dish: { readonly recipe_id: number } | null }[];
  } | null;
}): number[] {
  const meals = content.additional_day?.meals ?? [];
  return [
    ...new Set([
      ...content.items.map((item) => item.recipe_id),
      ...meals.flatMap((meal) => (meal.dish ? [meal.dish.recipe_id] : [])),
    ]),
  ];
}
