import type { NutrientValues } from '../nutrition/analyse-recipe.ts';
import type { LabelTexts } from './label-texts.ts';

/** A nutrient as a label declares it, rounded as the EU's labelling guidance rounds it ('<0.5 g' when tiny). */
function grams(value: number, under: number): string {
  if (value < under) return `<${under} g`;
  // 9.96 g is 10 g, not 10.0 g: decide on the rounded value.
  if (Math.round(value * 10) / 10 >= 10) return `${Math.round(value)} g`;
  return `${value.toFixed(1)} g`;
}

/** Salt: ≥ 1 g to 0.1 g, below to 0.01 g, '<0.01 g' at 0.0125 g and less. */
function salt(value: number): string {
  if (value <= 0.0125) return '<0.01 g';
  return `${value.toFixed(value >= 1 ? 1 : 2)} g`;
}

export interface NutritionRow {
  readonly label: string;
  readonly value: string;
  /** A "of which" row, printed indented. */
  readonly indent: boolean;
}

/**
 * The nutrition declaration per 100 g in its legal order: energy (kJ / kcal, whole numbers), fat, saturates,
 * carbohydrate, sugars, protein (≥ 10 g whole grams, else 0.1 g, '<0.5 g' below 0.5 g; saturates '<0.1 g'),
 * salt (see {@link salt}).
 */
export function nutritionRows(per100g: NutrientValues, texts: LabelTexts): NutritionRow[] {
  const row = (label: string, value: string, indent = false) => ({ label, value, indent });
  return [
    row(texts.energy, `${Math.round(per100g.energyKj)} kJ / ${Math.round(per100g.energyKcal)} kcal`),
    row(texts.fat, grams(per100g.fatG, 0.5)),
    row(texts.saturates, grams(per100g.saturatedFatG, 0.1), true),
    row(texts.carbohydrate, grams(per100g.carbohydratesG, 0.5)),
    row(texts.sugars, grams(per100g.sugarsG, 0.5), true),
    row(texts.protein, grams(per100g.proteinG, 0.5)),
    row(texts.salt, salt(per100g.saltG)),
  ];
}

/** A date as labels print it in Switzerland, in both languages: 30.11.2026. */
export function labelDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}
