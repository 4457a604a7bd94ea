import { analyseRecipe, type AnalysisLine } from '@brigade/domain/nutrition/analyse-recipe';
import { describe, expect, it } from 'vitest';
import { demoIngredients, demoRecipes } from './recipes-demo-data.ts';

/**
 * The nutrition figures of the demo recipes match a hand computation from the seed's data: three demo
 * recipes worked out by hand below, line by line. Each line is one portion's quantity; grams = quantity for
 * g, quantity × ml × density for ml/tsp (5 ml)/tbsp (15 ml), quantity × grams per piece for pieces. Each
 * nutrient = value per 100 g × grams / 100, summed over the lines; kcal = 4 × carbs + 9 × fat + 4 × protein
 * (calories come from the macros, ADR 035), kJ = 4.18 × kcal, salt = 2.58 × sodium in g; per 100 g = sum × 100 / serving weight, with kcal
 * from the scaled macros. Figures are rounded to 2 decimals only at the end (half away from zero); the
 * grams of a line are shown rounded too (1.075 g → 1.08).
 */
const worked = [
  {
    name: 'Overnight oats with blueberries',
    //   Rolled oats: 50 g = 50 g -> fat 3.2600, sat 0.5550, carbs 33.8500, sugars 0.4950, fibre 5.0500, protein 6.5750, sodium 3.0000 mg
    //   Chia seeds: 1 tbsp = 15 ml x 0.81 g/ml = 12.15 g -> fat 3.7349, sat 0.4046, carbs 5.1176, sugars 0.0000, fibre 4.1796, protein 2.0096, sodium 1.9440 mg
    //   Whole milk 3.25%: 150 ml x 1.03 g/ml = 154.5 g -> fat 5.0213, sat 2.8814, carbs 7.4160, sugars 7.8022, fibre 0.0000, protein 4.8667, sodium 66.4350 mg
    //   Greek yogurt, low-fat: 50 g = 50 g -> fat 0.9600, sat 0.6855, carbs 1.9700, sugars 1.7800, fibre 0.0000, protein 4.9750, sodium 17.0000 mg
    //   Blueberries: 60 g = 60 g -> fat 0.1980, sat 0.0168, carbs 8.6940, sugars 5.9760, fibre 1.4400, protein 0.4440, sodium 0.6000 mg
    //   Honey: 1 tsp = 5 ml x 1.42 g/ml = 7.1 g -> fat 0.0000, sat 0.0000, carbs 5.8504, sugars 5.8305, fibre 0.0142, protein 0.0213, sodium 0.2840 mg
    // serving weight 333.7500 g; sums: fat 13.1742, sat 4.5433, carbs 62.8980, sugars 21.8838, fibre 10.6838, protein 18.8917, sodium 89.2630
    // kcal = 4 x 62.8980 + 9 x 13.1742 + 4 x 18.8917 = 445.7260; kJ = 4.18 x kcal = 1863.1347; salt = 2.58 x 0.089263 g = 0.2303 g
    // per 100 g = sum x 100 / 333.7500, e.g. fat 13.1742 x 100 / 333.7500 = 3.9473; kcal from the scaled macros
    grams: [50, 12.15, 154.5, 50, 60, 7.1],
    weight: 333.75,
    perServing: {
      energyKcal: 445.73,
      energyKj: 1863.13,
      fatG: 13.17,
      saturatedFatG: 4.54,
      carbohydratesG: 62.9,
      sugarsG: 21.88,
      fibreG: 10.68,
      proteinG: 18.89,
      saltG: 0.23,
      sodiumMg: 89.26,
    },
    per100g: {
      energyKcal: 133.55,
      energyKj: 558.24,
      fatG: 3.95,
      saturatedFatG: 1.36,
      carbohydratesG: 18.85,
      sugarsG: 6.56,
      fibreG: 3.2,
      proteinG: 5.66,
      saltG: 0.07,
      sodiumMg: 26.75,
    },
  },
  {
    name: 'Red lentil soup',
    //   Lentils, dry: 60 g = 60 g -> fat 0.6360, sat 0.0924, carbs 38.0100, sugars 1.2180, fibre 6.4200, protein 14.7780, sodium 3.6000 mg
    //   Onion: 0.25 piece x 110 g = 27.5 g -> fat 0.0275, sat 0.0115, carbs 2.5685, sugars 1.1660, fibre 0.4675, protein 0.3025, sodium 1.1000 mg
    //   Carrot: 0.5 piece x 61 g = 30.5 g -> fat 0.0732, sat 0.0113, carbs 2.9219, sugars 1.4457, fibre 0.8540, protein 0.2837, sodium 21.0450 mg
    //   Celery: 0.5 piece x 40 g = 20 g -> fat 0.0340, sat 0.0084, carbs 0.5940, sugars 0.2680, fibre 0.3200, protein 0.1380, sodium 16.0000 mg
    //   Garlic: 1 piece x 3 g = 3 g -> fat 0.0150, sat 0.0027, carbs 0.9918, sugars 0.0300, fibre 0.0630, protein 0.1908, sodium 0.5100 mg
    //   Tomato paste: 1 tbsp = 15 ml x 1.1 g/ml = 16.5 g -> fat 0.0775, sat 0.0177, carbs 3.1201, sugars 2.0097, fibre 0.6765, protein 0.7128, sodium 9.7350 mg
    //   Olive oil: 1 tsp = 5 ml x 0.91 g/ml = 4.55 g -> fat 4.5500, sat 0.6283, carbs 0.0000, sugars 0.0000, fibre 0.0000, protein 0.0000, sodium 0.0910 mg
    //   Cumin: 0.5 tsp = 2.5 ml x 0.43 g/ml = 1.075 g -> fat 0.2394, sat 0.0165, carbs 0.4756, sugars 0.0242, fibre 0.1129, protein 0.1915, sodium 1.8060 mg
    //   Water: 300 ml x 1 g/ml = 300 g -> fat 0.0000, sat 0.0000, carbs 0.0000, sugars 0.0000, fibre 0.0000, protein 0.0000, sodium 12.0000 mg
    //   Salt: 1.5 g = 1.5 g -> fat 0.0000, sat 0.0000, carbs 0.0000, sugars 0.0000, fibre 0.0000, protein 0.0000, sodium 581.3700 mg
    //   Lemon juice: 1 tsp = 5 ml x 1.03 g/ml = 5.15 g -> fat 0.0124, sat 0.0021, carbs 0.3554, sugars 0.1298, fibre 0.0155, protein 0.0180, sodium 0.0515 mg
    // serving weight 469.7750 g; sums: fat 5.6650, sat 0.7908, carbs 49.0373, sugars 6.2914, fibre 8.9293, protein 16.6152, sodium 647.3085
    // kcal = 4 x 49.0373 + 9 x 5.6650 + 4 x 16.6152 = 313.5952; kJ = 4.18 x kcal = 1310.8278; salt = 2.58 x 0.647309 g = 1.6701 g
    // per 100 g = sum x 100 / 469.7750, e.g. fat 5.6650 x 100 / 469.7750 = 1.2059; kcal from the scaled macros
    grams: [60, 27.5, 30.5, 20, 3, 16.5, 4.55, 1.08, 300, 1.5, 5.15],
    weight: 469.78,
    perServing: {
      energyKcal: 313.6,
      energyKj: 1310.83,
      fatG: 5.67,
      saturatedFatG: 0.79,
      carbohydratesG: 49.04,
      sugarsG: 6.29,
      fibreG: 8.93,
      proteinG: 16.62,
      saltG: 1.67,
      sodiumMg: 647.31,
    },
    per100g: {
      energyKcal: 66.75,
      energyKj: 279.03,
      fatG: 1.21,
      saturatedFatG: 0.17,
      carbohydratesG: 10.44,
      sugarsG: 1.34,
      fibreG: 1.9,
      proteinG: 3.54,
      saltG: 0.36,
      sodiumMg: 137.79,
    },
  },
  {
    name: 'Baked salmon with sweet potato',
    //   Atlantic salmon, farmed: 140 g = 140 g -> fat 18.7880, sat 4.2700, carbs 0.0000, sugars 0.0000, fibre 0.0000, protein 28.5880, sodium 82.6000 mg
    //   Lemon: 0.25 piece x 58 g = 14.5 g -> fat 0.0435, sat 0.0057, carbs 1.3514, sugars 0.3625, fibre 0.4060, protein 0.1595, sodium 0.2900 mg
    //   Sweet potato: 1 piece x 130 g = 130 g -> fat 0.0650, sat 0.0234, carbs 26.1560, sugars 5.4340, fibre 3.9000, protein 2.0410, sodium 71.5000 mg
    //   Broccoli: 120 g = 120 g -> fat 0.4440, sat 0.0468, carbs 7.9680, sugars 2.0400, fibre 3.1200, protein 3.3840, sodium 39.6000 mg
    //   Olive oil: 1 tbsp = 15 ml x 0.91 g/ml = 13.65 g -> fat 13.6500, sat 1.8848, carbs 0.0000, sugars 0.0000, fibre 0.0000, protein 0.0000, sodium 0.2730 mg
    //   Paprika: 0.5 tsp = 2.5 ml x 0.47 g/ml = 1.175 g -> fat 0.1515, sat 0.0251, carbs 0.6344, sugars 0.1215, fibre 0.4101, protein 0.1661, sodium 0.7990 mg
    //   Salt: 1 g = 1 g -> fat 0.0000, sat 0.0000, carbs 0.0000, sugars 0.0000, fibre 0.0000, protein 0.0000, sodium 387.5800 mg
    // serving weight 420.3250 g; sums: fat 33.1420, sat 6.2558, carbs 36.1098, sugars 7.9580, fibre 7.8361, protein 34.3386, sodium 582.6420
    // kcal = 4 x 36.1098 + 9 x 33.1420 + 4 x 34.3386 = 580.0713; kJ = 4.18 x kcal = 2424.6981; salt = 2.58 x 0.582642 g = 1.5032 g
    // per 100 g = sum x 100 / 420.3250, e.g. fat 33.1420 x 100 / 420.3250 = 7.8848; kcal from the scaled macros
    grams: [140, 14.5, 130, 120, 13.65, 1.18, 1],
    weight: 420.33,
    perServing: {
      energyKcal: 580.07,
      energyKj: 2424.7,
      fatG: 33.14,
      saturatedFatG: 6.26,
      carbohydratesG: 36.11,
      sugarsG: 7.96,
      fibreG: 7.84,
      proteinG: 34.34,
      saltG: 1.5,
      sodiumMg: 582.64,
    },
    per100g: {
      energyKcal: 138.01,
      energyKj: 576.86,
      fatG: 7.88,
      saturatedFatG: 1.49,
      carbohydratesG: 8.59,
      sugarsG: 1.89,
      fibreG: 1.86,
      proteinG: 8.17,
      saltG: 0.36,
      sodiumMg: 138.62,
    },
  },
];

const byName = new Map(demoIngredients.map((i) => [i.name, i]));

function linesOf(recipeName: string): AnalysisLine[] {
  const recipe = demoRecipes.find((r) => r.name === recipeName)!;
  return recipe.lines.map(([name, quantity, unit, , clientFacingName]) => {
    const i = byName.get(name)!;
    const [kcal, fat, sat, carbs, sugars, fibre, protein, sodium] = i.nutrients!;
    return {
      name,
      client_facing_name: clientFacingName ?? '',
      quantity,
      unit,
      ingredient: {
        name,
        energy_kcal: kcal,
        fat_g: fat,
        saturated_fat_g: sat,
        carbohydrates_g: carbs,
        sugars_g: sugars,
        fibre_g: fibre,
        protein_g: protein,
        sodium_mg: sodium,
        density_g_per_ml: i.density ?? null,
        grams_per_piece: i.piece ?? null,
      },
    };
  });
}

describe('nutrition of demo recipes against the hand computation', () => {
  for (const recipe of worked) {
    it(recipe.name, () => {
      const analysis = analyseRecipe(linesOf(recipe.name));
      expect(analysis.unconverted).toEqual([]);
      expect(analysis.missingNutrients).toEqual([]);
      expect(analysis.lines.map((l) => l.grams)).toEqual(recipe.grams);
      expect(analysis.weightPerServing).toEqual({ amount: recipe.weight, unit: 'g' });
      expect(analysis.perServing).toEqual(recipe.perServing);
      expect(analysis.per100g).toEqual(recipe.per100g);
    });
  }

  it('analyses every demo recipe without an unconverted line or an unknown nutrient', () => {
    for (const recipe of demoRecipes) {
      const analysis = analyseRecipe(linesOf(recipe.name));
      expect(analysis.unconverted, recipe.name).toEqual([]);
      expect(analysis.missingNutrients, recipe.name).toEqual([]);
      expect(analysis.perServing.energyKcal, recipe.name).toBeGreaterThan(0);
    }
  });
});
