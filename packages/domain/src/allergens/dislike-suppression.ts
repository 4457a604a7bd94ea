// A customer's dislikes the kitchen stopped being warned about (ADR 077). A dislike is named as the customer's
// list spells it; a suppression is found again whatever its case or surrounding spaces.

const keyOf = (term: string) => term.trim().toLocaleLowerCase('de-CH');

/** The customer's own spelling of the dislike `named` (any case); undefined when the list has no such dislike. */
export function dislikeNamed(dislikes: readonly string[], named: string): string | undefined {
  const key = keyOf(named);
  return dislikes.find((dislike) => keyOf(dislike) === key);
}

/** Whether `dislike` is among the suppressed ones. */
export function isDislikeSuppressed(dislike: string, suppressed: readonly string[]): boolean {
  const key = keyOf(dislike);
  return suppressed.some((s) => keyOf(s) === key);
}

/** The dislikes still matched against recipes: every one without a suppression, in the list's order. */
export function matchedDislikes(dislikes: readonly string[], suppressed: readonly string[]): string[] {
  if (suppressed.length === 0) return [...dislikes];
  const keys = new Set(suppressed.map(keyOf));
  return dislikes.filter((dislike) => !keys.has(keyOf(dislike)));
}
