/** Grams of the three macronutrients. */
export interface Macros {
  readonly carbsG: number;
  readonly fatG: number;
  readonly proteinG: number;
}

/** kcal per gram of carbohydrate, fat and protein, and kJ per kcal (ADR 035). */
export const KCAL_PER_G = { carbs: 4, fat: 9, protein: 4 } as const;
export const KJ_PER_KCAL = 4.18;

/** kcal = 4 × carbohydrates g + 9 × fat g + 4 × protein g (unrounded). */
export function kcalFromMacros({ carbsG, fatG, proteinG }: Macros): number {
  return KCAL_PER_G.carbs * carbsG + KCAL_PER_G.fat * fatG + KCAL_PER_G.protein * proteinG;
}

/** kJ = 4.18 × kcal (unrounded). */
export function kjFromKcal(kcal: number): number {
  return KJ_PER_KCAL * kcal;
}
