import { DomainError } from '../errors/domain-error.ts';

/** The units a recipe ingredient line may use (ADR 032; spoon and cup sizes are metric). */
export const QUANTITY_UNITS = [
  'g',
  'kg',
  'mg',
  'ml',
  'l',
  'dl',
  'cl',
  'tsp',
  'tbsp',
  'cup',
  'piece',
] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

const GRAMS_PER_UNIT: Partial<Record<QuantityUnit, number>> = { g: 1, kg: 1000, mg: 0.001 };
const ML_PER_UNIT: Partial<Record<QuantityUnit, number>> = {
  ml: 1,
  l: 1000,
  dl: 100,
  cl: 10,
  tsp: 5,
  tbsp: 15,
  cup: 250,
};

const ALIASES: Readonly<Record<string, QuantityUnit>> = {
  gram: 'g',
  grams: 'g',
  gr: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  milligram: 'mg',
  milligrams: 'mg',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  cups: 'cup',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  stk: 'piece',
  stück: 'piece',
};

/** What Brigade knows about an ingredient to turn volumes and pieces into grams. */
export interface IngredientConversion {
  readonly name: string;
  /** Grams per millilitre. */
  readonly densityGPerMl?: number | null;
  /** Grams per piece. */
  readonly pieceWeightG?: number | null;
}

/** Brigade's own messages (the old app had none). */
export const unknownUnitMessage = (unit: string): string => `Unknown unit '${unit}'`;
export const missingDensityMessage = (name: string, unit: string): string =>
  `Cannot convert ${unit} of ${name} to grams: set its density (g per ml) first`;
export const missingPieceWeightMessage = (name: string): string =>
  `Cannot convert pieces of ${name} to grams: set its weight per piece first`;
export const invalidQuantityMessage = (name: string): string =>
  `The quantity of ${name} must be a number of 0 or more`;

/** The unit meant by a label, case- and space-insensitive, with common spellings ('Grams', 'pcs'). */
export function parseUnit(label: string): QuantityUnit {
  const key = label.trim().toLowerCase();
  if ((QUANTITY_UNITS as readonly string[]).includes(key)) return key as QuantityUnit;
  const alias = ALIASES[key];
  if (!alias) throw new DomainError('UNKNOWN_UNIT', unknownUnitMessage(label));
  return alias;
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * Grams of an ingredient line (ADR 032): masses convert directly; volumes (ml, l, dl, cl, tsp 5 ml,
 * tbsp 15 ml, cup 250 ml) through the ingredient's density; pieces through its piece weight. A missing
 * density or piece weight is an error naming the ingredient — Brigade never assumes water or a weight.
 */
export function toGrams(quantity: number, unitLabel: string, ingredient: IngredientConversion): number {
  if (!Number.isFinite(quantity) || quantity < 0) {
    throw new DomainError('INVALID_ARGUMENT', invalidQuantityMessage(ingredient.name));
  }
  const unit = parseUnit(unitLabel);
  const grams = GRAMS_PER_UNIT[unit];
  if (grams !== undefined) return quantity * grams;
  const ml = ML_PER_UNIT[unit];
  if (ml !== undefined) {
    if (!usable(ingredient.densityGPerMl)) {
      throw new DomainError('UNIT_CONVERSION_MISSING', missingDensityMessage(ingredient.name, unit));
    }
    return quantity * ml * ingredient.densityGPerMl;
  }
  if (!usable(ingredient.pieceWeightG)) {
    throw new DomainError('UNIT_CONVERSION_MISSING', missingPieceWeightMessage(ingredient.name));
  }
  return quantity * ingredient.pieceWeightG;
}
