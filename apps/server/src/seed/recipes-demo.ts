import type { DeclarationKind } from '@brigade/domain/schemas/ingredient-declarations';
import { RECIPE_FLAG_OF_MEAL_TYPE } from '@brigade/domain/programmes/meal-types';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { allergens } from '../db/schema/allergens.ts';
import {
  ingredientAllergens,
  ingredientSupplierSpecs,
  ingredients,
  suppliers,
} from '../db/schema/ingredients.ts';
import { recipeAllergens, recipeIngredients, recipeLayers, recipes } from '../db/schema/recipes.ts';
import type { Clock } from '../lib/clock.ts';
import {
  ALLERGEN,
  demoIngredients,
  demoRecipes,
  demoSuppliers,
  legacyIngredients,
  supplyOf,
  type DemoIngredient,
  type DemoRecipe,
} from './recipes-demo-data.ts';

export interface RecipesDemoResult {
  ingredients: number;
  recipes: number;
  skipped: boolean;
}

/** Price of a pack: the category's price per unit × pack, varied ±25 % by position, to 5 centimes. */
function packPrice(chfPerUnit: number, packSize: number, index: number): string {
  const factor = 0.8 + ((index * 37) % 50) / 100;
  return (Math.round(chfPerUnit * packSize * factor * 20) / 20).toFixed(2);
}

function ingredientRow(i: DemoIngredient, now: Date): typeof ingredients.$inferInsert {
  const n = i.nutrients;
  return {
    name: i.name,
    nameDe: i.name_de,
    spec: i.spec ?? '',
    specDe: i.specDe ?? '',
    energyKcal: n?.[0] ?? null,
    fatG: n?.[1] ?? null,
    saturatedFatG: n?.[2] ?? null,
    carbohydratesG: n?.[3] ?? null,
    sugarsG: n?.[4] ?? null,
    fibreG: n?.[5] ?? null,
    proteinG: n?.[6] ?? null,
    sodiumMg: n?.[7] ?? null,
    densityGPerMl: i.density ?? null,
    gramsPerPiece: i.piece ?? null,
    allergensReviewed: i.reviewed ?? true,
    source: i.source,
    legacy: i.legacy ?? false,
    createdAt: now,
    updatedAt: now,
  };
}

type AllergenIdOf = (code: keyof typeof ALLERGEN) => number | undefined;
type Ids = { supplierIds: number[]; ingredientIds: number[] };

const allIngredients = [...demoIngredients, ...legacyIngredients];

async function insertSuppliersAndIngredients(tx: Db, now: Date): Promise<Ids> {
  const supplierRows = await tx
    .insert(suppliers)
    .values(demoSuppliers.map(({ prefix: _prefix, ...s }) => ({ ...s, createdAt: now, updatedAt: now })))
    .returning({ id: suppliers.supplierId });
  const ingredientRows = await tx
    .insert(ingredients)
    .values(allIngredients.map((i) => ingredientRow(i, now)))
    .returning({ id: ingredients.ingredientId });
  return { supplierIds: supplierRows.map((r) => r.id), ingredientIds: ingredientRows.map((r) => r.id) };
}

/**
 * Every current demo ingredient declares every allergen the database knows (an administrator may have
 * deleted one): its tags CONTAINS or MAY_CONTAIN, the others FREE (ADR 054). Legacy ingredients, imported
 * without data, stay undeclared.
 */
async function insertAllergenDeclarations(
  tx: Db,
  ingredientIds: number[],
  idOf: AllergenIdOf,
  now: Date,
): Promise<void> {
  const codes = Object.keys(ALLERGEN) as (keyof typeof ALLERGEN)[];
  const rows = allIngredients.flatMap((i, k) => {
    if (i.legacy) return [];
    const kindOf = (code: keyof typeof ALLERGEN): DeclarationKind =>
      i.contains?.includes(code) ? 'CONTAINS' : i.mayContain?.includes(code) ? 'MAY_CONTAIN' : 'FREE';
    return codes.flatMap((code) => {
      const id = idOf(code);
      return id === undefined
        ? []
        : [{ ingredientId: ingredientIds[k]!, allergenId: id, kind: kindOf(code), declaredAt: now }];
    });
  });
  if (rows.length > 0) await tx.insert(ingredientAllergens).values(rows);
}

/** Most ingredients have a supplier spec (every 11th has none yet); produce also has a second supplier. */
function supplierSpecs({ supplierIds, ingredientIds }: Ids, now: Date) {
  const stamp = { createdAt: now, updatedAt: now };
  const specs: (typeof ingredientSupplierSpecs.$inferInsert)[] = [];
  demoIngredients.forEach((i, k) => {
    if (k % 11 === 10) return;
    const supply = supplyOf[i.category];
    const supplier = demoSuppliers[supply.supplier]!;
    const egg = i.name === 'Egg';
    specs.push({
      ingredientId: ingredientIds[k]!,
      supplierId: supplierIds[supply.supplier]!,
      articleNumber: `${supplier.prefix}-${String(10_000 + k * 7)}`,
      packSize: egg ? 30 : supply.packSize,
      packUnit: egg ? 'piece' : supply.packUnit,
      priceChf: egg ? '14.40' : packPrice(supply.chfPerUnit, supply.packSize, k),
      isDefault: true,
      ...stamp,
    });
    if (supply.second !== undefined && k % 3 === 0) {
      const other = demoSuppliers[supply.second]!;
      specs.push({
        ingredientId: ingredientIds[k]!,
        supplierId: supplierIds[supply.second]!,
        articleNumber: `${other.prefix}-${String(50_000 + k * 7)}`,
        packSize: 10,
        packUnit: 'kg',
        priceChf: packPrice(supply.chfPerUnit * 0.9, 10, k + 1),
        isDefault: false,
        ...stamp,
      });
    }
  });
  return specs;
}

function recipeRow(recipe: DemoRecipe, now: Date): typeof recipes.$inferInsert {
  const flags = Object.fromEntries(recipe.mealTypes.map((m) => [RECIPE_FLAG_OF_MEAL_TYPE[m], true]));
  return {
    name: recipe.name,
    clientFacingName: recipe.clientFacingName,
    aLifeLabel: recipe.aLifeLabel ?? '',
    ...flags,
    portionQuantity: recipe.portion[0],
    portionUnit: recipe.portion[1],
    errorMargin: recipe.errorMargin ?? 0,
    directions: recipe.directions,
    separatorIndices: [...(recipe.separators ?? [])],
    revisionStatus: recipe.status ?? 'DRAFT',
    notes: recipe.notes ?? '',
    createdAt: now,
    updatedAt: now,
  };
}

/** One recipe with its layers, ingredient lines and manual allergens. */
async function insertRecipe(
  tx: Db,
  recipe: DemoRecipe,
  refs: { ingredientId: Map<string, number>; idOf: AllergenIdOf; now: Date },
): Promise<void> {
  const [row] = await tx
    .insert(recipes)
    .values(recipeRow(recipe, refs.now))
    .returning({ id: recipes.recipeId });
  const recipeId = row!.id;
  const layerIds =
    recipe.layers && recipe.layers.length > 0
      ? (
          await tx
            .insert(recipeLayers)
            .values(recipe.layers.map((name, position) => ({ recipeId, name, position })))
            .returning({ id: recipeLayers.recipeLayerId })
        ).map((r) => r.id)
      : [];
  await tx.insert(recipeIngredients).values(
    recipe.lines.map(([name, quantity, unit, layer, clientFacingName], position) => {
      const id = refs.ingredientId.get(name);
      if (id === undefined) throw new Error(`demo recipe ${recipe.name}: unknown ingredient ${name}`);
      return {
        recipeId,
        uid: `demo-${recipeId}-${position + 1}`,
        position,
        ingredientId: id,
        recipeLayerId: layer === null || layer === undefined ? null : (layerIds[layer] ?? null),
        quantity,
        unit,
        clientFacingName: clientFacingName ?? '',
      };
    }),
  );
  const manual = (recipe.manualAllergens ?? []).flatMap((code) => {
    const id = refs.idOf(code);
    return id === undefined ? [] : [{ recipeId, allergenId: id }];
  });
  if (manual.length > 0) await tx.insert(recipeAllergens).values(manual);
}

/**
 * Demo mode only: the suppliers, ingredients (USDA FoodData Central nutrients, allergen tags, supplier specs,
 * legacy ones) and recipes of recipes-demo-data.ts. Deterministic; does nothing when ingredients exist.
 * Needs the EU-14 allergens (reference seed).
 */
export async function seedRecipesDemo(db: Db, clock: Clock): Promise<RecipesDemoResult> {
  const [{ existing }] = (await db.select({ existing: count() }).from(ingredients)) as [{ existing: number }];
  if (Number(existing) > 0) return { ingredients: 0, recipes: 0, skipped: true };
  const now = clock();
  const allergenRows = await db
    .select({ id: allergens.allergenId, name: allergens.name })
    .from(allergens)
    .orderBy(asc(allergens.allergenId));
  const allergenId = new Map(allergenRows.map((a) => [a.name, a.id]));
  const idOf: AllergenIdOf = (code) => allergenId.get(ALLERGEN[code]);

  await db.transaction(async (tx) => {
    const ids = await insertSuppliersAndIngredients(tx, now);
    await insertAllergenDeclarations(tx, ids.ingredientIds, idOf, now);
    await tx.insert(ingredientSupplierSpecs).values(supplierSpecs(ids, now));
    const ingredientId = new Map(allIngredients.map((i, k) => [i.name, ids.ingredientIds[k]!]));
    for (const recipe of demoRecipes) await insertRecipe(tx, recipe, { ingredientId, idOf, now });
  });
  return {
    ingredients: demoIngredients.length + legacyIngredients.length,
    recipes: demoRecipes.length,
    skipped: false,
  };
}
