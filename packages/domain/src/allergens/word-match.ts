import { normaliseWords, wordVariants } from './word-variants.ts';

/**
 * An allergen block (ADR 054): the word `test` (an allergen's name, or a customer's own allergy, warning or
 * dislike) is not word-matched in any ingredient whose name contains the phrase `subject` — 'nut' is not
 * matched in 'Nutmeg, ground' or 'Muskatnuss' by a block {subject 'nutmeg', test 'nut'}. A block silences
 * word matching only, never a declaration.
 */
export interface AllergenBlockRule {
  readonly subject: string;
  readonly test: string;
}

const wholeWordIn = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${needle} `);

/**
 * Words match by containment, singular and plural alike: true when a form of
 * `test` (an allergen, warning or dislike name) is inside a form of `subject` (an ingredient name) —
 * 'Walnuts' contains 'nut', 'Strawberries' contains 'berry' — or when the ingredient name is a whole word
 * of the term ('peanut' in 'peanut butter'). The second direction is word-bounded so that 'ice' does not
 * match 'rice'. Blank text never matches.
 */
export function wordsMatch(subject: string, test: string): boolean {
  const subjects = wordVariants(subject);
  const tests = wordVariants(test);
  return subjects.some((s) => tests.some((t) => s.includes(t) || wholeWordIn(t, s)));
}

/** The same name up to case, punctuation and singular/plural ('Eggplants' = 'eggplant'). */
export function sameWords(a: string, b: string): boolean {
  const forms = new Set(wordVariants(a));
  return normaliseWords(a) !== '' && wordVariants(b).some((form) => forms.has(form));
}

/** Whether `name` holds `phrase` as whole words, singular and plural alike ('Nutmegs, ground' holds 'nutmeg'). */
export function containsPhrase(name: string, phrase: string): boolean {
  const names = wordVariants(name);
  const phrases = wordVariants(phrase);
  return phrases.length > 0 && names.some((n) => phrases.some((p) => wholeWordIn(n, p)));
}

/**
 * A block silences the word match of `test` in the ingredient `subject` when the block's word is the same
 * word as `test` and the ingredient's name contains the block's phrase. Whichever way the words matched
 * (the word inside the name, or the name a whole word of the term), the block applies.
 */
export function isMatchBlocked(subject: string, test: string, blocks: readonly AllergenBlockRule[]): boolean {
  return blocks.some((block) => sameWords(block.test, test) && containsPhrase(subject, block.subject));
}

/** {@link wordsMatch} unless a block overrides it. */
export function wordsMatchUnblocked(
  subject: string,
  test: string,
  blocks: readonly AllergenBlockRule[],
): boolean {
  return wordsMatch(subject, test) && !isMatchBlocked(subject, test, blocks);
}
