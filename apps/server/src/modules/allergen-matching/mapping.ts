import {
  OTHER_WARNING_ALLERGEN_ID,
  type CustomerSensitivities,
  type MatchableIngredient,
  type NamedAllergen,
  type RecipeCheck,
  type SensitivityMatch,
} from '@brigade/domain/allergens/recipe-matches';
import { applySuppression } from '@brigade/domain/allergens/suppression';
import { dayRecipeLines, type DayOverridesOf } from '@brigade/domain/kitchen/day-recipe-lines';
import type {
  AllergenSuppression,
  CustomerRecipeMatch,
  SensitivityMatchDto,
} from '@brigade/domain/schemas/allergen-matching';
import { groupBy } from '../../lib/group-by.ts';
import type { CustomerHealth, loadRecipes, SensitiveCustomer } from './repository.ts';
import type { SuppressionRow } from './suppressions-repository.ts';

/** A customer to check, with the order delivering that date (null when none is known). */
export type Person = SensitiveCustomer & { orderId: number | null };

interface Health {
  allergens: NamedAllergen[];
  warnings: NamedAllergen[];
}

export function toSuppression(row: SuppressionRow): AllergenSuppression {
  return {
    allergen_suppression_id: row.allergenSuppressionId,
    date: row.date,
    customer_id: row.customerId,
    order_id: row.orderId,
    recipe_id: row.recipeId,
    suppress_allergies: row.suppressAllergies,
    suppress_warnings: row.suppressWarnings,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

type RecipeData = Awaited<ReturnType<typeof loadRecipes>>;

/** The recipes' lines as cooked on a date: the day's swaps applied by the domain's one rule (ADR 074). */
export function linesOnDate(data: RecipeData, date: string, of: DayOverridesOf): RecipeData {
  const lineRows = [...groupBy(data.lineRows, (l) => l.recipeId)].flatMap(([recipeId, lines]) =>
    dayRecipeLines(lines, of(date, recipeId), (line, ingredientId) => ({
      ...line,
      ingredientId,
      name: data.swappedNames.get(ingredientId) ?? line.name,
    })),
  );
  return { ...data, lineRows };
}

/** The ingredients matching needs, with their declarations; a manual allergen is a line of its own. */
export function toMatchableRecipes(data: RecipeData) {
  const declarationsOf = groupBy(data.tagRows, (t) => t.ingredientId);
  const lines = data.lineRows.map((line) => ({
    recipeId: line.recipeId,
    ingredient: {
      name: line.name,
      declarations: new Map((declarationsOf.get(line.ingredientId) ?? []).map((d) => [d.allergenId, d.kind])),
    },
  }));
  // A recipe's manual allergen matches like an ingredient that contains it (safety first: ADR 009).
  const manual = data.manualRows.map((m) => ({
    recipeId: m.recipeId,
    ingredient: {
      name: `${m.name} (recipe)`,
      declarations: new Map([[m.allergenId, 'CONTAINS' as const]]),
      manual: true,
    },
  }));
  const byRecipe = groupBy([...lines, ...manual], (entry) => entry.recipeId);
  return new Map(
    [...byRecipe].map(([recipeId, list]): [number, MatchableIngredient[]] => [
      recipeId,
      list.map((entry) => entry.ingredient),
    ]),
  );
}

/** Each customer's allergens (ALLERGY) and warnings (WARNING), in the order read. */
export function toHealthByCustomer(rows: readonly CustomerHealth[]): Map<number, Health> {
  const healthOf = new Map<number, Health>();
  for (const h of rows) {
    const entry = healthOf.get(h.customerId) ?? { allergens: [], warnings: [] };
    (h.kind === 'ALLERGY' ? entry.allergens : entry.warnings).push({
      allergen_id: h.allergenId,
      name: h.name,
      regulated: h.code !== null,
    });
    healthOf.set(h.customerId, entry);
  }
  return healthOf;
}

/** A customer's health fields as the matching rule reads them; other warnings are known by name only. */
export function toSensitivities(person: Person, own: Health | undefined): CustomerSensitivities {
  return {
    allergens: own?.allergens ?? [],
    other_allergens: person.otherAllergens,
    warnings: [
      ...(own?.warnings ?? []),
      ...person.otherWarnings.map((name) => ({ allergen_id: OTHER_WARNING_ALLERGEN_ID, name })),
    ],
    dislikes: person.dislikes,
  };
}

/** A match with the suppression applied to its ingredients; `suppressed` null = never suppressed (dislikes). */
function toMatchDto(match: SensitivityMatch, suppressed: readonly string[] | null): SensitivityMatchDto {
  const names = match.ingredients.map((i) => i.name);
  const applied = suppressed === null ? null : applySuppression(names, suppressed);
  return {
    term: match.term,
    allergen_id: match.allergen_id,
    ingredients: match.ingredients.map((i, k) => ({
      name: i.name,
      via: i.via,
      is_suppressed: applied?.items[k]?.isSuppressed ?? false,
    })),
    fully_suppressed: applied?.fullySuppressed ?? false,
  };
}

/**
 * One customer (and order) against one recipe. Fully suppressed when there is an allergy or warning match,
 * every one is fully suppressed, and nothing needs review.
 */
export function toCustomerMatch(
  recipeId: number,
  person: Person,
  result: RecipeCheck,
  suppression: SuppressionRow | undefined,
): CustomerRecipeMatch {
  const ofKind = (kind: SensitivityMatch['kind'], suppressed: readonly string[] | null) =>
    result.matches.filter((m) => m.kind === kind).map((m) => toMatchDto(m, suppressed));
  const allergies = ofKind('allergen', suppression?.suppressAllergies ?? []);
  const warnings = ofKind('warning', suppression?.suppressWarnings ?? []);
  const health = [...allergies, ...warnings];
  return {
    recipe_id: recipeId,
    customer_id: person.customerId,
    order_id: person.orderId,
    first_name: person.firstName,
    last_name: person.lastName,
    allergies,
    warnings,
    dislikes: ofKind('dislike', null),
    needs_review: result.needsReview,
    fully_suppressed:
      health.length > 0 && result.needsReview.length === 0 && health.every((m) => m.fully_suppressed),
    suppression: suppression
      ? {
          allergen_suppression_id: suppression.allergenSuppressionId,
          order_id: suppression.orderId,
          version: suppression.version,
        }
      : null,
  };
}

/** The recipe as the answer names it, with the ingredients nobody reviewed for allergens (each once). */
/** A recipe and its ingredients with an EU-14 allergen (`allergenIds`) still undeclared (UNKNOWN), each once. */
export function toRecipeSummary(
  recipeId: number,
  name: string,
  ingredients: readonly MatchableIngredient[],
  allergenIds: readonly number[],
) {
  const undeclared = (i: MatchableIngredient) =>
    !i.manual && allergenIds.some((id) => !i.declarations.has(id));
  return {
    recipe_id: recipeId,
    name,
    unreviewed_ingredients: [...new Set(ingredients.filter(undeclared).map((i) => i.name))],
  };
}
