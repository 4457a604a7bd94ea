import { MEAL_TYPES } from '@brigade/domain/programmes/meal-types';
import { QUANTITY_UNITS, toGrams } from '@brigade/domain/nutrition/unit-conversion';
import { RECIPE_REVISION_STATUSES } from '@brigade/domain/schemas/recipes';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { demoIngredients, demoRecipes, legacyIngredients } from './recipes-demo-data.ts';
import { seedRecipesDemo } from './recipes-demo.ts';

let opened: TestApp;
const rows = async <T>(query: SQL) =>
  ((await opened.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const one = async (query: SQL) => Number((await rows<{ n: number | string }>(query))[0]!.n);

beforeAll(async () => {
  opened = await buildTestApp();
  const result = await seedRecipesDemo(opened.database.db, opened.clock);
  expect(result).toMatchObject({ skipped: false, recipes: demoRecipes.length });
});
afterAll(async () => {
  await opened?.app.close();
});

const atwaterExceptions = new Set([
  'Cider vinegar',
  'Vanilla extract',
  'White wine',
  'Baking powder',
  'Capers',
  'Lemon',
  'Lime',
  'Lime juice',
]);

describe('recipe demo data (pure)', () => {
  it('has 150+ ingredients with unique names, a German name and a USDA FoodData Central source', () => {
    expect(demoIngredients.length).toBeGreaterThanOrEqual(150);
    const names = [...demoIngredients, ...legacyIngredients].map((i) => i.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const i of demoIngredients) {
      expect(i.name_de, i.name).not.toBe('');
      expect(i.source, i.name).toMatch(/^USDA FoodData Central, SR Legacy, FDC ID \d{6}$/);
    }
  });

  it('keeps every nutrient table consistent: parts within their whole, energy close to Atwater', () => {
    const issues: string[] = [];
    for (const i of demoIngredients) {
      const [kcal, fat, sat, carbs, sugars, fibre, protein, sodium] = i.nutrients!;
      if (sat > fat) issues.push(`${i.name}: saturated fat`);
      // USDA's own tables may list sugars a little above carbohydrate by difference (whole milk 5.05 > 4.8).
      if (sugars > carbs + 0.5 || fibre > carbs + 0.5) issues.push(`${i.name}: sugars or fibre`);
      if (fat + carbs + protein + sodium / 1000 > 100.5) issues.push(`${i.name}: over 100 g`);
      // A typo check: USDA energy uses food-specific factors, so 4/9/4 stays within ~25 % (or 10 kcal) except
      // where alcohol, organic acids or much fibre make the factors differ (spices, cocoa, vinegar, citrus).
      const atwater = 4 * carbs + 9 * fat + 4 * protein;
      const specific = fibre >= 10 || atwaterExceptions.has(i.name);
      if (!specific && Math.abs(atwater - kcal) > Math.max(10, 0.25 * kcal))
        issues.push(`${i.name}: ${kcal} vs ${atwater}`);
    }
    expect(issues).toEqual([]);
  });

  it('has 40+ recipes over all eight meal types whose every line converts to grams', () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(40);
    for (const meal of MEAL_TYPES) {
      expect(demoRecipes.filter((r) => r.mealTypes.includes(meal)).length, meal).toBeGreaterThanOrEqual(4);
    }
    const byName = new Map(demoIngredients.map((i) => [i.name, i]));
    const units = new Set<string>();
    for (const recipe of demoRecipes) {
      for (const [name, quantity, unit, layer] of recipe.lines) {
        const ingredient = byName.get(name);
        expect(ingredient, `${recipe.name}: ${name}`).toBeDefined();
        units.add(unit);
        const grams = toGrams(quantity, unit, {
          name,
          densityGPerMl: ingredient!.density ?? null,
          pieceWeightG: ingredient!.piece ?? null,
        });
        expect(grams, `${recipe.name}: ${name}`).toBeGreaterThan(0);
        if (layer !== null && layer !== undefined) expect(recipe.layers?.[layer]).toBeDefined();
      }
      for (const index of recipe.separators ?? []) expect(index).toBeLessThan(recipe.lines.length);
      // What the recipe editor accepts (schemas/recipes.ts): portion units and revision statuses.
      expect(QUANTITY_UNITS, recipe.name).toContain(recipe.portion[1]);
      expect(RECIPE_REVISION_STATUSES, recipe.name).toContain(recipe.status ?? 'DRAFT');
    }
    expect([...units].sort()).toEqual(['g', 'ml', 'piece', 'tbsp', 'tsp']);
  });
});

describe('recipe demo seed', () => {
  it('writes the suppliers, ingredients with tags and specs, legacy ingredients and recipes', async () => {
    expect(await one(sql`SELECT count(*)::int AS n FROM suppliers`)).toBe(5);
    expect(await one(sql`SELECT count(*)::int AS n FROM ingredients WHERE NOT legacy`)).toBe(
      demoIngredients.length,
    );
    expect(await one(sql`SELECT count(*)::int AS n FROM ingredients WHERE legacy`)).toBe(
      legacyIngredients.length,
    );
    expect(await one(sql`SELECT count(*)::int AS n FROM recipes`)).toBe(demoRecipes.length);
    // Most ingredients have a supplier spec, each with at most one default.
    expect(
      await one(sql`SELECT count(DISTINCT ingredient_id)::int AS n FROM ingredient_supplier_specs`),
    ).toBeGreaterThan(demoIngredients.length * 0.8);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM (SELECT ingredient_id FROM ingredient_supplier_specs
        WHERE is_default GROUP BY ingredient_id HAVING count(*) > 1) d`),
    ).toBe(0);
  });

  it('declares every allergen of every current ingredient: butter contains milk, oats contain gluten', async () => {
    const tags = await rows<{ ingredient: string; allergen: string; kind: string }>(sql`
      SELECT i.name AS ingredient, a.name AS allergen, ia.kind FROM ingredient_allergens ia
      JOIN ingredients i USING (ingredient_id) JOIN allergens a USING (allergen_id)
      WHERE i.name IN ('Butter, unsalted', 'Rolled oats', 'Soy sauce') AND ia.kind <> 'FREE' ORDER BY 1, 2`);
    expect(tags).toEqual([
      { ingredient: 'Butter, unsalted', allergen: 'Milk', kind: 'CONTAINS' },
      { ingredient: 'Rolled oats', allergen: 'Cereals containing gluten', kind: 'CONTAINS' },
      { ingredient: 'Soy sauce', allergen: 'Cereals containing gluten', kind: 'CONTAINS' },
      { ingredient: 'Soy sauce', allergen: 'Soybeans', kind: 'CONTAINS' },
    ]);
    // Every current ingredient declares all 14 and is reviewed; legacy ones declare nothing.
    expect(
      await one(sql`SELECT count(*)::int AS n FROM ingredients i WHERE NOT legacy AND (NOT allergens_reviewed
        OR (SELECT count(*) FROM ingredient_allergens ia WHERE ia.ingredient_id = i.ingredient_id) <> 14)`),
    ).toBe(0);
    expect(
      await one(sql`SELECT count(*)::int AS n FROM ingredient_allergens ia
        JOIN ingredients i USING (ingredient_id) WHERE i.legacy`),
    ).toBe(0);
  });

  it('writes recipe lines in order with layers, client-facing names, separators and manual allergens', async () => {
    const lines = await rows<{ position: number; name: string; layer: string | null; unit: string }>(sql`
      SELECT ri.position, i.name, l.name AS layer, ri.unit FROM recipe_ingredients ri
      JOIN recipes r USING (recipe_id) JOIN ingredients i USING (ingredient_id)
      LEFT JOIN recipe_layers l ON l.recipe_layer_id = ri.recipe_layer_id
      WHERE r.name = 'Scrambled eggs on toast' ORDER BY ri.position`);
    expect(lines.map((l) => [l.name, l.layer, l.unit])).toEqual([
      ['Egg', 'Eggs', 'piece'],
      ['Whole milk 3.25%', 'Eggs', 'tbsp'],
      ['Butter, unsalted', 'Eggs', 'g'],
      ['Salt', 'Eggs', 'g'],
      ['Black pepper', 'Eggs', 'g'],
      ['Chives', 'Eggs', 'tbsp'],
      ['Whole wheat bread', 'Toast', 'piece'],
    ]);
    const [shake] = await rows<{ is_power_shake: boolean; separator_indices: number[] }>(
      sql`SELECT is_power_shake, separator_indices FROM recipes WHERE name = 'Banana oat pancakes'`,
    );
    expect(shake).toEqual({ is_power_shake: false, separator_indices: [4] });
    expect(
      await rows(sql`SELECT a.name FROM recipe_allergens ra JOIN recipes r USING (recipe_id)
        JOIN allergens a USING (allergen_id) WHERE r.name = 'Chocolate date energy balls'`),
    ).toEqual([{ name: 'Peanuts' }]);
  });

  it('runs once: a second call leaves the database as it is', async () => {
    const result = await seedRecipesDemo(opened.database.db, opened.clock);
    expect(result.skipped).toBe(true);
    expect(await one(sql`SELECT count(*)::int AS n FROM recipes`)).toBe(demoRecipes.length);
  });
});
