import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { addresses, customerAllergens, customerGroups, customers } from '../db/schema/customers.ts';
import {
  additionalBags,
  dayOverrides,
  deliveryMismatchConfirmations,
  mealOverrides,
  orderMerges,
  orders,
} from '../db/schema/orders.ts';
import {
  deliveryGroups,
  specialProgrammeCustomers,
  specialProgrammes,
} from '../db/schema/special-programmes.ts';
import { insertAll, insertReturningIds } from './customers-demo-insert.ts';
import type { CustomersDemoPlan, PlannedOrder, PlannedSpecialProgramme } from './customers-demo-model.ts';

type Stamp = { createdAt: Date; updatedAt: Date };

/** The ids the inserts gave the plan's customers and their addresses, by customer index. */
export interface CustomerIds {
  customerIds: number[];
  billingIds: number[];
  deliveryIds: Map<number, number>;
}

async function writeCustomers(tx: Db, plan: CustomersDemoPlan, stamp: Stamp): Promise<CustomerIds> {
  const groupIds = await insertReturningIds(
    tx,
    customerGroups,
    plan.groups.map((g) => ({ ...g, ...stamp })),
    customerGroups.groupId,
  );
  const customerIds = await insertReturningIds(
    tx,
    customers,
    plan.customers.map((c) => ({
      ...c.row,
      groupId: c.groupIndex === null ? null : groupIds[c.groupIndex]!,
    })),
    customers.customerId,
  );
  const billingIds = await insertReturningIds(
    tx,
    addresses,
    plan.customers.map((c, i) => ({ ...c.billing, customerId: customerIds[i]!, ...stamp })),
    addresses.addressId,
  );
  const withDelivery = plan.customers.flatMap((c, i) => (c.delivery ? [{ c, i }] : []));
  const deliveryIdList = await insertReturningIds(
    tx,
    addresses,
    withDelivery.map(({ c, i }) => ({ ...c.delivery!, customerId: customerIds[i]!, ...stamp })),
    addresses.addressId,
  );
  // Defaults in two statements rather than one UPDATE per customer.
  await tx.execute(sql`UPDATE customers c SET billing_default = a.address_id
    FROM addresses a WHERE a.customer_id = c.customer_id AND NOT a.is_delivery`);
  await tx.execute(sql`UPDATE customers c SET delivery_default = a.address_id
    FROM addresses a WHERE a.customer_id = c.customer_id AND a.is_delivery`);
  await insertAll(
    tx,
    customerAllergens,
    plan.customers.flatMap((c, i) => c.allergens.map((a) => ({ ...a, customerId: customerIds[i]! }))),
  );
  const deliveryIds = new Map(withDelivery.map(({ i }, k) => [i, deliveryIdList[k]!]));
  return { customerIds, billingIds, deliveryIds };
}

/** Inserts orders with their overrides, bags, confirmations and merges; returns the orders' ids in plan order. */
export async function writeOrders(
  tx: Db,
  plan: Pick<CustomersDemoPlan, 'orders' | 'merges'>,
  ids: CustomerIds,
  confirmation: { confirmedBy: number | null; confirmedAt: Date },
  stamp: Stamp,
): Promise<number[]> {
  const orderIds = await insertReturningIds(
    tx,
    orders,
    plan.orders.map((o) => ({
      ...o.row,
      customerId: ids.customerIds[o.customerIndex]!,
      billingAddressId: ids.billingIds[o.customerIndex]!,
      deliveryAddressId: o.row.pickUp ? null : (ids.deliveryIds.get(o.customerIndex) ?? null),
    })),
    orders.orderId,
  );
  const perOrder = <R>(pick: (o: PlannedOrder) => R[]) =>
    plan.orders.flatMap((o, k) => pick(o).map((r) => ({ ...r, orderId: orderIds[k]! })));
  await insertAll(
    tx,
    dayOverrides,
    perOrder((o) => o.dayOverrides),
  );
  await insertAll(
    tx,
    mealOverrides,
    perOrder((o) => o.mealOverrides),
  );
  await insertAll(
    tx,
    additionalBags,
    perOrder((o) => o.bags),
  );
  await insertAll(
    tx,
    deliveryMismatchConfirmations,
    perOrder((o) => o.mismatchWeeks.map((weekStart) => ({ weekStart, ...confirmation }))),
  );
  await insertAll(
    tx,
    orderMerges,
    plan.merges.map((m) => ({
      orderId: orderIds[m.orderIndex]!,
      menuDate: m.menuDate,
      mergedWith: m.mergedWith.map((k) => orderIds[k]!),
      ...stamp,
    })),
  );
  return orderIds;
}

async function writeSpecialProgramme(
  tx: Db,
  special: PlannedSpecialProgramme,
  ids: CustomerIds,
  stamp: Stamp,
): Promise<void> {
  const [programmeId] = await insertReturningIds(
    tx,
    specialProgrammes,
    [special.row],
    specialProgrammes.specialProgrammeId,
  );
  const groupIds = await insertReturningIds(
    tx,
    deliveryGroups,
    special.groups.map((deliveryGroup) => ({ specialProgrammeId: programmeId!, deliveryGroup, ...stamp })),
    deliveryGroups.deliveryGroupId,
  );
  const addressOf = (m: PlannedSpecialProgramme['members'][number]) =>
    m.address === 'delivery'
      ? (ids.deliveryIds.get(m.customerIndex) ?? null)
      : m.address === 'billing'
        ? ids.billingIds[m.customerIndex]!
        : null;
  await insertAll(
    tx,
    specialProgrammeCustomers,
    special.members.map((m) => ({
      specialProgrammeId: programmeId!,
      customerId: ids.customerIds[m.customerIndex]!,
      addressId: addressOf(m),
      pickUpPointId: m.pickUpPointId,
      deliveryGroupId: m.groupIndex === null ? null : groupIds[m.groupIndex]!,
      isBexio: m.isBexio,
      priceOverride: m.priceOverride,
      orderCount: m.orderCount,
      ...stamp,
    })),
  );
}

/**
 * Inserts the plan in one transaction; the plan's indexes become the ids the inserts return. Returns the
 * customers' and addresses' ids (by customer index), for the history that follows.
 */
export async function writePlan(
  db: Db,
  plan: CustomersDemoPlan,
  { now, superUserId }: { now: Date; superUserId: number | null },
): Promise<CustomerIds> {
  const stamp = { createdAt: now, updatedAt: now };
  return db.transaction(async (tx) => {
    const ids = await writeCustomers(tx, plan, stamp);
    await writeOrders(tx, plan, ids, { confirmedBy: superUserId, confirmedAt: now }, stamp);
    for (const special of plan.specialProgrammes) await writeSpecialProgramme(tx, special, ids, stamp);
    return ids;
  });
}
