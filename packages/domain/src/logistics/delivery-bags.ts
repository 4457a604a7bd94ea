import type { z } from 'zod';
import type { IsoDate } from '../calendar/iso-date.ts';
import {
  additionalBagEntries,
  orderDay,
  type KitchenAdditionalBag,
  type KitchenDayOrder,
  type OrderDay,
} from '../kitchen/day-meal-counts.ts';
import { MEAL_TYPES, type MealType } from '../programmes/meal-types.ts';
import type { bagRecipe, deliveryBag, deliveryDetailsMeals } from './payload-schemas.ts';

type DeliveryBag = z.infer<typeof deliveryBag>;
type BagRecipe = z.infer<typeof bagRecipe>;
type MealLine = NonNullable<z.infer<typeof deliveryDetailsMeals>[MealType]>;
type SuppressibleLine = MealLine['allergies'][number];

/** The bag a line is packed in (ADR 064): the order's own bag, or the additional bag beside it. */
export const OWN_BAG = 0;
export const ADDITIONAL_BAG = 1;

/** A meal slot of the day with its assigned recipe. */
export interface BagSlotRecipe {
  readonly slot: string;
  readonly recipeId: number;
  readonly name: string;
  readonly clientFacingName: string | null;
}

/** A customer's allergen matching against a recipe on the date, with its suppressions applied. */
export interface BagMatch {
  readonly recipe_id: number;
  readonly customer_id: number;
  readonly order_id: number | null;
  readonly allergies: readonly SuppressibleMatch[];
  readonly warnings: readonly SuppressibleMatch[];
}
interface SuppressibleMatch {
  readonly ingredients: readonly { readonly name: string; readonly is_suppressed: boolean }[];
}

export interface DeliveryBagsInput {
  readonly date: IsoDate;
  /** The kitchen day's orders, with the date's day and meal overrides. */
  readonly orders: readonly KitchenDayOrder[];
  readonly additionalBags: readonly KitchenAdditionalBag[];
  readonly recipes: readonly BagSlotRecipe[];
  readonly matches: readonly BagMatch[];
}

/** One order's delivery of the date. */
export interface OrderDeliveryBag {
  readonly orderId: number;
  readonly customerId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  /** The order delivers but its programme cannot be determined: its meals are unknown, check it by hand. */
  readonly programmeUndetermined: boolean;
  readonly bag: DeliveryBag;
}

/** An ingredient once per list; it shows as suppressed only when every match of it is suppressed. */
function ingredientLines(matches: readonly SuppressibleMatch[]): SuppressibleLine[] {
  const lines = new Map<string, boolean>();
  for (const ingredient of matches.flatMap((m) => m.ingredients)) {
    lines.set(ingredient.name, (lines.get(ingredient.name) ?? true) && ingredient.is_suppressed);
  }
  return [...lines].map(([ingredient, isSuppressed]) => ({ ingredient, isSuppressed }));
}

/** The date's matches indexed once: per recipe, by order, and by customer for matches without an order. */
interface MatchIndex {
  readonly byOrder: Map<string, BagMatch[]>;
  readonly byCustomer: Map<string, BagMatch[]>;
}

function indexMatches(matches: readonly BagMatch[]): MatchIndex {
  const index: MatchIndex = { byOrder: new Map(), byCustomer: new Map() };
  const add = (map: Map<string, BagMatch[]>, key: string, m: BagMatch) => {
    const list = map.get(key);
    if (list) list.push(m);
    else map.set(key, [m]);
  };
  for (const m of matches) {
    if (m.order_id !== null) add(index.byOrder, `${m.recipe_id}:${m.order_id}`, m);
    else add(index.byCustomer, `${m.recipe_id}:${m.customer_id}`, m);
  }
  return index;
}

/** The matches of the order (or of its customer without an order: safety first) against the recipe. */
function matchesOf(index: MatchIndex, recipeId: number, orderId: number, customerId: number | null) {
  const own = [
    ...(index.byOrder.get(`${recipeId}:${orderId}`) ?? []),
    ...(customerId === null ? [] : (index.byCustomer.get(`${recipeId}:${customerId}`) ?? [])),
  ];
  if (own.length === 0) return { allergies: [], warnings: [] };
  return {
    allergies: ingredientLines(own.flatMap((m) => m.allergies)),
    warnings: ingredientLines(own.flatMap((m) => m.warnings)),
  };
}

/** What the additional bag changes per meal type (entries of one meal summed; invalid ones left out). */
function bagChanges(bag: KitchenAdditionalBag | undefined): Partial<Record<MealType, number>> {
  const changes: Partial<Record<MealType, number>> = {};
  for (const { mealType, qty } of (bag && additionalBagEntries(bag)) ?? []) {
    changes[mealType] = (changes[mealType] ?? 0) + qty;
  }
  return changes;
}

interface Packing {
  readonly orderId: number;
  readonly customerId: number | null;
  readonly day: OrderDay;
  readonly bag: KitchenAdditionalBag | undefined;
}

/** What every bag of the date is packed from, looked up once per date. */
interface DayLookups {
  readonly slots: Map<string, BagSlotRecipe>;
  readonly matches: MatchIndex;
}

/** The meals and recipe lines of one delivery (see {@link deliveryBags}). */
function packBag(day: DayLookups, p: Packing): DeliveryBag {
  const received = new Set(p.day.kind === 'delivers' ? p.day.meals : []);
  const changes = bagChanges(p.bag);
  const hasAdditional = Object.values(changes).some((qty) => qty > 0);
  const meals: Partial<Record<MealType, MealLine>> = {};
  const recipes: BagRecipe[] = [];
  for (const meal of MEAL_TYPES) {
    const ordered = received.has(meal) ? 1 : 0;
    const change = changes[meal] ?? 0;
    const own = Math.max(0, ordered + Math.min(0, change));
    const extra = Math.max(0, change);
    const slot = day.slots.get(meal);
    // A meal no recipe is assigned to is not made that date: nothing to pack (planners see it unassigned).
    if ((ordered === 0 && extra === 0) || !slot) continue;
    const health = matchesOf(day.matches, slot.recipeId, p.orderId, p.customerId);
    meals[meal] = {
      allergies: health.allergies,
      warnings: health.warnings,
      qty: hasAdditional ? [own, extra] : [own],
    };
    // Plain literals, not `{ ...line, … }`: this runs for every meal of every bag of the date.
    const additionalBagId = p.bag?.additional_bag_id ?? null;
    if (ordered > 0) {
      const taken = Math.min(0, change);
      recipes.push({
        recipeId: slot.recipeId,
        name: slot.name,
        clientFacingName: slot.clientFacingName,
        bagId: p.orderId,
        quantity: own,
        productionAdjust: taken,
        additionalBagId: taken < 0 ? additionalBagId : null,
        bagIndex: OWN_BAG,
      });
    }
    if (extra > 0) {
      recipes.push({
        recipeId: slot.recipeId,
        name: slot.name,
        clientFacingName: slot.clientFacingName,
        bagId: p.orderId,
        quantity: extra,
        productionAdjust: extra,
        additionalBagId,
        bagIndex: ADDITIONAL_BAG,
      });
    }
  }
  return { meals, recipes };
}

/** One order's delivery of the date before packing: whose it is, its day and its additional bag. */
export interface DayDelivery {
  readonly orderId: number;
  readonly customerId: number | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly day: OrderDay;
  readonly additionalBag: KitchenAdditionalBag | undefined;
}

/**
 * Who receives a bag on ONE date, in packing order (see {@link deliveryBags}, which packs them): each order
 * that delivers the date ({@link orderDay}) or whose additional bag adds a meal that date — also an order the
 * day does not know (the kitchen makes its bag either way).
 */
export function dayDeliveries(
  input: Pick<DeliveryBagsInput, 'date' | 'orders' | 'additionalBags'>,
): DayDelivery[] {
  const bagOf = new Map(input.additionalBags.map((b) => [b.order_id, b]));
  const known = new Set(input.orders.map((o) => o.order_id));
  const deliveries: DayDelivery[] = [];
  const add = (d: DayDelivery) => {
    const adds = Object.values(bagChanges(d.additionalBag)).some((qty) => qty > 0);
    if (d.day.kind !== 'off' || adds) deliveries.push(d);
  };
  for (const o of input.orders) {
    add({
      orderId: o.order_id,
      customerId: o.customer_id,
      firstName: o.first_name,
      lastName: o.last_name,
      day: orderDay(input.date, o),
      additionalBag: bagOf.get(o.order_id),
    });
  }
  for (const b of input.additionalBags) {
    if (known.has(b.order_id)) continue;
    const names = { firstName: b.first_name ?? '', lastName: b.last_name ?? '' };
    add({ orderId: b.order_id, customerId: b.customer_id ?? null, ...names, day: OFF, additionalBag: b });
  }
  return inPackingOrder(deliveries);
}

const OFF: OrderDay = { kind: 'off' };

/**
 * The bags of some of a date's deliveries ({@link dayDeliveries}), packed with the recipes of the date's meal
 * slots and the customers' matches (see {@link deliveryBags}); in the order given.
 */
export function packDeliveries(
  deliveries: readonly DayDelivery[],
  input: Pick<DeliveryBagsInput, 'recipes' | 'matches'>,
): OrderDeliveryBag[] {
  const slots = new Map<string, BagSlotRecipe>();
  // The first recipe of a slot is the one packed (as a search of the list would find it).
  for (const r of input.recipes) if (!slots.has(r.slot)) slots.set(r.slot, r);
  const day: DayLookups = { slots, matches: indexMatches(input.matches) };
  return deliveries.map((d) => ({
    orderId: d.orderId,
    customerId: d.customerId,
    firstName: d.firstName,
    lastName: d.lastName,
    programmeUndetermined: d.day.kind === 'undetermined',
    bag: packBag(day, { orderId: d.orderId, customerId: d.customerId, day: d.day, bag: d.additionalBag }),
  }));
}

/**
 * The delivery bags of ONE date (ADR 064), built from the kitchen's own rule of which meals an order receives
 * that date ({@link orderDay}: weekdays, skipped days, day > meal override > order, discount meals) and its
 * reading of additional bags ({@link additionalBagEntries}), so bags and kitchen counts never disagree.
 *
 * - One bag per order that delivers the date, or whose additional bag adds a meal that date (the kitchen
 *   makes it either way, ADR 043). A skipped day without an additional bag has no bag.
 * - meals: per meal type in the bag — only meals with a recipe assigned that date (one without is not made)
 *   — the customer's allergy and warning matches against that slot's recipe (each ingredient once,
 *   suppressed only when every match of it is) and `qty`: the portions in the order's own bag, then — when
 *   the delivery has an additional bag — the portions in that bag.
 * - recipes: per meal with an assigned recipe, a line in the own bag (bagIndex 0, quantity 1 less what the
 *   additional bag takes away, never below 0; productionAdjust is that negative change) and, when the
 *   additional bag adds the meal, a line in it (bagIndex 1, the added quantity). bagId is the order id;
 *   additionalBagId names the additional bag on the lines it changes.
 * - An order delivering whose programme cannot be determined gets a bag without its meals, flagged.
 * - Bags come in packing order: last name, first name (ignoring case), then order id.
 */
export function deliveryBags(input: DeliveryBagsInput): OrderDeliveryBag[] {
  return packDeliveries(dayDeliveries(input), input);
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Packing order: last name, first name (ignoring case and accents), then order id. Each distinct name is
 * collated once and ranked (names the collator finds equal share a rank), then the items are sorted by rank:
 * the same order as comparing every pair with the collator, without thousands of collator calls per day.
 */
function inPackingOrder<T extends { lastName: string; firstName: string; orderId: number }>(
  items: readonly T[],
): T[] {
  const names = [...new Set(items.flatMap((i) => [i.lastName, i.firstName]))].sort(byName.compare);
  const rank = new Map<string, number>();
  let previous: string | undefined;
  for (const [i, name] of names.entries()) {
    const same = previous !== undefined && byName.compare(previous, name) === 0;
    rank.set(name, same ? rank.get(previous!)! : i);
    previous = name;
  }
  return items
    .map((item) => ({ item, last: rank.get(item.lastName)!, first: rank.get(item.firstName)! }))
    .sort((a, b) => a.last - b.last || a.first - b.first || a.item.orderId - b.item.orderId)
    .map((r) => r.item);
}
