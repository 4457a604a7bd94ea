/** Salt = 2.58 × sodium. */
export const SALT_PER_SODIUM = 2.58;

/** Milligrams to grams. */
export function mgToG(mg: number): number {
  return mg / 1000;
}

/** Grams of salt from grams of sodium. Give sodium in mg through {@link saltGFromSodiumMg}. */
export function saltFromSodium(sodiumG: number): number {
  return SALT_PER_SODIUM * sodiumG;
}

/** Grams of salt from milligrams of sodium, the unit analyses usually report sodium in. */
export function saltGFromSodiumMg(sodiumMg: number): number {
  return saltFromSodium(mgToG(sodiumMg));
}
