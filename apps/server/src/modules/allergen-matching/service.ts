import { matchedDislikes } from '@brigade/domain/allergens/dislike-suppression';
import { recipeChecker } from '@brigade/domain/allergens/recipe-checker';
import { addDays, type IsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import { deliversOnDate } from '@brigade/domain/orders/day-schedule';
import type {
  AllergenMatchRequest,
  AllergenMatchResponse,
  CustomerRecipeMatch,
} from '@brigade/domain/schemas/allergen-matching';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { validationError } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { dayOverridesOf } from '../../lib/day-lines.ts';
import { groupBy } from '../../lib/group-by.ts';
import {
  linesOnDate,
  toCustomerMatch,
  toHealthByCustomer,
  toMatchableRecipes,
  toRecipeSummary,
  toSensitivities,
  type Person,
} from './mapping.ts';
import * as repo from './repository.ts';
import { suppressionsOf, type SuppressionRow } from './suppressions-repository.ts';

type Pair = { customerId: number; orderId: number | null };

/** Customers by last name, then first name (ignoring case), then order. */
function byName(a: Person, b: Person): number {
  const key = (p: Person) => [p.lastName.toLowerCase(), p.firstName.toLowerCase()] as const;
  const [al, af] = key(a);
  const [bl, bf] = key(b);
  return al < bl ? -1 : al > bl ? 1 : af < bf ? -1 : af > bf ? 1 : (a.orderId ?? 0) - (b.orderId ?? 0);
}

/** The stored suppression of a recipe for a person: the order's own, else the customer's for every order. */
function suppressionFinder(rows: readonly SuppressionRow[]) {
  const byKey = new Map(rows.map((s) => [`${s.recipeId}|${s.customerId}|${s.orderId ?? 0}`, s]));
  return (recipeId: number, person: Person) =>
    (person.orderId !== null ? byKey.get(`${recipeId}|${person.customerId}|${person.orderId}`) : undefined) ??
    byKey.get(`${recipeId}|${person.customerId}|0`);
}

/**
 * Allergen matching of recipes against customers, with blocks and suppressions (ADR 009, ADR 041): which
 * customers' allergens, warnings and dislikes meet which ingredients.
 */
export function createAllergenMatchingService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db } = deps;

  /**
   * The orders delivering on `date` (their weekdays and span, after that date's day override), of the named
   * customers when given; a named customer without one that day is checked without an order.
   */
  async function deliveredPairs(date: IsoDate, weekBefore: string, customerIds: number[] | undefined) {
    const { orderRows, overrides } = await repo.ordersOfDate(db, date, weekBefore, customerIds);
    // The last override of the date wins, as in the week's schedule.
    const statusOf = new Map(overrides.map((o) => [o.orderId, o.status]));
    const pairs: Pair[] = orderRows
      .filter((o) =>
        deliversOnDate(date, statusOf.get(o.orderId), {
          weekdays: o.weekdays,
          start_date: o.startDate as IsoDate,
          end_date: o.endDate as IsoDate | null,
        }),
      )
      .map((o) => ({ customerId: o.customerId, orderId: o.orderId }));
    const withOrder = new Set(pairs.map((p) => p.customerId));
    for (const id of customerIds ?? []) if (!withOrder.has(id)) pairs.push({ customerId: id, orderId: null });
    return pairs;
  }

  /** The pairs whose customer has anything to match, in name order, with the health data of those customers. */
  async function checked(pairs: Pair[], scope: Parameters<typeof repo.customersToCheck>[1]) {
    const { sensitive, health, suppressedDislikes } = await repo.customersToCheck(db, scope);
    // A dislike suppressed customer-wide is matched no more (ADR 077).
    const suppressedOf = groupBy(suppressedDislikes, (s) => s.customerId);
    const byId = new Map(
      sensitive.map((c) => {
        const own = suppressedOf.get(c.customerId)?.map((s) => s.dislike) ?? [];
        return [c.customerId, { ...c, dislikes: matchedDislikes(c.dislikes, own) }];
      }),
    );
    const list: Person[] = pairs.flatMap((p) => {
      const c = byId.get(p.customerId);
      return c ? [{ ...c, orderId: p.orderId }] : [];
    });
    return { checked: pairs.length, list: list.sort(byName), health: toHealthByCustomer(health) };
  }

  /**
   * The (customer, order) pairs to check: without a date the named customers (order unknown); with one, the
   * orders delivering that date.
   */
  async function people(date: IsoDate | undefined, customerIds: number[] | undefined) {
    if (customerIds !== undefined && customerIds.length === 0) {
      return { checked: 0, list: [] as Person[], health: toHealthByCustomer([]) };
    }
    if (date === undefined) {
      return checked(
        customerIds!.map((customerId) => ({ customerId, orderId: null })),
        customerIds!,
      );
    }
    const weekBefore = addDays(date, -6);
    return checked(await deliveredPairs(date, weekBefore, customerIds), customerIds ?? { date, weekBefore });
  }

  return {
    async match(request: AllergenMatchRequest): Promise<AllergenMatchResponse> {
      const recipeIds = [...new Set(request.recipe_ids)];
      const customerIds = request.customer_ids && [...new Set(request.customer_ids)];
      const date = request.date as IsoDate | undefined;
      // A date's matches are of its dishes as cooked that day: with the day's swaps (ADR 074).
      const day = date === undefined ? undefined : await dayOverridesOf(db, [date]);
      const [recipeData, blocks, suppressionRows] = await Promise.all([
        repo.loadRecipes(db, recipeIds, day?.swappedIn),
        repo.loadBlocks(db),
        date === undefined ? Promise.resolve([]) : suppressionsOf(db, date, recipeIds),
      ]);
      if (recipeData.recipeRows.length !== recipeIds.length) {
        throw validationError('recipe_ids', messages.allergenMatchRecipeUnknown);
      }
      const recipeName = new Map(recipeData.recipeRows.map((r) => [r.recipeId, r.name]));
      const ingredientsOf = toMatchableRecipes(
        date === undefined || !day ? recipeData : linesOnDate(recipeData, date, day.of),
      );
      const { checked, list, health } = await people(date, customerIds);
      const suppressionOf = suppressionFinder(suppressionRows);

      const matches = recipeIds.flatMap((recipeId): CustomerRecipeMatch[] => {
        const check = recipeChecker(ingredientsOf.get(recipeId) ?? [], blocks);
        return list.flatMap((person) => {
          const result = check(toSensitivities(person, health.get(person.customerId)));
          if (result.matches.length === 0 && result.needsReview.length === 0) return [];
          return [toCustomerMatch(recipeId, person, result, suppressionOf(recipeId, person))];
        });
      });
      return {
        date: date ?? null,
        recipes: recipeIds.map((id) =>
          toRecipeSummary(id, recipeName.get(id)!, ingredientsOf.get(id) ?? [], recipeData.allergenIds),
        ),
        customers_checked: checked,
        matches,
      };
    },
  };
}

export type AllergenMatchingService = ReturnType<typeof createAllergenMatchingService>;
