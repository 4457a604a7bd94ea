import {
  matchCustomerToRecipe,
  OTHER_WARNING_ALLERGEN_ID,
  type CustomerSensitivities,
  type MatchableIngredient,
  type RecipeCheck,
  type SensitivityMatch,
} from '@brigade/domain/allergens/recipe-matches';
import type { AllergenBlockRule } from '@brigade/domain/allergens/word-match';
import { applySuppression } from '@brigade/domain/allergens/suppression';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { messages } from '@brigade/domain/messages/catalogue';
import { orderWeekSchedule } from '@brigade/domain/orders/day-schedule';
import type {
  AllergenMatchRequest,
  AllergenMatchResponse,
  AllergenSuppression,
  CustomerRecipeMatch,
  PutAllergenSuppressionRequest,
  SensitivityMatchDto,
} from '@brigade/domain/schemas/allergen-matching';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, validationError } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

interface Health {
  allergens: { allergen_id: number; name: string }[];
  warnings: { allergen_id: number; name: string }[];
}

interface Person {
  customerId: number;
  orderId: number | null;
  firstName: string;
  lastName: string;
  otherAllergens: string[];
  otherWarnings: string[];
  dislikes: string[];
}

export function toSuppression(row: repo.SuppressionRow): AllergenSuppression {
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

/** The ingredients matching needs: untagged (never reviewed) ones carry null; manual allergens a line of their own. */
function matchableRecipes(data: Awaited<ReturnType<typeof repo.loadRecipes>>) {
  const tags = new Map<number, number[]>();
  for (const t of data.tagRows) tags.set(t.ingredientId, [...(tags.get(t.ingredientId) ?? []), t.allergenId]);
  const byRecipe = new Map<number, MatchableIngredient[]>();
  for (const line of data.lineRows) {
    const list = byRecipe.get(line.recipeId) ?? [];
    list.push({ name: line.name, allergen_ids: line.reviewed ? (tags.get(line.ingredientId) ?? []) : null });
    byRecipe.set(line.recipeId, list);
  }
  // A recipe's manual allergen matches like an ingredient that carries it (safety first: ADR 009).
  for (const manual of data.manualRows) {
    const list = byRecipe.get(manual.recipeId) ?? [];
    list.push({ name: `${manual.name} (recipe)`, allergen_ids: [manual.allergenId] });
    byRecipe.set(manual.recipeId, list);
  }
  return byRecipe;
}

/** Whether an order delivers on `date`: its weekdays and span, after that date's day override. */
function deliversOn(
  date: IsoDate,
  weekId: string,
  order: { weekdays: number[]; startDate: string; endDate: string | null },
  overrides: { date: string; status: number }[],
): boolean {
  const schedule = orderWeekSchedule(weekId, overrides as { date: IsoDate; status: number }[], {
    weekdays: order.weekdays,
    start_date: order.startDate as IsoDate,
    end_date: order.endDate as IsoDate | null,
  });
  return schedule.days.some((d) => d.date === date && d.active);
}

/**
 * `matchCustomerToRecipe` for many customers of one recipe: a term's matches depend only on the term and the
 * recipe, so each distinct term is matched once (through the domain rule, one term at a time) and reused for
 * every customer who has it. Same result, term order and review list as calling the rule per customer.
 */
function recipeChecker(ingredients: readonly MatchableIngredient[], blocks: readonly AllergenBlockRule[]) {
  const byTerm = new Map<string, SensitivityMatch | null>();
  const none: CustomerSensitivities = { allergens: [], other_allergens: [], warnings: [], dislikes: [] };
  const review = matchCustomerToRecipe({ ...none, other_allergens: [''] }, ingredients, blocks).needsReview;
  const one = (key: string, customer: CustomerSensitivities) => {
    let found = byTerm.get(key);
    if (found === undefined) {
      found = matchCustomerToRecipe(customer, ingredients, blocks).matches[0] ?? null;
      byTerm.set(key, found);
    }
    return found;
  };
  return (customer: CustomerSensitivities): RecipeCheck => {
    const matches: SensitivityMatch[] = [];
    const add = (m: SensitivityMatch | null) => {
      if (m) matches.push(m);
    };
    for (const a of customer.allergens) add(one(`a|${a.allergen_id}|${a.name}`, { ...none, allergens: [a] }));
    for (const t of customer.other_allergens) add(one(`o|${t}`, { ...none, other_allergens: [t] }));
    for (const w of customer.warnings) add(one(`w|${w.allergen_id}|${w.name}`, { ...none, warnings: [w] }));
    for (const d of customer.dislikes) add(one(`d|${d}`, { ...none, dislikes: [d] }));
    const health =
      customer.allergens.length > 0 || customer.other_allergens.length > 0 || customer.warnings.length > 0;
    return { matches, needsReview: health ? review : [] };
  };
}

function dto(match: SensitivityMatch, suppressed: readonly string[] | null): SensitivityMatchDto {
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

/** Spec §4–5 allergen matching of recipes against customers, with blocks and suppressions (ADR 009). */
export function createAllergenMatchingService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  /**
   * The (customer, order) pairs to check and the health data of those that have any: without a date the named
   * customers (order unknown); with one, the orders delivering that date (of the named customers, who are
   * checked without an order when they have none that day).
   */
  async function people(date: IsoDate | undefined, customerIds: number[] | undefined) {
    let pairs: { customerId: number; orderId: number | null }[];
    let ids: number[] | SQL;
    if (date === undefined) {
      pairs = customerIds!.map((customerId) => ({ customerId, orderId: null }));
      ids = customerIds!;
    } else {
      const weekBefore = addDays(date, -6);
      const { orderRows, overrides } = await repo.ordersOfDate(db, date, weekBefore, customerIds);
      const overridesOf = new Map<number, { date: string; status: number }[]>();
      for (const o of overrides) overridesOf.set(o.orderId, [...(overridesOf.get(o.orderId) ?? []), o]);
      // The week id once: the calendar rule is far dearer than the schedule of one order.
      const weekId = weekIdOfDate(date);
      pairs = orderRows
        .filter((o) => deliversOn(date, weekId, o, overridesOf.get(o.orderId) ?? []))
        .map((o) => ({ customerId: o.customerId, orderId: o.orderId }));
      if (customerIds !== undefined) {
        const withOrder = new Set(pairs.map((p) => p.customerId));
        for (const id of customerIds) if (!withOrder.has(id)) pairs.push({ customerId: id, orderId: null });
      }
      ids = customerIds ?? repo.customerIdsOfDate(db, date, weekBefore);
    }
    const [sensitive, health] = await Promise.all([repo.sensitiveCustomers(db, ids), repo.healthOf(db, ids)]);
    const byId = new Map(sensitive.map((c) => [c.customerId, c]));
    const list: Person[] = pairs.flatMap((p) => {
      const c = byId.get(p.customerId);
      return c ? [{ ...c, orderId: p.orderId }] : [];
    });
    const key = (p: Person) => [p.lastName.toLowerCase(), p.firstName.toLowerCase()] as const;
    list.sort((a, b) => {
      const [al, af] = key(a);
      const [bl, bf] = key(b);
      return al < bl ? -1 : al > bl ? 1 : af < bf ? -1 : af > bf ? 1 : (a.orderId ?? 0) - (b.orderId ?? 0);
    });
    return { checked: pairs.length, list, health };
  }

  return {
    async match(request: AllergenMatchRequest): Promise<AllergenMatchResponse> {
      const recipeIds = [...new Set(request.recipe_ids)];
      const customerIds = request.customer_ids && [...new Set(request.customer_ids)];
      const date = request.date as IsoDate | undefined;
      const [recipeData, blocks, suppressionRows] = await Promise.all([
        repo.loadRecipes(db, recipeIds),
        repo.loadBlocks(db),
        date === undefined ? Promise.resolve([]) : repo.suppressionsOf(db, date, recipeIds),
      ]);
      if (recipeData.recipeRows.length !== recipeIds.length) {
        throw validationError('recipe_ids', messages.allergenMatchRecipeUnknown);
      }
      const recipeName = new Map(recipeData.recipeRows.map((r) => [r.recipeId, r.name]));
      const ingredientsOf = matchableRecipes(recipeData);
      const { checked, list, health } =
        customerIds !== undefined && customerIds.length === 0
          ? { checked: 0, list: [] as Person[], health: [] }
          : await people(date, customerIds);

      const healthOf = new Map<number, Health>();
      for (const h of health) {
        const entry = healthOf.get(h.customerId) ?? { allergens: [], warnings: [] };
        (h.kind === 'ALLERGY' ? entry.allergens : entry.warnings).push({
          allergen_id: h.allergenId,
          name: h.name,
        });
        healthOf.set(h.customerId, entry);
      }
      const suppressionOf = new Map(
        suppressionRows.map((s) => [`${s.recipeId}|${s.customerId}|${s.orderId ?? 0}`, s]),
      );

      const matches: CustomerRecipeMatch[] = [];
      for (const recipeId of recipeIds) {
        const check = recipeChecker(ingredientsOf.get(recipeId) ?? [], blocks);
        for (const person of list) {
          const own = healthOf.get(person.customerId);
          const sensitivities: CustomerSensitivities = {
            allergens: own?.allergens ?? [],
            other_allergens: person.otherAllergens,
            warnings: [
              ...(own?.warnings ?? []),
              ...person.otherWarnings.map((name) => ({ allergen_id: OTHER_WARNING_ALLERGEN_ID, name })),
            ],
            dislikes: person.dislikes,
          };
          const result = check(sensitivities);
          if (result.matches.length === 0 && result.needsReview.length === 0) continue;
          const suppression =
            (person.orderId !== null
              ? suppressionOf.get(`${recipeId}|${person.customerId}|${person.orderId}`)
              : undefined) ?? suppressionOf.get(`${recipeId}|${person.customerId}|0`);
          const allergies = result.matches
            .filter((m) => m.kind === 'allergen')
            .map((m) => dto(m, suppression?.suppressAllergies ?? []));
          const warnings = result.matches
            .filter((m) => m.kind === 'warning')
            .map((m) => dto(m, suppression?.suppressWarnings ?? []));
          const dislikes = result.matches.filter((m) => m.kind === 'dislike').map((m) => dto(m, null));
          const health = [...allergies, ...warnings];
          matches.push({
            recipe_id: recipeId,
            customer_id: person.customerId,
            order_id: person.orderId,
            first_name: person.firstName,
            last_name: person.lastName,
            allergies,
            warnings,
            dislikes,
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
          });
        }
      }
      return {
        date: date ?? null,
        recipes: recipeIds.map((id) => ({
          recipe_id: id,
          name: recipeName.get(id)!,
          unreviewed_ingredients: [
            ...new Set(
              (ingredientsOf.get(id) ?? []).filter((i) => i.allergen_ids === null).map((i) => i.name),
            ),
          ],
        })),
        customers_checked: checked,
        matches,
      };
    },

    async listSuppressions(date: string) {
      return { items: (await repo.suppressionsOf(db, date)).map(toSuppression) };
    },

    /** Creates (version 0) or updates the suppression of a customer (and order) for a recipe on a date. */
    async putSuppression(
      actorId: number,
      input: PutAllergenSuppressionRequest,
    ): Promise<AllergenSuppression> {
      const orderId = input.order_id ?? null;
      const key: repo.SuppressionKey = {
        date: input.date,
        customerId: input.customer_id,
        recipeId: input.recipe_id,
        orderId,
      };
      const lists = {
        suppressAllergies: [...new Set(input.suppress_allergies)],
        suppressWarnings: [...new Set(input.suppress_warnings)],
      };
      return db.transaction(async (tx) => {
        if (!(await repo.customerExists(tx, input.customer_id)))
          throw validationError('customer_id', messages.suppressionCustomerUnknown);
        if (!(await repo.recipeExists(tx, input.recipe_id)))
          throw validationError('recipe_id', messages.suppressionRecipeUnknown);
        if (orderId !== null && (await repo.orderOwner(tx, orderId)) !== input.customer_id)
          throw validationError('order_id', messages.suppressionOrderNotOfCustomer);
        const now = clock();
        const existing = await repo.findSuppression(tx, key);
        let after: repo.SuppressionRow | undefined;
        if (input.version === 0) {
          if (existing) throw conflict(messages.staleVersion);
          after = await repo.insertSuppression(tx, key, lists, now);
          if (!after) throw conflict(messages.staleVersion);
        } else {
          after = await repo.updateSuppression(tx, key, input.version, lists, now);
          if (!after) throw existing ? conflict(messages.staleVersion) : notFound();
        }
        const result = toSuppression(after);
        await audit.record(
          {
            userId: actorId,
            action: existing ? 'update' : 'create',
            entity: 'allergen_suppression',
            entityId: result.allergen_suppression_id,
            change: { before: existing ? toSuppression(existing) : null, after: result },
          },
          tx,
        );
        return result;
      });
    },
  };
}

export type AllergenMatchingService = ReturnType<typeof createAllergenMatchingService>;
