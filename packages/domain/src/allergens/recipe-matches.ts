import type { DeclarationKind } from '../schemas/ingredient-declarations.ts';
import { normaliseWords } from './word-variants.ts';
import { wordsMatchUnblocked, type AllergenBlockRule } from './word-match.ts';

/** A warning with this allergen_id is an "other" warning, known by its name only. */
export const OTHER_WARNING_ALLERGEN_ID = -1;

/** A recipe ingredient line as matching needs it. */
export interface MatchableIngredient {
  readonly name: string;
  /**
   * Its allergen declarations by allergen id (ADR 054): CONTAINS, MAY_CONTAIN or FREE. An allergen not in the
   * map is UNKNOWN ("not declared").
   */
  readonly declarations: ReadonlyMap<number, DeclarationKind>;
  /** A recipe's manual allergen: it declares its own allergen only and is never "not declared". */
  readonly manual?: boolean;
}

export interface NamedAllergen {
  readonly allergen_id: number;
  readonly name: string;
  /**
   * False for an allergen the kitchen added to the catalogue itself: ingredients need not declare it, so an
   * unknown declaration of it is not flagged (word matching still applies). The EU-14 (the default) must be
   * declared (ADR 054).
   */
  readonly regulated?: boolean;
}

/** A customer's health fields (ADR 021). */
export interface CustomerSensitivities {
  /** allergen_ids with their names. */
  readonly allergens: readonly NamedAllergen[];
  /** other_allergens: names only. */
  readonly other_allergens: readonly string[];
  /** warnings: allergen objects; other warnings carry allergen_id -1 and a name. */
  readonly warnings: readonly NamedAllergen[];
  readonly dislikes: readonly string[];
}

export type SensitivityKind = 'allergen' | 'warning' | 'dislike';

/**
 * Why an ingredient matched: it is declared to contain the allergen or to contain traces of it, a word rule
 * found the term in its name, or its declaration for that allergen is still unknown.
 */
export type MatchReason = 'contains' | 'may_contain' | 'word' | 'undeclared';

export interface MatchedIngredient {
  readonly name: string;
  readonly via: MatchReason;
}

export interface SensitivityMatch {
  readonly kind: SensitivityKind;
  readonly term: string;
  /** The allergen's id, or null for names only (other allergens, other warnings, dislikes). */
  readonly allergen_id: number | null;
  readonly ingredients: readonly MatchedIngredient[];
}

export interface RecipeCheck {
  readonly matches: SensitivityMatch[];
  /** Ingredients whose declaration of one of the customer's allergens is unknown: check before serving. */
  readonly needsReview: string[];
}

interface Term {
  readonly kind: SensitivityKind;
  readonly term: string;
  readonly allergen_id: number | null;
  /** Every ingredient must declare it: an unknown declaration is flagged. */
  readonly regulated: boolean;
}

function termsOf(customer: CustomerSensitivities): Term[] {
  const listed = (kind: 'allergen' | 'warning', a: NamedAllergen): Term => {
    const id = a.allergen_id === OTHER_WARNING_ALLERGEN_ID ? null : a.allergen_id;
    return { kind, term: a.name, allergen_id: id, regulated: id !== null && a.regulated !== false };
  };
  const named = (kind: SensitivityKind, term: string): Term => ({
    kind,
    term,
    allergen_id: null,
    regulated: false,
  });
  return [
    ...customer.allergens.map((a) => listed('allergen', a)),
    ...customer.other_allergens.map((term) => named('allergen', term)),
    ...customer.warnings.map((w) => listed('warning', w)),
    ...customer.dislikes.map((term) => named('dislike', term)),
  ];
}

/** Declarations first: CONTAINS and MAY_CONTAIN flag and FREE clears, whatever the name says. */
function byDeclaration(term: Term, ingredient: MatchableIngredient): MatchReason | 'free' | null {
  if (term.allergen_id === null) return null;
  const declared = ingredient.declarations.get(term.allergen_id);
  if (declared === 'CONTAINS') return 'contains';
  if (declared === 'MAY_CONTAIN') return 'may_contain';
  if (declared === 'FREE' || ingredient.manual) return 'free';
  return null;
}

function matchedIngredients(
  term: Term,
  ingredients: readonly MatchableIngredient[],
  blocks: readonly AllergenBlockRule[],
) {
  const found = new Map<string, MatchedIngredient>();
  const rank = (via: MatchReason) => ['contains', 'may_contain', 'word', 'undeclared'].indexOf(via);
  for (const ingredient of ingredients) {
    const declared = byDeclaration(term, ingredient);
    if (declared === 'free') continue;
    let via: MatchReason | null = declared;
    if (via === null && wordsMatchUnblocked(ingredient.name, term.term, blocks)) via = 'word';
    if (via === null && term.regulated) via = 'undeclared';
    if (via === null) continue;
    const key = normaliseWords(ingredient.name);
    const before = found.get(key);
    if (!before || rank(via) < rank(before.via)) found.set(key, { name: ingredient.name, via });
  }
  return [...found.values()];
}

/**
 * Which of a customer's allergens, warnings and dislikes a recipe hits, ingredient by ingredient, and why
 * (ADR 054). Allergen safety first:
 * - an allergen or warning from the catalogue follows each ingredient's declaration: CONTAINS and MAY_CONTAIN
 *   match, FREE does not (whatever the name says), and no block can change a declaration;
 * - where that declaration is UNKNOWN, a word match on the allergen's name says 'word', else the ingredient is
 *   listed as 'undeclared': a dish is never shown as safe because data is missing;
 * - names only (other allergens, other warnings, dislikes) are word-matched against every ingredient name
 *   (containment, singular/plural), where an allergen block may silence the match.
 * `needsReview` names the ingredients whose declaration of one of those allergens is unknown, each once. Matches keep the customer's order of
 * terms; each ingredient appears once per term, with its strongest reason.
 */
export function matchCustomerToRecipe(
  customer: CustomerSensitivities,
  ingredients: readonly MatchableIngredient[],
  blocks: readonly AllergenBlockRule[] = [],
): RecipeCheck {
  const matches: SensitivityMatch[] = [];
  for (const term of termsOf(customer)) {
    if (!normaliseWords(term.term) && term.allergen_id === null) continue;
    const found = matchedIngredients(term, ingredients, blocks);
    const { kind, allergen_id } = term;
    if (found.length > 0) matches.push({ kind, term: term.term, allergen_id, ingredients: found });
  }
  return { matches, needsReview: undeclaredFor(customer, ingredients) };
}

/**
 * The ingredients whose declaration of one of the customer's catalogue allergens or warnings is unknown (a
 * word match does not settle it), each once, in recipe order; a manual allergen line never.
 */
export function undeclaredFor(
  customer: CustomerSensitivities,
  ingredients: readonly MatchableIngredient[],
): string[] {
  const ids = termsOf(customer).flatMap((t) =>
    t.regulated && t.allergen_id !== null ? [t.allergen_id] : [],
  );
  if (ids.length === 0) return [];
  const names = new Map<string, string>();
  for (const i of ingredients) {
    if (!i.manual && ids.some((id) => !i.declarations.has(id))) names.set(normaliseWords(i.name), i.name);
  }
  return [...names.values()];
}
