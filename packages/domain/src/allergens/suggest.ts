import {
  EGG_SOY_PEANUT_GROUPS,
  fold,
  patternsOf,
  plainTerm,
  splitTerms,
  type Bilingual,
  type FalseFriend,
  type GroupsByAllergen,
  type MixGroup,
  type Pattern,
  type TermGroup,
} from './dictionary.ts';
import { DAIRY_AND_CEREAL_GROUPS } from './dictionary-dairy-cereals.ts';
import { FALSE_FRIENDS, FREE_FROM_CLAIMS } from './dictionary-false-friends.ts';
import { MIX_GROUPS } from './dictionary-mixes.ts';
import { NUT_AND_SEAFOOD_GROUPS } from './dictionary-nuts-seafood.ts';
import { PLANT_AND_SULPHITE_GROUPS } from './dictionary-plants-sulphites.ts';
import { EU_ALLERGEN_CODES, type EuAllergenCode } from './eu-allergens.ts';

export type SuggestedDeclaration = 'CONTAINS' | 'MAY_CONTAIN';

/** @public */
export interface AllergenSuggestion {
  readonly code: EuAllergenCode;
  readonly declaration: SuggestedDeclaration;
  /** The dictionary term found in the name, as written in the dictionary. */
  readonly term: string;
  /** Why, in English and German, e.g. { en: "'quark' is a dairy product", de: "'Quark' ist ein Milchprodukt" }. */
  readonly reason: { readonly en: string; readonly de: string };
}

// ---- Text as the dictionary reads it (dictionary.ts)

const HYPHEN_IN_WORD = /(?<=\p{L})[-‐‑](?=\p{L})/gu;

/** For each position of the hyphen-joined text, the same letter's position in the text with spaces. */
function positionsInSpaced(spaced: string, joined: string): number[] {
  const positions: number[] = [];
  let at = 0;
  for (let i = 0; i < joined.length; i += 1) {
    while (spaced[at] !== joined[i]) at += 1;
    positions.push(at);
    at += 1;
  }
  return positions;
}

// ---- Terms (notation: dictionary.ts)

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Endings a whole-word term may carry: English and German plurals (egg → eggs, Auster → Austern, Ei → Eier). */
const PLURAL_ENDINGS: ReadonlySet<string> = new Set(['', 's', 'es', 'e', 'en', 'n', 'er', 'ern', 'ns']);

function wordEnd(text: string, from: number): number {
  const space = text.indexOf(' ', from);
  return space === -1 ? text.length : space;
}

/** Where a pattern's core found at `at` is a match: at a word start unless open there, and likewise at its end. */
function matchesAt(text: string, at: number, pattern: Pattern): boolean {
  if (!pattern.openStart && at > 0 && text[at - 1] !== ' ') return false;
  if (pattern.openEnd) return true;
  const end = at + pattern.core.length;
  const rest = text.slice(end, wordEnd(text, end));
  return pattern.exact ? rest === '' : PLURAL_ENDINGS.has(rest);
}

// ---- The dictionary, compiled once

interface Entry {
  readonly pattern: Pattern;
  readonly code: EuAllergenCode;
  readonly declaration: SuggestedDeclaration;
  readonly term: string;
  readonly reason: Bilingual;
}

interface Blocker {
  readonly pattern: Pattern;
  readonly codes: readonly EuAllergenCode[];
  readonly term: string;
}

const entriesOf = (
  terms: string,
  code: EuAllergenCode,
  declaration: SuggestedDeclaration,
  reason: Bilingual,
) =>
  splitTerms(terms).flatMap((written) =>
    patternsOf(written).map((pattern): Entry => ({
      pattern,
      code,
      declaration,
      term: plainTerm(written),
      reason,
    })),
  );

const groupEntries = (groups: GroupsByAllergen) =>
  Object.entries(groups).flatMap(([code, list]) =>
    (list ?? []).flatMap((group: TermGroup) =>
      entriesOf(group.terms, code as EuAllergenCode, group.declaration, group.reason),
    ),
  );

const mixEntries = (mix: MixGroup) => [
  ...mix.contains.flatMap((code) => entriesOf(mix.terms, code, 'CONTAINS', mix.reason)),
  ...mix.mayContain.flatMap((code) => entriesOf(mix.terms, code, 'MAY_CONTAIN', mix.reason)),
];

const blockersOf = (list: readonly FalseFriend[]) =>
  list.flatMap((friend) =>
    splitTerms(friend.terms).flatMap((written) =>
      patternsOf(written).map((pattern): Blocker => ({
        pattern,
        codes: friend.codes,
        term: plainTerm(written),
      })),
    ),
  );

/**
 * Items by the first three letters of their core, so that a name is read once, position by position, instead
 * of once per term; cores shorter than three letters are few and looked for one by one.
 */
interface CoreIndex<T> {
  readonly byPrefix: ReadonlyMap<string, ReadonlyArray<readonly [string, readonly T[]]>>;
  readonly short: ReadonlyArray<readonly [string, readonly T[]]>;
}

const PREFIX = 3;

function indexByCore<T extends { readonly pattern: Pattern }>(items: readonly T[]): CoreIndex<T> {
  const byCore = new Map<string, T[]>();
  for (const item of items) pushTo(byCore, item.pattern.core, item);
  const byPrefix = new Map<string, [string, T[]][]>();
  const short: [string, T[]][] = [];
  for (const [core, list] of byCore) {
    if (core.length < PREFIX) short.push([core, list]);
    else pushTo(byPrefix, core.slice(0, PREFIX), [core, list]);
  }
  return { byPrefix, short };
}

interface Found<T> {
  readonly core: string;
  readonly at: number;
  readonly items: readonly T[];
}

/** Every place in the text where a core of the index starts, with the items of that core. */
function findCores<T>(index: CoreIndex<T>, text: string): Found<T>[] {
  const found: Found<T>[] = [];
  for (let at = 0; at + PREFIX <= text.length; at += 1) {
    for (const [core, items] of index.byPrefix.get(text.slice(at, at + PREFIX)) ?? []) {
      if (text.startsWith(core, at)) found.push({ core, at, items });
    }
  }
  for (const [core, items] of index.short) {
    for (let at = text.indexOf(core); at !== -1; at = text.indexOf(core, at + 1))
      found.push({ core, at, items });
  }
  return found;
}

const ENTRIES = indexByCore([
  ...[
    EGG_SOY_PEANUT_GROUPS,
    DAIRY_AND_CEREAL_GROUPS,
    NUT_AND_SEAFOOD_GROUPS,
    PLANT_AND_SULPHITE_GROUPS,
  ].flatMap(groupEntries),
  ...MIX_GROUPS.flatMap(mixEntries),
]);
const FALSE_FRIEND_BLOCKERS = indexByCore(blockersOf(FALSE_FRIENDS));
const CLAIM_BLOCKERS = indexByCore(blockersOf(FREE_FROM_CLAIMS));

// ---- Matching a name

interface Block {
  readonly span: Span;
  readonly term: string;
}

interface Hit {
  readonly entry: Entry;
  readonly span: Span;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * The whole words that false friends (or claims) cover, by the allergen they silence: found in the name
 * as written and in the name with its hyphens joined, mapped back onto the name as written.
 */
function findBlocks(index: CoreIndex<Blocker>, text: string, joined: string): Map<EuAllergenCode, Block[]> {
  const blocks = new Map<EuAllergenCode, Block[]>();
  const readings: [string, number[] | undefined][] = [[text, undefined]];
  if (joined !== text) readings.push([joined, positionsInSpaced(text, joined)]);
  for (const [reading, positions] of readings) {
    for (const { core, at, items } of findCores(index, reading)) {
      const start = reading.lastIndexOf(' ', at) + 1;
      const end = wordEnd(reading, at + core.length);
      const span = positions
        ? { start: positions[start] ?? start, end: (positions[end - 1] ?? end - 1) + 1 }
        : { start, end };
      for (const blocker of items) {
        if (!matchesAt(reading, at, blocker.pattern)) continue;
        for (const code of blocker.codes) pushTo(blocks, code, { span, term: blocker.term });
      }
    }
  }
  return blocks;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;
const spanLength = (span: Span) => span.end - span.start;
const inside = (a: Span, b: Span) => a.start >= b.start && a.end <= b.end && spanLength(a) < spanLength(b);

function findHits(text: string, blocks: Map<EuAllergenCode, Block[]>): Map<EuAllergenCode, Hit[]> {
  const hits = new Map<EuAllergenCode, Hit[]>();
  for (const { core, at, items } of findCores(ENTRIES, text)) {
    const span = { start: at, end: at + core.length };
    for (const entry of items) {
      if (!matchesAt(text, at, entry.pattern)) continue;
      if (blocks.get(entry.code)?.some((block) => overlaps(block.span, span))) continue;
      pushTo(hits, entry.code, { entry, span });
    }
  }
  return hits;
}

/**
 * The hit that speaks for an allergen: a term inside a longer term of the same allergen gives way to it
 * ('Weinessig' is a vinegar, not a wine); then CONTAINS before MAY_CONTAIN, the first in the name, the longest.
 */
function bestHit(hits: readonly Hit[]): Hit | undefined {
  const kept = hits.filter((hit) => !hits.some((other) => inside(hit.span, other.span)));
  const rank = (hit: Hit) => (hit.entry.declaration === 'CONTAINS' ? 0 : 1);
  return kept.sort(
    (a, b) => rank(a) - rank(b) || a.span.start - b.span.start || spanLength(b.span) - spanLength(a.span),
  )[0];
}

const capitalised = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);

function suggestionOf(hit: Hit, claim: string | undefined): AllergenSuggestion {
  const { code, declaration, term, reason } = hit.entry;
  const en = `'${term}' is ${reason.en}`;
  const de = `'${capitalised(term)}' ist ${reason.de}`;
  if (claim === undefined) return { code, declaration, term, reason: { en, de } };
  return {
    code,
    declaration: 'MAY_CONTAIN',
    term,
    reason: {
      en: `${en}; the name says '${claim}': check the label`,
      de: `${de}; der Name sagt '${claim}': Etikette prüfen`,
    },
  };
}

/**
 * Suggested declarations for an ingredient name (EN or DE), one per allergen (CONTAINS wins over
 * MAY_CONTAIN), in EU_ALLERGEN_CODES order. False friends are found first and the words they cover are not
 * read for the allergens they name; a free-from claim ('glutenfrei') turns what the rest of the name suggests
 * for its allergen into MAY_CONTAIN. Allergens the name says nothing about are left out (not FREE).
 * @public
 */
export function suggestAllergens(name: string): AllergenSuggestion[] {
  const text = fold(name);
  if (text === '') return [];
  const joined = fold(name.normalize('NFC').replace(HYPHEN_IN_WORD, ''));
  const claims = findBlocks(CLAIM_BLOCKERS, text, joined);
  const blocks = findBlocks(FALSE_FRIEND_BLOCKERS, text, joined);
  for (const [code, list] of claims) for (const block of list) pushTo(blocks, code, block);
  const hits = findHits(text, blocks);
  return EU_ALLERGEN_CODES.flatMap((code) => {
    const hit = bestHit(hits.get(code) ?? []);
    return hit ? [suggestionOf(hit, claims.get(code)?.[0]?.term)] : [];
  });
}
