import type { Db } from '../src/db/client.ts';
import { ingredientAllergens, ingredients } from '../src/db/schema/ingredients.ts';
import { recipeAllergens, recipeIngredients, recipeLayers, recipes } from '../src/db/schema/recipes.ts';
import type { TestApp } from './build-test-app.ts';
import { loginAs, refusedRoles } from './build-test-app.ts';

let sequence = 0;
const next = () => `${process.pid % 1000}r${++sequence}`;

/** Level-1 routes: CHEF (level 2) and LOGISTICS users are refused; SUPER_CHEF is let in. */
export async function refusedLevel1Roles(app: TestApp['app']): Promise<[string, string][]> {
  return (await refusedRoles(app)).filter(([role]) => role !== 'SUPER_CHEF');
}

export const superChef = (app: TestApp['app']) => loginAs(app, 'SUPER_CHEF');

type IngredientValues = Partial<typeof ingredients.$inferInsert>;

/** An ingredient written straight to the database (the ingredients API is another module's). */
export async function insertIngredient(db: Db, values: IngredientValues = {}) {
  const n = next();
  const rows = await db
    .insert(ingredients)
    .values({ name: `Ingredient ${n}`, nameDe: `Zutat ${n}`, allergensReviewed: true, ...values })
    .returning();
  return rows[0]!;
}

export async function tagAllergen(
  db: Db,
  ingredientId: number,
  allergenId: number,
  kind: 'CONTAINS' | 'MAY_CONTAIN' = 'CONTAINS',
) {
  await db.insert(ingredientAllergens).values({ ingredientId, allergenId, kind });
}

export interface LineSpec {
  ingredientId: number;
  quantity: number;
  unit: string;
  layer?: string;
  directions?: string;
}

/** A recipe with layers and lines (one serving) written straight to the database. */
export async function insertRecipe(
  db: Db,
  values: Partial<typeof recipes.$inferInsert> = {},
  lines: LineSpec[] = [],
  manualAllergenIds: number[] = [],
) {
  const n = next();
  const [recipe] = await db
    .insert(recipes)
    .values({ name: `Recipe ${n}`, ...values })
    .returning();
  const layerIds = new Map<string, number>();
  for (const name of [...new Set(lines.map((l) => l.layer).filter((l): l is string => !!l))]) {
    const [layer] = await db
      .insert(recipeLayers)
      .values({ recipeId: recipe!.recipeId, name, position: layerIds.size })
      .returning();
    layerIds.set(name, layer!.recipeLayerId);
  }
  if (lines.length > 0) {
    await db.insert(recipeIngredients).values(
      lines.map((line, position) => ({
        recipeId: recipe!.recipeId,
        uid: `l${position}`,
        position,
        ingredientId: line.ingredientId,
        recipeLayerId: line.layer ? (layerIds.get(line.layer) ?? null) : null,
        quantity: line.quantity,
        unit: line.unit,
        directions: line.directions ?? '',
      })),
    );
  }
  if (manualAllergenIds.length > 0) {
    await db
      .insert(recipeAllergens)
      .values(manualAllergenIds.map((allergenId) => ({ recipeId: recipe!.recipeId, allergenId })));
  }
  return recipe!;
}
