import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { ingredients } from '../../db/schema/ingredients.ts';
import { recipeAllergens, recipeIngredients, recipeLayers, recipes } from '../../db/schema/recipes.ts';
import { findIngredientTags } from '../../lib/ingredient-tags.ts';

export type CardData = Awaited<ReturnType<typeof findCardData>>;

/** Everything a recipe card shows, for several recipes at once (five queries, whatever the count). */
export async function findCardData(db: Db, recipeIds: readonly number[]) {
  const ids = [...recipeIds];
  const [recipeRows, layers, lines, manual, catalogue] = await Promise.all([
    db.select().from(recipes).where(inArray(recipes.recipeId, ids)),
    db
      .select()
      .from(recipeLayers)
      .where(inArray(recipeLayers.recipeId, ids))
      .orderBy(asc(recipeLayers.position), asc(recipeLayers.recipeLayerId)),
    db
      .select({
        recipeId: recipeIngredients.recipeId,
        position: recipeIngredients.position,
        ingredientId: recipeIngredients.ingredientId,
        ingredientName: ingredients.name,
        ingredientNameDe: ingredients.nameDe,
        allergensReviewed: ingredients.allergensReviewed,
        recipeLayerId: recipeIngredients.recipeLayerId,
        quantity: recipeIngredients.quantity,
        unit: recipeIngredients.unit,
        directions: recipeIngredients.directions,
        clientFacingName: recipeIngredients.clientFacingName,
      })
      .from(recipeIngredients)
      .innerJoin(ingredients, eq(ingredients.ingredientId, recipeIngredients.ingredientId))
      .where(inArray(recipeIngredients.recipeId, ids))
      .orderBy(asc(recipeIngredients.position), asc(recipeIngredients.recipeIngredientId)),
    db.select().from(recipeAllergens).where(inArray(recipeAllergens.recipeId, ids)),
    db.select().from(allergens),
  ]);
  // What the ingredients contain or may contain: FREE declarations are not tags.
  const tags = await findIngredientTags(db, [...new Set(lines.map((line) => line.ingredientId))]);
  return { recipeRows, layers, lines, manual, catalogue, tags };
}
