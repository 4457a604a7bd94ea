import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { discounts, pickUpPoints } from '../../db/schema/controls.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { deliveryTypes, postcodeZones, postcodes } from '../../db/schema/delivery.ts';
import {
  additionalBags,
  dayOverrides,
  deliveryMismatchConfirmations,
  mealOverrides,
  orderMerges,
  orders,
} from '../../db/schema/orders.ts';
import { discountRedemptions } from '../../db/schema/money.ts';
import { specialProgrammeCustomers, specialProgrammes } from '../../db/schema/special-programmes.ts';
import { mayDeliverBy, orderScheduleColumns } from '../../lib/order-schedule.ts';

export type DayOverrideRow = typeof dayOverrides.$inferSelect;
export type MealOverrideRow = typeof mealOverrides.$inferSelect;
export type OrderMergeRow = typeof orderMerges.$inferSelect;
export type AdditionalBagRow = typeof additionalBags.$inferSelect;

const place = alias(addresses, 'place');

/**
 * The address an order goes to: none for pick-up orders, else its billing address (use_billing) or its
 * delivery address, each the order's own or else the customer's default.
 */
const placeId = sql`case when ${orders.pickUp} then null
  when ${orders.useBilling} then coalesce(${orders.billingAddressId}, ${customers.billingDefault})
  else coalesce(${orders.deliveryAddressId}, ${customers.deliveryDefault}) end`;
const pickUpPointId = sql<
  number | null
>`case when ${orders.pickUp} then coalesce(${orders.pickUpPointId}, ${customers.pickUpPointId}) end`;

const orderColumns = {
  orderId: orders.orderId,
  customerId: orders.customerId,
  ...orderScheduleColumns,
  deliveryTypeId: orders.deliveryTypeId,
  pickUp: orders.pickUp,
  orderVersion: orders.orderVersion,
  isSubscription: orders.isSubscription,
  cancelled: orders.cancelled,
  firstName: customers.firstName,
  lastName: customers.lastName,
  isOffice: customers.isOffice,
  otherAllergens: customers.otherAllergens,
  otherWarnings: customers.otherWarnings,
  dislikes: customers.dislikes,
  pickUpPointId,
  placeId: sql<number | null>`${place.addressId}`,
  placeName: place.name,
  placeCompany: place.company,
  placeCo: place.co,
  placeStreet: place.street,
  placePostcode: place.postcode,
  placeCity: place.city,
  latitude: place.latitude,
  longitude: place.longitude,
  pointName: pickUpPoints.name,
  pointCompany: pickUpPoints.company,
  pointCo: pickUpPoints.co,
  pointStreet: pickUpPoints.street,
  pointPostcode: pickUpPoints.postcode,
  pointCity: pickUpPoints.city,
  zoneDeliveryTypeId: postcodeZones.deliveryTypeId,
  zoneDeliveryTypeIdCompany: postcodeZones.deliveryTypeIdCompany,
  zoneId: postcodeZones.postcodeZoneId,
  // The order's creation date in Zurich picks its price model (ADR 008); read here, not once per row in JS.
  priceDate: sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'Europe/Zurich', 'YYYY-MM-DD')`,
  // The order's discount code as it is now (ADR 069).
  discountCode: discounts.code,
  discountKind: discounts.kind,
  discountValue: discounts.value,
};

function ordersQuery(db: Db, where: SQL) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.customerId, orders.customerId))
    .leftJoin(place, sql`${place.addressId} = ${placeId}`)
    .leftJoin(pickUpPoints, sql`${pickUpPoints.pickUpPointId} = ${pickUpPointId}`)
    .leftJoin(postcodes, eq(postcodes.postcode, place.postcode))
    .leftJoin(postcodeZones, eq(postcodeZones.postcodeZoneId, postcodes.postcodeZoneId))
    .leftJoin(discountRedemptions, eq(discountRedemptions.orderId, orders.orderId))
    .leftJoin(discounts, eq(discounts.discountId, discountRedemptions.discountId))
    .where(where)
    .orderBy(
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(orders.orderId),
    );
}

export type WeekOrderRow = Awaited<ReturnType<typeof ordersQuery>>[number];

export interface WeekData {
  orders: WeekOrderRow[];
  dayOverrides: DayOverrideRow[];
  mealOverrides: MealOverrideRow[];
  confirmations: { orderId: number }[];
  allergens: { customerId: number; name: string; nameDe: string; kind: 'ALLERGY' | 'WARNING' }[];
  needsGroup: { customerId: number }[];
  deliveryTypes: { deliveryTypeId: number; name: string }[];
}

/**
 * Everything the week rows need, set-based: the week's orders with customer, place and zone in one query,
 * then the week's overrides, confirmations, allergens of those customers, special-programme customers
 * without a delivery group, and the delivery type names — seven queries whatever the number of customers.
 * `onlyOrderId` narrows it to one order.
 */
export async function loadWeek(
  db: Db,
  week: { monday: string; sunday: string; weekBefore: string },
  onlyOrderId?: number,
): Promise<WeekData> {
  // Orders that may deliver in the week Monday..Sunday (the exact days are the domain's).
  const active = mayDeliverBy(week.sunday, week.weekBefore);
  const where = onlyOrderId === undefined ? active : and(active, eq(orders.orderId, onlyOrderId))!;
  const weekOrderIds = db.select({ id: orders.orderId }).from(orders).where(where);
  const weekCustomerIds = db.select({ id: orders.customerId }).from(orders).where(where);
  const inWeek = (column: AnyPgColumn) => and(gte(column, week.monday), lte(column, week.sunday));
  const [orderRows, days, meals, confirmations, allergenRows, needsGroup, types] = await Promise.all([
    ordersQuery(db, where),
    db
      .select()
      .from(dayOverrides)
      .where(and(inWeek(dayOverrides.date), inArray(dayOverrides.orderId, weekOrderIds))),
    db
      .select()
      .from(mealOverrides)
      .where(and(inWeek(mealOverrides.date), inArray(mealOverrides.orderId, weekOrderIds))),
    db
      .select({ orderId: deliveryMismatchConfirmations.orderId })
      .from(deliveryMismatchConfirmations)
      .where(
        and(
          eq(deliveryMismatchConfirmations.weekStart, week.monday),
          inArray(deliveryMismatchConfirmations.orderId, weekOrderIds),
        ),
      ),
    db
      .select({
        customerId: customerAllergens.customerId,
        name: allergens.name,
        nameDe: allergens.nameDe,
        kind: customerAllergens.kind,
      })
      .from(customerAllergens)
      .innerJoin(allergens, eq(allergens.allergenId, customerAllergens.allergenId))
      .where(inArray(customerAllergens.customerId, weekCustomerIds))
      .orderBy(asc(allergens.name)),
    db
      .selectDistinct({ customerId: specialProgrammeCustomers.customerId })
      .from(specialProgrammeCustomers)
      .innerJoin(
        specialProgrammes,
        eq(specialProgrammes.specialProgrammeId, specialProgrammeCustomers.specialProgrammeId),
      )
      .where(
        and(
          isNull(specialProgrammeCustomers.deliveryGroupId),
          gte(specialProgrammes.startDate, week.monday),
          lte(specialProgrammes.startDate, week.sunday),
          inArray(specialProgrammeCustomers.customerId, weekCustomerIds),
        ),
      ),
    db.select({ deliveryTypeId: deliveryTypes.deliveryTypeId, name: deliveryTypes.name }).from(deliveryTypes),
  ]);
  return {
    orders: orderRows,
    dayOverrides: days,
    mealOverrides: meals,
    confirmations,
    allergens: allergenRows,
    needsGroup,
    deliveryTypes: types,
  };
}

/** Bags and merges of the week's orders (the customer overview). */
export async function loadWeekExtras(db: Db, monday: string, sunday: string, orderIds: number[]) {
  if (orderIds.length === 0) return { bags: [], merges: [] };
  const [bags, merges] = await Promise.all([
    db
      .select()
      .from(additionalBags)
      .where(
        and(
          gte(additionalBags.date, monday),
          lte(additionalBags.date, sunday),
          inArray(additionalBags.orderId, orderIds),
        ),
      ),
    db
      .select()
      .from(orderMerges)
      .where(
        and(
          gte(orderMerges.menuDate, monday),
          lte(orderMerges.menuDate, sunday),
          inArray(orderMerges.orderId, orderIds),
        ),
      ),
  ]);
  return { bags, merges };
}

/** One order with what the override checks need (span, state, delivery place). */
export async function findOrders(db: Db, ids: number[]): Promise<WeekOrderRow[]> {
  if (ids.length === 0) return [];
  return ordersQuery(db, inArray(orders.orderId, ids));
}

export async function dayOverridesOf(db: Db, orderIds: number[], date: string) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(dayOverrides)
    .where(and(eq(dayOverrides.date, date), inArray(dayOverrides.orderId, orderIds)));
}

export async function bagsOfOrder(db: Db, orderId: number): Promise<AdditionalBagRow[]> {
  return db
    .select()
    .from(additionalBags)
    .where(eq(additionalBags.orderId, orderId))
    .orderBy(asc(additionalBags.date));
}

export async function confirmMismatch(
  db: Db,
  orderId: number,
  weekStart: string,
  userId: number | null,
  now: Date,
) {
  const rows = await db
    .insert(deliveryMismatchConfirmations)
    .values({ orderId, weekStart, confirmedBy: userId, confirmedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function unconfirmMismatch(db: Db, orderId: number, weekStart: string) {
  const rows = await db
    .delete(deliveryMismatchConfirmations)
    .where(
      and(
        eq(deliveryMismatchConfirmations.orderId, orderId),
        eq(deliveryMismatchConfirmations.weekStart, weekStart),
      ),
    )
    .returning();
  return rows[0];
}
