/**
 * The curated allergen dictionary: the words of ingredient names (English and German) that suggest a
 * declaration for one of the 14 allergens of Regulation (EU) 1169/2011 Annex II, with the reason shown to the
 * person who confirms it. A suggestion is never a declaration: a person confirms it.
 *
 * The dictionary is split by allergen group so that no file grows past the lint limit of 300 lines:
 * 1. this file: the notation, the types, and eggs, soy and peanuts;
 * 2. `dictionary-dairy-cereals.ts`: milk and cereals containing gluten;
 * 3. `dictionary-nuts-seafood.ts`: tree nuts, fish, crustaceans and molluscs;
 * 4. `dictionary-plants-sulphites.ts`: celery, mustard, sesame, lupin and sulphites;
 * 5. `dictionary-mixes.ts`: sauces, dishes and bakery goods that carry several allergens;
 * 6. `dictionary-false-friends.ts`: names that look like an allergen and are not, and free-from claims.
 *
 * A group is a tagged template: a line 'en: …' and a line 'de: …' (the reason, which completes "'term' is …"),
 * then the terms. Terms are written lower case (umlauts and accents as in the language), separated by commas
 * or new lines:
 * - `quark` is a whole word, also with an English or German plural ending (-s, -es, -e, -en, -n, -er, -ern,
 *   -ns; y → ies) and with the umlaut plural of Nuss (Nüsse): 'Quark', 'Eggs', 'Austern', 'Anchovies';
 * - `lachs*` starts a word, any letters may follow: 'Lachsfilet';
 * - `*käse` ends a word, any letters may precede: 'Bergkäse', 'Hüttenkäse';
 * - `*milch*` may sit anywhere inside a word: 'Vollmilchschokolade';
 * - `ei!` is the whole word exactly, with no plural ending: 'Ei' but not 'Eis' (ice) or 'Ein'.
 * Short or ambiguous words are whole words only; long, unambiguous stems may sit inside German compounds.
 * Several words ('peanut butter') match with any punctuation between them. Matching ignores case and accents
 * and spells umlauts out (Gruyère = Gruyere, Käse = Kaese).
 */
import type { EuAllergenCode } from './eu-allergens.ts';
import type { SuggestedDeclaration } from './suggest.ts';
import { normaliseWords } from './word-variants.ts';

/** A text in English and German. */
export interface Bilingual {
  readonly en: string;
  readonly de: string;
}

/** Terms that suggest one declaration of one allergen; the reason completes "'term' is …". */
export interface TermGroup {
  readonly declaration: SuggestedDeclaration;
  readonly reason: Bilingual;
  readonly terms: string;
}

/** Terms (a sauce, a dish) that suggest several allergens at once, each CONTAINS or MAY_CONTAIN. */
export interface MixGroup {
  readonly contains: readonly EuAllergenCode[];
  readonly mayContain: readonly EuAllergenCode[];
  readonly reason: Bilingual;
  readonly terms: string;
}

/**
 * Words that look like an allergen term and are not: where one is found, the whole words it covers are not
 * read for its allergens (only for those: 'Mandelmilch' is no milk but still an almond).
 */
export interface FalseFriend {
  readonly codes: readonly EuAllergenCode[];
  readonly terms: string;
}

/** The groups of the single-allergen terms, by allergen. */
export type GroupsByAllergen = Partial<Record<EuAllergenCode, readonly TermGroup[]>>;

/** A group's text: a line 'en: …' and a line 'de: …' (the reason), then the terms. */
function groupText(strings: TemplateStringsArray): { reason: Bilingual; terms: string } {
  const lines = strings.join('').split('\n');
  const reasonLine = (language: string) => lines.find((line) => line.trim().startsWith(`${language}:`));
  const en = reasonLine('en');
  const de = reasonLine('de');
  if (en === undefined || de === undefined) throw new Error(`A dictionary group needs 'en:' and 'de:' lines`);
  const terms = lines.filter((line) => line !== en && line !== de).join('\n');
  return { reason: { en: en.trim().slice(3).trim(), de: de.trim().slice(3).trim() }, terms };
}

/** contains`en: … de: … terms`: the terms suggest CONTAINS. */
export const contains = (strings: TemplateStringsArray): TermGroup => ({
  declaration: 'CONTAINS',
  ...groupText(strings),
});

/** mayContain`en: … de: … terms`: the terms suggest MAY_CONTAIN. */
export const mayContain = (strings: TemplateStringsArray): TermGroup => ({
  declaration: 'MAY_CONTAIN',
  ...groupText(strings),
});

/** mix(['EGGS'], ['MUSTARD'])`en: … de: … terms`: CONTAINS for the first codes, MAY_CONTAIN for the second. */
export const mix =
  (containsCodes: readonly EuAllergenCode[], mayContainCodes: readonly EuAllergenCode[]) =>
  (strings: TemplateStringsArray): MixGroup => ({
    contains: containsCodes,
    mayContain: mayContainCodes,
    ...groupText(strings),
  });

/** falseFriend('MILK')`terms`: the terms never suggest the named allergens. */
export const falseFriend =
  (...codes: EuAllergenCode[]) =>
  (strings: TemplateStringsArray): FalseFriend => ({ codes, terms: strings.join('') });

// ---- The notation, read

/** One way a term is found: its core (folded) and whether it may sit inside a word at either end. */
export interface Pattern {
  readonly core: string;
  readonly openStart: boolean;
  readonly openEnd: boolean;
  readonly exact: boolean;
}

const SPELLED_OUT: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** Text as the dictionary reads it: lower case, umlauts spelled out (ä → ae, ß → ss), accents dropped (è → e). */
export function fold(text: string): string {
  const spelled = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßæœ]/g, (letter) => SPELLED_OUT[letter] ?? letter);
  return normaliseWords(spelled.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** The written terms of a list, separated by commas or new lines. */
export const splitTerms = (list: string): string[] =>
  list
    .split(/[,\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');

/** The term as written, without its notation marks ('*käse*' → 'käse'). */
export const plainTerm = (written: string): string => written.replace(/^\*|[*!]$/g, '');

/** The patterns of one written term: as written, the German plural Nüsse of Nuss, the English plural -ies of -y. */
export function patternsOf(written: string): Pattern[] {
  const openEnd = written.endsWith('*');
  const exact = written.endsWith('!');
  const base = { openStart: written.startsWith('*'), openEnd, exact };
  const core = fold(plainTerm(written));
  const patterns: Pattern[] = [{ ...base, core }];
  if (core.includes('nuss')) patterns.push({ ...base, core: core.replace(/nuss(?!.*nuss)/, 'nuess') });
  if (!openEnd && !exact && /[^aeiou]y$/.test(core)) {
    patterns.push({ ...base, core: `${core.slice(0, -1)}ies`, exact: true });
  }
  return patterns;
}

// ---- Eggs, soy and peanuts

export const EGG_SOY_PEANUT_GROUPS: GroupsByAllergen = {
  EGGS: [
    // No '*eier': German adjectives end in it ('laktosefreier'); egg compounds are named instead.
    contains`
      en: an egg or an egg product
      de: ein Ei oder ein Eiprodukt
      egg, eggnog, ei!, eier*, eigelb*, *eigelb, eidotter*, eiklar*, eiweiss*, hühnereiweiss, trockeneiweiss
      hühnerei*, wachtelei*, entenei*, vollei*, rührei*, spiegelei*, trockenei*, flüssigei*, eipulver, albumen
      freilandei*, bodenhaltungsei*, landei*, bioei*, frischei*, osterei*
      meringue*, meringe*, baiser*, omelet*, omelett*, frittata, advocaat
    `,
  ],
  SOY: [
    contains`
      en: a soy product
      de: ein Sojaprodukt
      soy*, *soja*, tofu*, *tofu, tempeh, edamame, natto, yuba, okara, kinako, tvp, textured vegetable protein
      bean curd, sojabohnensprossen, soybean sprouts
    `,
    // Annex II exempts fully refined soybean oil and fat; cold-pressed soybean oil is not exempt.
    mayContain`
      en: soybean oil: exempt when fully refined, not when cold-pressed
      de: Sojaöl: raffiniert ausgenommen, kaltgepresst nicht
      sojaöl, soja öl, soybean oil, soy oil, soya oil
    `,
    // Sold in German as 'Sojasprossen', these are nearly always mung-bean sprouts (not soy); only true
    // soybean sprouts are soy. Suggested as may-contain so a person checks which they are.
    mayContain`
      en: usually mung-bean sprouts, which are not soy; soybean sprouts are soy
      de: meist Mungbohnensprossen, die kein Soja sind; echte Sojabohnensprossen sind Soja
      sojasprossen, soja sprossen, soy sprouts, soya sprouts
    `,
    mayContain`
      en: an emulsifier that is often made from soy
      de: ein Emulgator, oft aus Soja
      lecithin*, *lecithin, lezithin*, *lezithin, e322
    `,
  ],
  PEANUTS: [
    contains`
      en: a peanut
      de: eine Erdnuss
      peanut*, *erdnuss*, arachis*, arachide*, groundnut*, monkey nut, cacahuète*
    `,
    contains`
      en: a dish or sauce made with peanuts
      de: ein Gericht oder eine Sauce mit Erdnüssen
      gado gado, pindakaas
    `,
  ],
};
