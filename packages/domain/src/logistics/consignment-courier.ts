import { companySlugs, type CompanySlug } from '../access/privilege.ts';
import { deliveryErrors } from '../week/week-delivery.ts';
import { MAX_COURIER_COLUMNS } from './delivery-set-labels.ts';
import type { DayPeriodIdentifier } from './logistics-date.ts';

/**
 * Why an order of the day is not in any consignment (ADR 065), in the order they are checked. Brigade's own
 * messages: the old app had none.
 */
export const UNPLACED_REASONS = {
  noDeliveryDetails: 'The order has a bag on this date, but its delivery details were not found.',
  noPlace: 'The order has no delivery address or known pick-up point.',
  noZone:
    'The order has no delivery type and its delivery postcode is in no zone (UNKNOWN): give the postcode a zone or the order a delivery type.',
  noDeliveryType:
    'The order has no delivery type and its zone gives none for this kind of customer (home or office), or the type does not exist.',
  noCourier: 'The delivery type has no courier in any of its columns.',
  unknownCourier: 'The courier chosen from the delivery type is not a known courier.',
} as const;
export type UnplacedReason = (typeof UNPLACED_REASONS)[keyof typeof UNPLACED_REASONS];

/** A courier with its type (ULTRA KURIER, LUCKABOX, PICKUP, BRING TO MAILBOX, POST, NO TIME) and windows. */
export interface PlanCourier {
  readonly courierId: number;
  readonly name: string;
  readonly courierType: string;
  /** Its own delivery windows 'HH:MM-HH:MM'; the first stands in when a column has no times. */
  readonly deliveryTimes?: readonly string[];
}

/** One of a delivery type's courier columns: the courier (null = unused) and its times 'HH:MM'. */
export interface PlanCourierColumn {
  readonly courierId: number | null;
  readonly from?: string | null;
  readonly to?: string | null;
}

export interface PlanDeliveryType {
  readonly deliveryTypeId: number;
  /** Columns 1–5 in order (more are ignored). */
  readonly columns: readonly PlanCourierColumn[];
}

export interface PlanZone {
  readonly postcodeZoneId: number;
  readonly deliveryTypeId: number | null;
  readonly deliveryTypeIdCompany: number | null;
  readonly defaultCourierId: number | null;
}

/** What the courier choice reads of one order. */
export interface CourierQuestion {
  readonly pickUp: boolean;
  readonly isOffice: boolean;
  readonly deliveryTypeId: number | null;
  /** The zone of the delivery postcode; null (or -1, UNKNOWN) when it has none. */
  readonly postcodeZoneId: number | null;
}

export interface CourierLookups {
  readonly deliveryTypes: readonly PlanDeliveryType[];
  readonly couriers: readonly PlanCourier[];
  readonly zones: readonly PlanZone[];
}

/** The courier an order goes with, its team, delivery window and day period. */
export interface CourierChoice {
  readonly courier: PlanCourier;
  readonly team: CompanySlug;
  readonly from: string;
  readonly to: string;
  readonly period: DayPeriodIdentifier;
}

/** 'HH:MM' from 'H:MM', 'HH:MM' or 'HH:MM:SS'; anything else is no time (''). */
function clockTime(time: string | null | undefined): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec((time ?? '').trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : '';
}

/** The column's from/to when both are set, else the courier's first own window, else none. */
function deliveryWindow(column: PlanCourierColumn, courier: PlanCourier): { from: string; to: string } {
  const [from, to] = [clockTime(column.from), clockTime(column.to)];
  if (from && to) return { from, to };
  const own = /^(\S+)\s*-\s*(\S+)$/.exec(courier.deliveryTimes?.[0]?.trim() ?? '');
  const [ownFrom, ownTo] = [clockTime(own?.[1]), clockTime(own?.[2])];
  return ownFrom && ownTo ? { from: ownFrom, to: ownTo } : { from: '', to: '' };
}

/** A window starting before 12:00 is the morning run (AM-0); a later one or none is PM-0, the default. */
function dayPeriodOf(from: string): DayPeriodIdentifier {
  return from !== '' && from < '12:00' ? 'AM-0' : 'PM-0';
}

const slugText = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A courier's team: the company slug its name spells (case, spaces and punctuation aside: 'Rico', 'Ultra
 * Kurier'); else ultrakurier for the courier type ULTRA KURIER; else the default team.
 */
function courierTeam(courier: PlanCourier): CompanySlug {
  const named = companySlugs.find((slug) => slug === slugText(courier.name));
  if (named) return named;
  return courier.courierType.trim().toUpperCase() === 'ULTRA KURIER' ? 'ultrakurier' : 'default';
}

/**
 * The courier of an order (ADR 065). Its delivery type is the order's own, else its zone's (home or office),
 * as The Week resolves it; pick-up orders use only their own. Among the type's first 5 columns with a courier,
 * the zone's default courier is chosen when it is one of them, else the first. The window is that column's
 * from/to. A reason from {@link UNPLACED_REASONS} when no courier can be chosen.
 */
export function chooseCourier(q: CourierQuestion, lookups: CourierLookups): CourierChoice | UnplacedReason {
  const zone = q.pickUp ? undefined : lookups.zones.find((z) => z.postcodeZoneId === q.postcodeZoneId);
  const zoneTypeId = zone ? (q.isOffice ? zone.deliveryTypeIdCompany : zone.deliveryTypeId) : null;
  const { deliveryTypeId } = deliveryErrors({
    pickUp: q.pickUp,
    hasPlace: true,
    orderDeliveryTypeId: q.deliveryTypeId,
    zoneDeliveryTypeId: zoneTypeId,
    needsDeliveryGroup: false,
    mismatchConfirmed: true,
  });
  if (deliveryTypeId === null && !zone && !q.pickUp) return UNPLACED_REASONS.noZone;
  const type = lookups.deliveryTypes.find((t) => t.deliveryTypeId === deliveryTypeId);
  if (!type) return UNPLACED_REASONS.noDeliveryType;
  const columns = type.columns.slice(0, MAX_COURIER_COLUMNS).filter((c) => c.courierId !== null);
  const column = columns.find((c) => c.courierId === zone?.defaultCourierId) ?? columns[0];
  if (!column) return UNPLACED_REASONS.noCourier;
  const courier = lookups.couriers.find((c) => c.courierId === column.courierId);
  if (!courier) return UNPLACED_REASONS.unknownCourier;
  const window = deliveryWindow(column, courier);
  return { courier, team: courierTeam(courier), ...window, period: dayPeriodOf(window.from) };
}

/** What placing an order reads (ADR 065): whether it has a place, and what its courier is chosen by. */
export interface PlacementOrder extends CourierQuestion {
  readonly orderId: number;
  readonly pickUpPointId: number | null;
  /** The order goes to an address with a street (pick-up orders go to their point). */
  readonly hasAddress: boolean;
}

export interface PlacementLookups extends CourierLookups {
  readonly pickUpPoints: readonly { readonly pickUpPointId: number }[];
}

/**
 * The courier of one order with a bag, or why it cannot be placed, checked in the order of
 * {@link UNPLACED_REASONS}: no delivery details (no order), no place (no address, or an unknown pick-up
 * point), then the courier choice ({@link chooseCourier}).
 */
export function placementOf(
  order: PlacementOrder | undefined,
  lookups: PlacementLookups,
  choose: (q: CourierQuestion) => CourierChoice | UnplacedReason = (q) => chooseCourier(q, lookups),
): CourierChoice | UnplacedReason {
  if (!order) return UNPLACED_REASONS.noDeliveryDetails;
  const hasPlace = order.pickUp
    ? lookups.pickUpPoints.some((p) => p.pickUpPointId === order.pickUpPointId)
    : order.hasAddress;
  if (!hasPlace) return UNPLACED_REASONS.noPlace;
  return choose(order);
}

/**
 * Which of a date's deliveries one team's run of a day period carries, and those that cannot be placed (in
 * the deliveries' order): {@link placementOf} for each, without building consignments — what a run needs to
 * know of the whole day (ADR 066). The courier choice is made once per kind of order (pick-up, office, type,
 * zone): it reads nothing else.
 */
export function runOrders(
  input: PlacementLookups & {
    readonly team: CompanySlug;
    readonly period: DayPeriodIdentifier;
    readonly deliveries: readonly { readonly orderId: number }[];
    readonly orders: readonly PlacementOrder[];
  },
): { orderIds: Set<number>; unplaced: { orderId: number; reason: UnplacedReason }[] } {
  const ordersById = new Map<number, PlacementOrder>();
  for (const o of input.orders) if (!ordersById.has(o.orderId)) ordersById.set(o.orderId, o);
  const chosen = new Map<string, CourierChoice | UnplacedReason>();
  const choose = (q: CourierQuestion) => {
    const kind = `${q.pickUp}|${q.isOffice}|${q.deliveryTypeId}|${q.postcodeZoneId}`;
    let choice = chosen.get(kind);
    if (choice === undefined) chosen.set(kind, (choice = chooseCourier(q, input)));
    return choice;
  };
  const orderIds = new Set<number>();
  const unplaced: { orderId: number; reason: UnplacedReason }[] = [];
  for (const { orderId } of input.deliveries) {
    const choice = placementOf(ordersById.get(orderId), input, choose);
    if (typeof choice === 'string') unplaced.push({ orderId, reason: choice });
    else if (choice.team === input.team && choice.period === input.period) orderIds.add(orderId);
  }
  return { orderIds, unplaced };
}
