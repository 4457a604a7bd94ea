import { normaliseWords } from './word-variants.ts';
import type {
  AllergenSuppression,
  CustomerRecipeMatch,
  PutAllergenSuppressionRequest,
} from '../schemas/allergen-matching.ts';

export type SuppressionKind = 'allergies' | 'warnings';

export interface SuppressionToggle {
  date: string;
  recipeId: number;
  match: CustomerRecipeMatch;
  /** The stored suppression the match names (its lists are sent back whole), if any. */
  stored: AllergenSuppression | undefined;
  kind: SuppressionKind;
  ingredient: string;
  suppress: boolean;
}

/** The ingredients of a match already suppressed (when the stored lists are not at hand). */
function suppressedIn(match: CustomerRecipeMatch, kind: SuppressionKind): string[] {
  return match[kind].flatMap((s) => s.ingredients.filter((i) => i.is_suppressed).map((i) => i.name));
}

/**
 * The PUT /allergen-suppressions body that suppresses (or restores) one ingredient of a customer's match.
 * It writes to the suppression that applies now (the order's own or the customer's for every order), keeping
 * the rest of its lists; without one it creates the order's own (version 0). Names compare as the server
 * matches them (case, spaces and punctuation ignored).
 */
export function suppressionChange(toggle: SuppressionToggle): PutAllergenSuppressionRequest {
  const { match, stored, kind, ingredient, suppress } = toggle;
  const lists: Record<SuppressionKind, string[]> = {
    allergies: stored ? [...stored.suppress_allergies] : suppressedIn(match, 'allergies'),
    warnings: stored ? [...stored.suppress_warnings] : suppressedIn(match, 'warnings'),
  };
  const key = normaliseWords(ingredient);
  const others = lists[kind].filter((name) => normaliseWords(name) !== key);
  lists[kind] = suppress ? [...others, ingredient] : others;
  return {
    date: toggle.date,
    customer_id: match.customer_id,
    order_id: match.suppression ? match.suppression.order_id : match.order_id,
    recipe_id: toggle.recipeId,
    suppress_allergies: lists.allergies,
    suppress_warnings: lists.warnings,
    version: match.suppression?.version ?? 0,
  };
}
