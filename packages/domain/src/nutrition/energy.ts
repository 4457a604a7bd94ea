/** Grams of the three macronutrients. */
export interface Macros {
  readonly carbsG: number;
  readonly fatG: number;
  readonly proteinG: number;
}

/** Spec §9: kcal per gram of carbohydrate, fat and protein, and kJ per kcal. */
export const KCAL_PER_G = { carbs: 4, fat: 9, protein: 4 } as const;
export const KJ_PER_KCAL = 4.18;

/** Spec §9: "calories = 4 per g carbohydrates + 9 per g fat + 4 per g protein" (unrounded). */
export function kcalFromMacros({ carbsG, fatG, proteinG }: Macros): number {
  return KCAL_PER_G.carbs * carbsG + KCAL_PER_G.fat * fatG + KCAL_PER_G.protein * proteinG;
}

/** Spec §9: "kJ = 4.18 × kcal" (unrounded). */
export function kjFromKcal(kcal: number): number {
  return KJ_PER_KCAL * kcal;
}
