import { and, asc, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Db } from '../../db/client.ts';
import { ingredients } from '../../db/schema/ingredients.ts';
import { recipeAnalyses, recipeIngredients, recipes } from '../../db/schema/recipes.ts';

export type AnalysisRow = typeof recipeAnalyses.$inferSelect;
export type RecipeNames = NonNullable<Awaited<ReturnType<typeof findRecipe>>>;
export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

export async function findRecipe(db: Db, recipeId: number) {
  const [row] = await db
    .select({ recipeId: recipes.recipeId, name: recipes.name, clientFacingName: recipes.clientFacingName })
    .from(recipes)
    .where(eq(recipes.recipeId, recipeId));
  return row ?? null;
}

/** The ingredient data the analysis needs. */
const ingredientData = {
  name: ingredients.name,
  energyKcal: ingredients.energyKcal,
  fatG: ingredients.fatG,
  saturatedFatG: ingredients.saturatedFatG,
  carbohydratesG: ingredients.carbohydratesG,
  sugarsG: ingredients.sugarsG,
  fibreG: ingredients.fibreG,
  proteinG: ingredients.proteinG,
  sodiumMg: ingredients.sodiumMg,
  densityGPerMl: ingredients.densityGPerMl,
  gramsPerPiece: ingredients.gramsPerPiece,
};

/** The recipe's lines in their order, each with the ingredient data the analysis needs. */
export async function findLines(db: Db, recipeId: number) {
  return db
    .select({
      uid: recipeIngredients.uid,
      ingredientId: recipeIngredients.ingredientId,
      specId: recipeIngredients.ingredientSpecSuppliersId,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
      clientFacingName: recipeIngredients.clientFacingName,
      ingredient: ingredientData,
    })
    .from(recipeIngredients)
    .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.recipeIngredientId));
}

/** The ingredients' data the analysis needs (those a date swaps in, ADR 074). */
export async function findIngredients(db: Db, ids: readonly number[]) {
  return db
    .select({ ingredientId: ingredients.ingredientId, ingredient: ingredientData })
    .from(ingredients)
    .where(anyOf(ingredients.ingredientId, ids));
}

export async function findAnalysis(db: Db, recipeId: number, variant: string) {
  const [row] = await db
    .select()
    .from(recipeAnalyses)
    .where(and(eq(recipeAnalyses.recipeId, recipeId), eq(recipeAnalyses.variant, variant)));
  return row ?? null;
}

export async function upsertAnalysis(db: Db, row: AnalysisRow): Promise<void> {
  await db
    .insert(recipeAnalyses)
    .values(row)
    .onConflictDoUpdate({
      target: [recipeAnalyses.recipeId, recipeAnalyses.variant],
      set: {
        analysisVersion: row.analysisVersion,
        inputs: row.inputs,
        result: row.result,
        computedAt: row.computedAt,
      },
    });
}
