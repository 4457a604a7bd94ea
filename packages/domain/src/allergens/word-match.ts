import { normaliseWords, wordVariants } from './word-variants.ts';

/** An allergen block: the word `test` is never matched in the ingredient name `subject`. */
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

/** An allergen block overrides a word match when the block's subject and test both agree. */
export function isMatchBlocked(subject: string, test: string, blocks: readonly AllergenBlockRule[]): boolean {
  return blocks.some((block) => sameWords(block.subject, subject) && sameWords(block.test, test));
}

/** {@link wordsMatch} unless a block overrides it. */
export function wordsMatchUnblocked(
  subject: string,
  test: string,
  blocks: readonly AllergenBlockRule[],
): boolean {
  return wordsMatch(subject, test) && !isMatchBlocked(subject, test, blocks);
}
