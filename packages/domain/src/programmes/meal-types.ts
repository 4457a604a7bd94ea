/** The meal types, in menu order. */
export const MEAL_TYPES = [
  'breakfast',
  'shot',
  'lunch',
  'dressing',
  'treat',
  'power_shake',
  'dinner',
  'other',
] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** The recipe flag that marks a recipe as usable for each meal type (camelCase: ADR 018). */
export const RECIPE_FLAG_OF_MEAL_TYPE: Readonly<Record<MealType, string>> = {
  breakfast: 'isBreakfast',
  shot: 'isShot',
  lunch: 'isLunch',
  dressing: 'isDressing',
  treat: 'isTreat',
  power_shake: 'isPowerShake',
  dinner: 'isDinner',
  other: 'isOther',
};

/** Programme types LEAN and STRONG (each with a flex variant, carried by is_flex). */
export const PROGRAMME_TYPES = ['LEAN', 'STRONG'] as const;
export type ProgrammeType = (typeof PROGRAMME_TYPES)[number];

/** True for one of the eight meal types, spelled exactly. */
export function isMealType(value: unknown): value is MealType {
  return typeof value === 'string' && (MEAL_TYPES as readonly string[]).includes(value);
}

/** True for LEAN or STRONG, spelled exactly. */
export function isProgrammeType(value: unknown): value is ProgrammeType {
  return typeof value === 'string' && (PROGRAMME_TYPES as readonly string[]).includes(value);
}

/** Meal types in menu order, without duplicates. */
export function inMenuOrder(meals: Iterable<MealType>): MealType[] {
  const set = new Set(meals);
  return MEAL_TYPES.filter((meal) => set.has(meal));
}
