import { suggestAllergens } from '../allergens/suggest.ts';
import { containsPhrase, sameWords } from '../allergens/word-match.ts';

/**
 * Foods that, written as a customer's "other allergy", are a preference and not an allergy: the
 * `move-hardcoded-to-dislikes` script moves exactly these to the dislikes (ADR 060). English and German (with
 * Swiss words: Randen, Peperoni), singular and plural; an entry must BE one of them (up to case, spaces and an
 * English plural), not merely mention one: 'onion powder' or 'keine rohen Zwiebeln' stay where they are.
 *
 * Deliberately left out, because a real allergy or intolerance hides behind them often enough: anything of the
 * EU-14 and its foods (celery, mustard, sesame, fish, milk, cheese …), raisins and dried fruit (sulphites),
 * coconut (some lists count it a tree nut), tomato, garlic, avocado, kiwi, peach, cinnamon and spices in
 * general. Adding a word here is a product decision: it makes the word a dislike wherever it stands alone.
 */
const PREFERENCE_WORDS: readonly string[] = [
  // Herbs and vegetables
  'coriander',
  'cilantro',
  'Koriander',
  'mushroom',
  'Pilz',
  'Pilze',
  'Champignon',
  'Champignons',
  'onion',
  'Zwiebel',
  'Zwiebeln',
  'olive',
  'Oliven',
  'aubergine',
  'eggplant',
  'Auberginen',
  'fennel',
  'Fenchel',
  'beetroot',
  'beet',
  'Rande',
  'Randen',
  'Rote Bete',
  'Rote Beete',
  'cucumber',
  'Gurke',
  'Gurken',
  'bell pepper',
  'Peperoni',
  'capers',
  'Kapern',
  'brussels sprout',
  'Rosenkohl',
  // Heat
  'spicy',
  'spicy food',
  'scharf',
  'scharfes Essen',
  'chili',
  'chilli',
  // Meat and offal
  'pork',
  'Schwein',
  'Schweinefleisch',
  'beef',
  'Rind',
  'Rindfleisch',
  'lamb',
  'Lamm',
  'Lammfleisch',
  'veal',
  'Kalb',
  'Kalbfleisch',
  'liver',
  'Leber',
  'offal',
  'Innereien',
];

/** Whether the whole entry is one of the preference words (case, spaces and English plurals aside). */
export function isPreferenceWord(entry: string): boolean {
  return PREFERENCE_WORDS.some((word) => sameWords(entry, word));
}

/** The words an allergen of the list is known by. */
export interface AllergenTerms {
  readonly name: string;
  readonly nameDe: string;
  /** Its EU-14 code (GLUTEN … MOLLUSCS), null for one the kitchen added. */
  readonly code: string | null;
}

export const termsOf = (allergen: AllergenTerms): string[] =>
  [allergen.name, allergen.nameDe, allergen.code ?? ''].filter((term) => term.trim() !== '');

/**
 * Whether the entry may name an allergen, so it must stay an allergy: the allergen dictionary suggests one of
 * the EU-14 for it (contains or may contain), or it holds (or is held by) a name of the allergen list as whole
 * words. When in doubt an entry stays an allergy.
 */
export function mayBeAllergen(entry: string, allergens: readonly AllergenTerms[]): boolean {
  if (suggestAllergens(entry).length > 0) return true;
  return allergens.some((allergen) =>
    termsOf(allergen).some((term) => containsPhrase(entry, term) || containsPhrase(term, entry)),
  );
}
