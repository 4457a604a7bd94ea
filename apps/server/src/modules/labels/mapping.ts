import type {
  LabelAllergen,
  LabelLine,
  LabelRecipe,
  MealLabelContent,
} from '@brigade/domain/labels/meal-label';
import type { RecipeAnalysis } from '@brigade/domain/nutrition/analyse-recipe';
import type { PackingProblem } from '@brigade/domain/labels/packing-check';
import type { MealLabelRecipe, PackingProblemDto } from '@brigade/domain/schemas/labels';
import type * as repo from './repository.ts';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** The catalogue as labels read it. */
export const toLabelAllergens = (rows: Rows<typeof repo.catalogue>): LabelAllergen[] => rows;

/** Groups rows by a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export interface RecipeRows {
  names: Rows<typeof repo.recipeNames>;
  lines: Rows<typeof repo.recipeLines>;
  declarations: Rows<typeof repo.declarations>;
  manual: Rows<typeof repo.manualAllergens>;
  /** Each recipe's analysis: its lines in the same order as `lines` (position, then id). */
  analyses: ReadonlyMap<number, RecipeAnalysis>;
}

/** The recipes as the label rule reads them: lines with their grams (from the analysis) and declarations. */
export function toLabelRecipes(rows: RecipeRows): LabelRecipe[] {
  const linesOf = groupBy(rows.lines, (l) => l.recipeId);
  const manualOf = groupBy(rows.manual, (m) => m.recipeId);
  const declared = groupBy(rows.declarations, (d) => d.ingredientId);
  const ids = (ingredientId: number, kind: 'CONTAINS' | 'MAY_CONTAIN') =>
    (declared.get(ingredientId) ?? []).filter((d) => d.kind === kind).map((d) => d.allergenId);
  return rows.names.map((recipe) => {
    const analysis = rows.analyses.get(recipe.recipeId);
    const lines: LabelLine[] = (linesOf.get(recipe.recipeId) ?? []).map((line, i) => ({
      ingredientId: line.ingredientId,
      name: line.name,
      nameDe: line.nameDe,
      clientFacingName: line.clientFacingName,
      grams: analysis?.lines[i]?.grams ?? null,
      contains: ids(line.ingredientId, 'CONTAINS'),
      mayContain: ids(line.ingredientId, 'MAY_CONTAIN'),
    }));
    return {
      recipeId: recipe.recipeId,
      name: recipe.name,
      clientFacingName: recipe.clientFacingName,
      lines,
      manualAllergenIds: (manualOf.get(recipe.recipeId) ?? []).map((m) => m.allergenId),
      per100g: analysis?.per100g ?? null,
      servingWeightG: analysis?.weightPerServing.amount ?? 0,
    };
  });
}

export function toMealLabelRecipe(content: MealLabelContent): Omit<MealLabelRecipe, 'date'> {
  return {
    recipe_id: content.recipeId,
    title: content.title,
    ingredients: content.ingredients.map((segments) => [...segments]),
    contains: [...content.contains],
    may_contain: [...content.mayContain],
    emphasised: [...content.emphasised],
    net_weight_g: content.netWeightG,
    nutrition: content.nutrition ? [...content.nutrition] : null,
  };
}

export function toProblemDto(problem: PackingProblem): PackingProblemDto {
  switch (problem.code) {
    case 'wrong_day':
      return { code: problem.code, meal_date: problem.mealDate, bag_date: problem.bagDate };
    case 'wrong_customer':
      return { code: problem.code, meal_customer: problem.mealCustomer, bag_customer: problem.bagCustomer };
    case 'not_in_bag':
      return { code: problem.code, bag_no: problem.bagNo };
    case 'allergy':
      return { code: problem.code, ingredients: [...problem.ingredients] };
  }
}
