import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_VERSION,
  analyseRecipe,
  analysisInputs,
  type AnalysisIngredient,
  type AnalysisLine,
} from './analyse-recipe.ts';
import { analysisNeedsRewrite } from './analysis-rewrite.ts';

const none = { density_g_per_ml: null, grams_per_piece: null };
// Per 100 g: energy, fat, saturates, carbohydrates, sugars, fibre, protein, sodium (mg).
const oats: AnalysisIngredient = {
  name: 'Rolled oats',
  energy_kcal: 379,
  fat_g: 6.9,
  saturated_fat_g: 1.2,
  carbohydrates_g: 66.3,
  sugars_g: 1,
  fibre_g: 10.6,
  protein_g: 16.9,
  sodium_mg: 2,
  ...none,
};
const milk: AnalysisIngredient = {
  name: 'Whole milk',
  energy_kcal: 64,
  fat_g: 3.5,
  saturated_fat_g: 2.2,
  carbohydrates_g: 4.8,
  sugars_g: 4.8,
  fibre_g: 0,
  protein_g: 3.4,
  sodium_mg: 44,
  density_g_per_ml: 1.03,
  grams_per_piece: null,
};
const banana: AnalysisIngredient = {
  name: 'Banana',
  energy_kcal: 89,
  fat_g: 0.3,
  saturated_fat_g: 0.1,
  carbohydrates_g: 22.8,
  sugars_g: 12.2,
  fibre_g: 2.6,
  protein_g: 1.1,
  sodium_mg: 1,
  density_g_per_ml: null,
  grams_per_piece: 120,
};

const porridge: AnalysisLine[] = [
  { name: 'Rolled oats', quantity: 60, unit: 'g', ingredient: oats },
  { name: 'Whole milk', client_facing_name: 'Swiss milk', quantity: 200, unit: 'ml', ingredient: milk },
  { name: 'Banana', quantity: 1, unit: 'piece', ingredient: banana },
];

describe('analyseRecipe — worked example (one serving of porridge)', () => {
  // Grams: oats 60 g; milk 200 ml × 1.03 g/ml = 206 g; banana 1 piece × 120 g = 120 g → serving 386 g.
  // fat      = 6.9×0.6 + 3.5×2.06 + 0.3×1.2   = 4.14 + 7.21 + 0.36       = 11.71 g
  // saturates= 1.2×0.6 + 2.2×2.06 + 0.1×1.2   = 0.72 + 4.532 + 0.12      = 5.372 → 5.37 g
  // carbs    = 66.3×0.6 + 4.8×2.06 + 22.8×1.2 = 39.78 + 9.888 + 27.36    = 77.028 → 77.03 g
  // sugars   = 1×0.6 + 4.8×2.06 + 12.2×1.2    = 0.6 + 9.888 + 14.64      = 25.128 → 25.13 g
  // fibre    = 10.6×0.6 + 0 + 2.6×1.2         = 6.36 + 3.12              = 9.48 g
  // protein  = 16.9×0.6 + 3.4×2.06 + 1.1×1.2  = 10.14 + 7.004 + 1.32     = 18.464 → 18.46 g
  // sodium   = 2×0.6 + 44×2.06 + 1×1.2        = 1.2 + 90.64 + 1.2        = 93.04 mg
  // kcal     = 4×77.028 + 9×11.71 + 4×18.464  = 308.112 + 105.39 + 73.856 = 487.358 → 487.36
  // kJ       = 4.18 × 487.358 = 2037.15644 → 2037.16;  salt = 2.58 × 0.09304 g = 0.2400432 → 0.24 g
  const analysis = analyseRecipe(porridge);

  it('gives the figures of one serving', () => {
    expect(analysis.weightPerServing).toEqual({ amount: 386, unit: 'g' });
    expect(analysis.perServing).toEqual({
      energyKcal: 487.36,
      energyKj: 2037.16,
      fatG: 11.71,
      saturatedFatG: 5.37,
      carbohydratesG: 77.03,
      sugarsG: 25.13,
      fibreG: 9.48,
      proteinG: 18.46,
      saltG: 0.24,
      sodiumMg: 93.04,
    });
    expect(analysis.macros).toEqual({ carbsG: 77.03, fatG: 11.71, proteinG: 18.46 });
  });

  it('scales the unrounded serving to 100 g', () => {
    // Each exact serving figure × 100 / 386, then rounded: 487.358/3.86 = 126.2585…, 2037.15644/3.86 =
    // 527.7607…, 11.71/3.86 = 3.0336…, 5.372/3.86 = 1.3917…, 77.028/3.86 = 19.9554…, 25.128/3.86 = 6.5098…,
    // 9.48/3.86 = 2.4559…, 18.464/3.86 = 4.7834…, 0.2400432/3.86 = 0.0621…, 93.04/3.86 = 24.1036…
    expect(analysis.per100g).toEqual({
      energyKcal: 126.26,
      energyKj: 527.76,
      fatG: 3.03,
      saturatedFatG: 1.39,
      carbohydratesG: 19.96,
      sugarsG: 6.51,
      fibreG: 2.46,
      proteinG: 4.78,
      saltG: 0.06,
      sodiumMg: 24.1,
    });
  });

  it('splits the calories into carbs, fat and protein', () => {
    // 308.112 / 487.358 = 63.2209…%, 105.39 / 487.358 = 21.6247…%, 73.856 / 487.358 = 15.1544…%
    expect(analysis.caloricBreakdown).toEqual({
      percentCarbs: 63.22,
      percentFat: 21.62,
      percentProtein: 15.15,
    });
  });

  it('lists every line with its grams and client-facing name, and nothing missing', () => {
    expect(analysis.lines).toEqual([
      { name: 'Rolled oats', clientFacingName: 'Rolled oats', grams: 60 },
      { name: 'Whole milk', clientFacingName: 'Swiss milk', grams: 206 },
      { name: 'Banana', clientFacingName: 'Banana', grams: 120 },
    ]);
    expect(analysis.unconverted).toEqual([]);
    expect(analysis.missingNutrients).toEqual([]);
  });
});

describe('analyseRecipe — lines it cannot use are named, never dropped silently', () => {
  const honey: AnalysisIngredient = { ...oats, name: 'Honey', ...none };
  const egg: AnalysisIngredient = { ...oats, name: 'Egg', ...none };
  const lines: AnalysisLine[] = [
    { name: 'Rolled oats', quantity: 60, unit: 'g', ingredient: oats },
    { name: 'Honey', quantity: 1, unit: 'tbsp', ingredient: honey },
    { name: 'Egg', quantity: 2, unit: 'piece', ingredient: egg },
    { name: 'Cinnamon', quantity: 1, unit: 'pinch', ingredient: { ...oats, name: 'Cinnamon' } },
  ];
  const analysis = analyseRecipe(lines);

  it('lists the unconvertible lines with the reason and leaves them out', () => {
    expect(analysis.unconverted).toEqual([
      { name: 'Honey', reason: 'Cannot convert tbsp of Honey to grams: set its density (g per ml) first' },
      { name: 'Egg', reason: 'Cannot convert pieces of Egg to grams: set its weight per piece first' },
      { name: 'Cinnamon', reason: "Unknown unit 'pinch'" },
    ]);
    expect(analysis.weightPerServing.amount).toBe(60);
    expect(analysis.perServing.fatG).toBe(4.14); // oats only
    expect(analysis.lines.map((l) => l.grams)).toEqual([60, null, null, null]);
  });

  it('counts unknown nutrients as 0 and names the ingredient once', () => {
    const butter: AnalysisIngredient = { ...oats, name: 'Butter', sugars_g: null, sodium_mg: null };
    const result = analyseRecipe([
      { name: 'Butter', quantity: 10, unit: 'g', ingredient: butter },
      { name: 'Butter again', quantity: 5, unit: 'g', ingredient: butter },
    ]);
    expect(result.missingNutrients).toEqual(['Butter']);
    expect(result.perServing.sugarsG).toBe(0);
    expect(result.perServing.sodiumMg).toBe(0);
    expect(result.perServing.fatG).toBe(1.04); // 6.9 × 0.15 = 1.035 → 1.04
  });

  it('has no figures per 100 g when nothing weighs anything', () => {
    const empty = analyseRecipe([]);
    expect(empty.per100g).toBeNull();
    expect(empty.weightPerServing).toEqual({ amount: 0, unit: 'g' });
    expect(empty.perServing.energyKcal).toBe(0);
    expect(empty.caloricBreakdown).toEqual({ percentCarbs: 0, percentFat: 0, percentProtein: 0 });
  });

  it('accepts unit spellings the conversion knows (Grams, tablespoons)', () => {
    const oil: AnalysisIngredient = { ...oats, name: 'Olive oil', fat_g: 100, density_g_per_ml: 0.91 };
    const result = analyseRecipe([{ name: 'Olive oil', quantity: 1, unit: 'tablespoons', ingredient: oil }]);
    expect(result.weightPerServing.amount).toBe(13.65); // 15 ml × 0.91
    expect(result.perServing.fatG).toBe(13.65);
  });
});

describe('analysisInputs', () => {
  it('carries the lines, the version and the client-facing names', () => {
    const identity = analysisInputs(porridge);
    expect(identity.version).toBe(ANALYSIS_VERSION);
    expect(identity.clientFacingIngredients).toEqual(['Rolled oats', 'Swiss milk', 'Banana']);
    expect(identity.inputs.lines[1]).toMatchObject({ quantity: 200, unit: 'ml', ingredient: milk });
  });

  it('asks for a rewrite only when a line, an ingredient or a client-facing name changes', () => {
    const stored = analysisInputs(porridge);
    expect(analysisNeedsRewrite(stored, analysisInputs(porridge))).toBe(false);
    const more = porridge.map((l, i) => (i === 0 ? { ...l, quantity: 70 } : l));
    expect(analysisNeedsRewrite(stored, analysisInputs(more))).toBe(true);
    const richer = porridge.map((l, i) => (i === 2 ? { ...l, ingredient: { ...banana, fat_g: 0.4 } } : l));
    expect(analysisNeedsRewrite(stored, analysisInputs(richer))).toBe(true);
    const renamed = porridge.map((l, i) => (i === 2 ? { ...l, client_facing_name: 'Organic banana' } : l));
    expect(analysisNeedsRewrite(stored, analysisInputs(renamed))).toBe(true);
  });
});
