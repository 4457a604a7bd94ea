/** Spec §9: "salt = 2.58 × sodium". */
export const SALT_PER_SODIUM = 2.58;

/** Spec §9: "mg converted to g". */
export function mgToG(mg: number): number {
  return mg / 1000;
}

/** Grams of salt from grams of sodium (spec §9). Give sodium in mg through {@link saltGFromSodiumMg}. */
export function saltFromSodium(sodiumG: number): number {
  return SALT_PER_SODIUM * sodiumG;
}

/** Grams of salt from milligrams of sodium, the unit analyses usually report sodium in. */
export function saltGFromSodiumMg(sodiumMg: number): number {
  return saltFromSodium(mgToG(sodiumMg));
}
