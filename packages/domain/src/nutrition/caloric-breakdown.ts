import { roundTo2 } from '../numbers/round.ts';
import { KCAL_PER_G, kcalFromMacros, type Macros } from './energy.ts';

/** The caloricBreakdown of a nutrition analysis. */
export interface CaloricBreakdown {
  readonly percentCarbs: number;
  readonly percentFat: number;
  readonly percentProtein: number;
}

/**
 * The share of the calories (4/9/4 kcal per g) that comes from carbs, fat and protein, in percent rounded
 * to 2 decimals. No calories at all gives 0 for each, rather than dividing by zero.
 */
export function caloricBreakdown(macros: Macros): CaloricBreakdown {
  const kcal = kcalFromMacros(macros);
  if (kcal <= 0) return { percentCarbs: 0, percentFat: 0, percentProtein: 0 };
  const pct = (part: number) => roundTo2((part / kcal) * 100);
  return {
    percentCarbs: pct(KCAL_PER_G.carbs * macros.carbsG),
    percentFat: pct(KCAL_PER_G.fat * macros.fatG),
    percentProtein: pct(KCAL_PER_G.protein * macros.proteinG),
  };
}
