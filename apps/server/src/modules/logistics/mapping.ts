import type { CompanySlug } from '@brigade/domain/access/privilege';
import { UNPLACED_REASONS, type UnplacedReason } from '@brigade/domain/logistics/consignment-courier';
import type { ConsignmentPlan, PlanOrder } from '@brigade/domain/logistics/consignment-plan';
import type { DayDelivery, OrderDeliveryBag } from '@brigade/domain/logistics/delivery-bags';
import type { DayPeriodIdentifier } from '@brigade/domain/logistics/logistics-date';
import { UNKNOWN_ZONE_ID, UNKNOWN_ZONE_NAME } from '@brigade/domain/logistics/postcode-zones';
import { messages } from '@brigade/domain/messages/catalogue';
import {
  BAG_RECIPE_STATUSES,
  type BagRecipeStatus,
  type BagRecipeStatusResponse,
  type PlannedRun,
  type ConsignmentView,
  type LogisticsBag,
} from '@brigade/domain/schemas/logistics';
import type { BagRecipeKey, BagRecipeStatusRow, PlanLookupRows, PlanOrderRow } from './repository.ts';

// The domain's delivery bags with the packers' marks → the logistics API's shapes.

const keyOf = (k: BagRecipeKey) => `${k.orderId}|${k.date}|${k.recipeId}|${k.bagIndex}`;

/** A status outside the known list (written by hand in the database) reads as OPEN. */
const statusOf = (value: string): BagRecipeStatus =>
  (BAG_RECIPE_STATUSES as readonly string[]).includes(value) ? (value as BagRecipeStatus) : 'OPEN';

/** The marks of some dates, found by line. */
export function statusFinder(rows: readonly BagRecipeStatusRow[]) {
  const byKey = new Map(rows.map((r) => [keyOf(r), r]));
  return (k: BagRecipeKey) => byKey.get(keyOf(k));
}

/** One order's bag of a date, each recipe line with its mark (OPEN, version 0 while unmarked). */
export function toLogisticsBag(
  date: string,
  b: OrderDeliveryBag,
  find: ReturnType<typeof statusFinder>,
): LogisticsBag {
  return {
    order_id: b.orderId,
    customer_id: b.customerId,
    first_name: b.firstName,
    last_name: b.lastName,
    programme_undetermined: b.programmeUndetermined,
    bag: {
      ...b.bag,
      recipes: b.bag.recipes.map((line) => {
        const key = { orderId: b.orderId, date, recipeId: line.recipeId, bagIndex: line.bagIndex ?? 0 };
        const row = find(key);
        return { ...line, status: row ? statusOf(row.status) : 'OPEN', version: row?.version ?? 0 };
      }),
    },
  };
}

export function toBagRecipeStatus(row: BagRecipeStatusRow): BagRecipeStatusResponse {
  return {
    order_id: row.orderId,
    date: row.date,
    recipe_id: row.recipeId,
    bag_index: row.bagIndex,
    status: statusOf(row.status),
    version: row.version,
  };
}

// The plan's input from the loaded rows, and its answer for one team (ADR 065).

/** An order's own place as the plan reads it; empty texts are absent. */
export function toPlanOrder(
  row: PlanOrderRow,
  group: { deliveryGroupId: number; name: string } | undefined,
): PlanOrder {
  const text = (value: string | null) => value?.trim() || null;
  const address =
    row.placeId === null || row.street === null
      ? null
      : {
          name: text(row.name),
          company: text(row.company),
          street: row.street,
          co: text(row.co),
          postcode: row.postcode ?? '',
          city: row.city ?? '',
          countryCode: text(row.countryCode),
          phone: text(row.phone),
          email: text(row.email),
          instruction: text(row.instruction),
        };
  return {
    orderId: row.orderId,
    isOffice: row.isOffice,
    pickUp: row.pickUp,
    pickUpPointId: row.pickUpPointId,
    address,
    deliveryTypeId: row.deliveryTypeId,
    postcodeZoneId: row.postcodeZoneId,
    deliveryGroup: group ?? null,
  };
}

/** The delivery types (their 5 courier columns), couriers, zones and pick-up points of the plan. */
export function toPlanLookups(rows: PlanLookupRows) {
  const column = (courierId: number | null, from: string | null, to: string | null) => ({
    courierId,
    from,
    to,
  });
  return {
    deliveryTypes: rows.types.map((t) => ({
      deliveryTypeId: t.deliveryTypeId,
      columns: [
        column(t.courier1, t.courier1From, t.courier1To),
        column(t.courier2, t.courier2From, t.courier2To),
        column(t.courier3, t.courier3From, t.courier3To),
        column(t.courier4, t.courier4From, t.courier4To),
        column(t.courier5, t.courier5From, t.courier5To),
      ],
    })),
    couriers: rows.couriers,
    zones: rows.zones.map((z) => ({
      postcodeZoneId: z.postcodeZoneId,
      deliveryTypeId: z.deliveryTypeId,
      deliveryTypeIdCompany: z.deliveryTypeIdCompany,
      defaultCourierId: z.defaultCourierId,
    })),
    pickUpPoints: rows.points,
  };
}

/** The catalogue's message of an unplaced reason (its English text is the plan's, word for word). */
const REASON_MESSAGES: Record<keyof typeof UNPLACED_REASONS, string> = {
  noDeliveryDetails: messages.unplacedNoDeliveryDetails,
  noPlace: messages.unplacedNoPlace,
  noZone: messages.unplacedNoZone,
  noDeliveryType: messages.unplacedNoDeliveryType,
  noCourier: messages.unplacedNoCourier,
  unknownCourier: messages.unplacedUnknownCourier,
};
const reasonMessage = (reason: UnplacedReason) =>
  Object.entries(UNPLACED_REASONS).find(([, text]) => text === reason)?.[0] as keyof typeof UNPLACED_REASONS;

/** Counts of consignments and physical bags per key, in the order first met. */
function tally<K>(items: readonly { key: K; bags: number }[]) {
  const totals = new Map<K, { consignments: number; bags: number }>();
  for (const { key, bags } of items) {
    const t = totals.get(key) ?? { consignments: 0, bags: 0 };
    totals.set(key, { consignments: t.consignments + 1, bags: t.bags + bags });
  }
  return [...totals];
}

/** The answer for one team: its consignments, every team's unplaced orders, totals per zone and courier. */
export function toPlannedRun(
  route: { team: CompanySlug; date: string; identifier: DayPeriodIdentifier },
  plan: ConsignmentPlan,
  data: { deliveries: readonly DayDelivery[]; orders: readonly PlanOrderRow[]; lookups: PlanLookupRows },
): PlannedRun {
  const consignments = plan.teams.find((t) => t.team === route.team)?.consignments ?? [];
  const zoneOfOrder = new Map(data.orders.map((o) => [o.orderId, o.postcodeZoneId ?? UNKNOWN_ZONE_ID]));
  const zoneNames = new Map(data.lookups.zones.map((z) => [z.postcodeZoneId, z.zone]));
  const courierNames = new Map(data.lookups.couriers.map((c) => [c.courierId, c.name]));
  const firstBag = (c: ConsignmentView) => c.contents.find((e) => 'bags' in e)!;
  const zones = tally(
    consignments.map((c) => ({
      key: zoneOfOrder.get(Number(firstBag(c).orderId)) ?? UNKNOWN_ZONE_ID,
      bags: c.products.length,
    })),
  );
  const couriers = tally(
    consignments.map((c) => ({ key: Number(firstBag(c).courierId), bags: c.products.length })),
  );
  const deliveryOf = new Map(data.deliveries.map((d) => [d.orderId, d]));
  return {
    ...route,
    consignments,
    unplaced: plan.unplaced.map((u) => ({
      order_id: u.orderId,
      customer_id: deliveryOf.get(u.orderId)?.customerId ?? null,
      first_name: deliveryOf.get(u.orderId)?.firstName ?? '',
      last_name: deliveryOf.get(u.orderId)?.lastName ?? '',
      reason: REASON_MESSAGES[reasonMessage(u.reason)],
    })),
    totals: {
      zones: zones
        .map(([id, t]) => ({ postcode_zone_id: id, zone: zoneNames.get(id) ?? UNKNOWN_ZONE_NAME, ...t }))
        .sort((a, b) => a.zone.localeCompare(b.zone, 'en')),
      couriers: couriers
        .map(([id, t]) => ({ courier_id: id, name: courierNames.get(id) ?? '', ...t }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en')),
    },
  };
}
