import type { z } from 'zod';
import { companySlugs, type CompanySlug } from '../access/privilege.ts';
import type { IsoDate } from '../calendar/iso-date.ts';
import { defaultMenuOverride, type MenuOverride } from '../kitchen/menu-dish-name.ts';
import {
  placementOf,
  type CourierChoice,
  type CourierLookups,
  type UnplacedReason,
} from './consignment-courier.ts';
import type { OrderDeliveryBag } from './delivery-bags.ts';
import type { DayPeriodIdentifier } from './logistics-date.ts';
import { deliveryPlaceKey } from '../week/week-delivery.ts';
import type { bagDeliveryContent, consignment, extraDeliveryContent } from './payload-schemas.ts';

type Consignment = z.infer<typeof consignment>;
type Address = Consignment['deliveryAddress'];
type Product = Consignment['products'][number];
type BagContent = z.infer<typeof bagDeliveryContent>;
type ExtraContent = z.infer<typeof extraDeliveryContent>;
type ContentsEntry = BagContent | ExtraContent;

/** A special programme's extra delivery (additional days) travelling with an order's bag. */
export type PlanExtraDelivery = Pick<
  ExtraContent,
  'specialProgrammeId' | 'specialProgrammeName' | 'startDate' | 'description' | 'days'
>;

/** The address an order goes to (name defaults to the customer's first and last name). */
export type PlanAddress = Omit<Address, 'name'> & { readonly name?: string | null };

export interface PlanPickUpPoint {
  readonly pickUpPointId: number;
  readonly name: string;
  readonly description?: string;
  readonly company?: string;
  readonly street: string;
  readonly co?: string;
  readonly postcode: string;
  readonly city: string;
}

/** What the plan reads of one order of the day (its bag comes from the delivery bags, matched by order id). */
export interface PlanOrder {
  readonly orderId: number;
  readonly isOffice: boolean;
  /** To a pick-up point (pickUpPointId) or to the address. */
  readonly pickUp: boolean;
  readonly pickUpPointId: number | null;
  readonly address: PlanAddress | null;
  /** The order's own delivery type. */
  readonly deliveryTypeId: number | null;
  /** The zone of the delivery postcode; null (or -1, UNKNOWN) when it has none. */
  readonly postcodeZoneId: number | null;
  /** The special-programme delivery group the customer is in on this date. */
  readonly deliveryGroup?: { readonly deliveryGroupId: number; readonly name: string } | null;
  /** The menu the customer receives: 0 by default; its override defaults as menus do (index 1 is A-Life). */
  readonly menuIndex?: number;
  readonly menuOverride?: MenuOverride | null;
  readonly extras?: readonly PlanExtraDelivery[];
}

export interface ConsignmentPlanInput extends CourierLookups {
  readonly date: IsoDate;
  readonly period: DayPeriodIdentifier;
  /** The delivery bags of the date (`deliveryBags`): an order without a bag does not deliver (skipped day). */
  readonly bags: readonly OrderDeliveryBag[];
  readonly orders: readonly PlanOrder[];
  readonly pickUpPoints: readonly PlanPickUpPoint[];
  /** When couriers collect at the kitchen, 'HH:MM'; by default 06:00 for AM-0 and 12:00 for PM-0. */
  readonly pickUpTimeFrom?: string;
  /** The instant the plan is made (ISO 8601): the timestamp of each consignment's first tracking item. */
  readonly createdAt: string;
}

export type PlannedConsignment = Consignment & { readonly contents: ContentsEntry[] };

export interface ConsignmentPlan {
  readonly teams: { readonly team: CompanySlug; readonly consignments: PlannedConsignment[] }[];
  readonly unplaced: { readonly orderId: number; readonly reason: UnplacedReason }[];
}

/** The kitchen pick-up time of a run, unless the server gives one (ADR 065). */
const DEFAULT_PICK_UP_TIMES: Record<DayPeriodIdentifier, string> = { 'AM-0': '06:00', 'PM-0': '12:00' };

/** A bag as a courier carries it (ADR 065): a cool box of one size, its weight grows with its meals. */
const BAG_DIMENSIONS = { lengthCm: 40, widthCm: 30, heightCm: 30 };
const EMPTY_BAG_KG = 1;
const MEAL_KG = 0.5;

/** Shown on a contents entry whose bag has no meals because its programme could not be determined. */
export const PROGRAMME_UNDETERMINED_ERROR =
  'The programme of this order could not be determined: check its bag by hand.';

/** One order that can be placed: its bag, details, place and courier. */
interface Placed {
  readonly bag: OrderDeliveryBag;
  readonly order: PlanOrder;
  readonly place: Address;
  readonly choice: CourierChoice;
  /** Orders with the same key travel as one consignment. */
  readonly key: string;
}

const roundKg = (kg: number) => Math.round(kg * 100) / 100;

/** The physical bags of a delivery: the own bag, and the additional bag when it holds portions. */
function bagProducts(b: OrderDeliveryBag): Product[] {
  const meals = Object.values(b.bag.meals).filter((m) => m !== undefined);
  const portions = [0, 1].map((i) => meals.reduce((sum, m) => sum + (m.qty[i] ?? 0), 0));
  const product = (label: string, count: number): Product => ({
    dimension: { ...BAG_DIMENSIONS, weightKg: roundKg(EMPTY_BAG_KG + MEAL_KG * count) },
    description: `${label} ${b.orderId} (${count} ${count === 1 ? 'meal' : 'meals'})`,
  });
  const own = product('Bag', portions[0]!);
  return portions[1]! > 0 ? [own, product('Additional bag', portions[1]!)] : [own];
}

/** The contents of one order: its bag, then the extra deliveries travelling with it. */
function orderContents(p: Placed): ContentsEntry[] {
  const menuIndex = p.order.menuIndex ?? 0;
  const common = {
    deliveryGroupId: p.order.deliveryGroup ? String(p.order.deliveryGroup.deliveryGroupId) : null,
    courierId: String(p.choice.courier.courierId),
    from: p.choice.from,
    to: p.choice.to,
    menuIndex,
    menuOverride: p.order.menuOverride === undefined ? defaultMenuOverride(menuIndex) : p.order.menuOverride,
  };
  const bag: BagContent = {
    ...common,
    error: p.bag.programmeUndetermined ? PROGRAMME_UNDETERMINED_ERROR : null,
    orderId: p.bag.orderId,
    customerId: String(p.bag.customerId ?? ''),
    bags: [p.bag.bag],
  };
  return [bag, ...(p.order.extras ?? []).map((e) => ({ ...common, error: null, ...e }))];
}

/** Where the order goes, as the courier reads it; null without an address or a known pick-up point. */
function placeOf(input: ConsignmentPlanInput, order: PlanOrder, bag: OrderDeliveryBag): Address | null {
  if (order.pickUp) {
    const point = input.pickUpPoints.find((p) => p.pickUpPointId === order.pickUpPointId);
    if (!point) return null;
    const { name, street, postcode, city } = point;
    const [company, co, instruction] = [point.company, point.co, point.description].map(
      (t) => t?.trim() || null,
    );
    return { name, company, street, co, postcode, city, countryCode: 'CH', instruction };
  }
  if (!order.address) return null;
  const name = order.address.name?.trim() || `${bag.firstName} ${bag.lastName}`.trim();
  return { ...order.address, name, countryCode: order.address.countryCode ?? 'CH' };
}

/**
 * Orders travelling together share a key: a pick-up point's orders with one courier and window, and a
 * delivery group's orders to one address with one courier and window; any other order travels alone.
 */
function travelKey(order: PlanOrder, place: Address, choice: CourierChoice): string {
  const placeKey = deliveryPlaceKey(order, {
    street: place.street,
    postcode: place.postcode,
    city: place.city,
  });
  const run = `${choice.courier.courierId}|${choice.from}-${choice.to}`;
  if (order.pickUp) return `${placeKey}|${run}`;
  if (order.deliveryGroup) return `G:${order.deliveryGroup.deliveryGroupId}|${placeKey}|${run}`;
  return `O:${order.orderId}`;
}

/** One bag's order placed with its courier, or the reason it cannot be ({@link placementOf}: one rule). */
function placeBag(
  input: ConsignmentPlanInput,
  bag: OrderDeliveryBag,
  order: PlanOrder | undefined,
): Placed | UnplacedReason {
  const choice = placementOf(order && { ...order, hasAddress: order.address !== null }, input);
  if (typeof choice === 'string') return choice;
  // Placed: the order exists and has its address or a known pick-up point.
  const place = placeOf(input, order!, bag)!;
  return { bag, order: order!, place, choice, key: travelKey(order!, place, choice) };
}

/** One consignment of orders travelling together (bags in packing order); pickupIndex is set later. */
function consignmentOf(input: ConsignmentPlanInput, items: readonly Placed[]): PlannedConsignment {
  const [first] = items as [Placed, ...Placed[]];
  const orderIds = items.map((p) => p.bag.orderId).sort((a, b) => a - b);
  const group = first.order.deliveryGroup;
  const shared = items.length > 1 && !first.order.pickUp && group;
  const deliveryAddress = shared ? { ...first.place, name: group.name } : first.place;
  return {
    orderId: items.length === 1 ? first.bag.orderId : orderIds.join(','),
    code: `${input.date}-${orderIds[0]}`,
    deliveryAddress,
    pickUpTimeFrom: input.pickUpTimeFrom ?? DEFAULT_PICK_UP_TIMES[input.period],
    deliveryTimeFrom: first.choice.from,
    deliveryTimeTo: first.choice.to,
    pickupIndex: 0,
    products: items.flatMap((p) => bagProducts(p.bag)),
    first_name: items.length === 1 ? first.bag.firstName : deliveryAddress.name,
    trackingItems: [{ status: 1, timestamp: input.createdAt }],
    contents: items.flatMap(orderContents),
  };
}

const postcodes = new Intl.Collator('en');
const streets = new Intl.Collator('en', { sensitivity: 'base' });
const codes = new Intl.Collator('en', { numeric: true });

/** Stop order of a team's run: postcode, then street (case aside), then code. */
function inStopOrder(a: PlannedConsignment, b: PlannedConsignment): number {
  return (
    postcodes.compare(a.deliveryAddress.postcode, b.deliveryAddress.postcode) ||
    streets.compare(a.deliveryAddress.street, b.deliveryAddress.street) ||
    codes.compare(a.code, b.code)
  );
}

/**
 * The consignments of one date and day period per team, and the orders that cannot be placed (ADR 065).
 *
 * - Every delivery bag of the date is one order's delivery; an order without a bag (a skipped day) has no
 *   consignment. A bag is placed in exactly one consignment, or listed unplaced with its reason — never dropped.
 * - The courier, window, team and period come from {@link placementOf}; only orders of the asked period are
 *   placed. Unplaced orders have no known period: they are listed whichever period is asked.
 * - A pick-up point's orders with one courier and window are one consignment; so are a delivery group's orders
 *   to one address. Its contents hold one entry per order (bag, then extras); its products one per physical bag.
 * - Teams are every company slug, in their order; each team's consignments in stop order, pickupIndex 0, 1, …
 */
export function planConsignments(input: ConsignmentPlanInput): ConsignmentPlan {
  const unplaced: { orderId: number; reason: UnplacedReason }[] = [];
  const travelling = new Map<string, Placed[]>();
  const ordersById = new Map<number, PlanOrder>();
  for (const o of input.orders) if (!ordersById.has(o.orderId)) ordersById.set(o.orderId, o);
  for (const bag of input.bags) {
    const placed = placeBag(input, bag, ordersById.get(bag.orderId));
    if (typeof placed === 'string') unplaced.push({ orderId: bag.orderId, reason: placed });
    else if (placed.choice.period === input.period) {
      const together = travelling.get(placed.key);
      if (together) together.push(placed);
      else travelling.set(placed.key, [placed]);
    }
  }
  const teams = companySlugs.map((team) => {
    const consignments = [...travelling.values()]
      .filter((items) => items[0]!.choice.team === team)
      .map((items) => consignmentOf(input, items))
      .sort(inStopOrder)
      .map((c, pickupIndex) => ({ ...c, pickupIndex }));
    return { team, consignments };
  });
  return { teams, unplaced };
}
