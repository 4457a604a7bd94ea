import { and, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ingredientAllergens } from '../db/schema/ingredients.ts';

/** The allergen declarations of ingredients (CONTAINS, MAY_CONTAIN or FREE); the caller adds the filter. */
export function selectDeclarations(db: Db) {
  return db
    .select({
      ingredientId: ingredientAllergens.ingredientId,
      allergenId: ingredientAllergens.allergenId,
      kind: ingredientAllergens.kind,
    })
    .from(ingredientAllergens);
}

/**
 * What some ingredients contain or may contain (their FREE declarations left out): the tags a recipe's
 * allergens are derived from.
 */
export async function findIngredientTags(db: Db, ingredientIds: readonly number[]) {
  if (ingredientIds.length === 0) return [];
  const rows = await selectDeclarations(db).where(
    and(inArray(ingredientAllergens.ingredientId, [...ingredientIds]), ne(ingredientAllergens.kind, 'FREE')),
  );
  return rows.flatMap((r) => (r.kind === 'FREE' ? [] : [{ ...r, kind: r.kind }]));
}
