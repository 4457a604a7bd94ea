import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import {
  specialProgrammeCustomers as entries,
  specialProgrammes,
} from '../../db/schema/special-programmes.ts';

// The reads of `update-special-programme-addresses` (ADR 060); the write is the entries' versioned update.

/**
 * The entries not at a pick-up point whose address is unset (a deleted address is unset) or another
 * customer's, with the customer's defaults.
 */
export async function entriesToCheck(db: Db) {
  const rows = await db
    .select({
      entryId: entries.specialProgrammeCustomerId,
      version: entries.version,
      programmeName: specialProgrammes.name,
      customerId: entries.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      addressId: entries.addressId,
      addressOwnerId: addresses.customerId,
      pickUpPointId: entries.pickUpPointId,
      pick_up: customers.pickUp,
      use_billing: customers.useBilling,
      pick_up_point_id: customers.pickUpPointId,
      billing_default: customers.billingDefault,
      delivery_default: customers.deliveryDefault,
    })
    .from(entries)
    .innerJoin(specialProgrammes, eq(specialProgrammes.specialProgrammeId, entries.specialProgrammeId))
    .innerJoin(customers, eq(customers.customerId, entries.customerId))
    .leftJoin(addresses, eq(addresses.addressId, entries.addressId))
    .where(
      and(
        isNull(entries.pickUpPointId),
        or(isNull(addresses.addressId), ne(addresses.customerId, entries.customerId)),
      ),
    )
    .orderBy(asc(entries.specialProgrammeCustomerId));
  return rows.map(
    ({ pick_up, use_billing, pick_up_point_id, billing_default, delivery_default, ...row }) => ({
      ...row,
      defaults: { pick_up, use_billing, pick_up_point_id, billing_default, delivery_default },
    }),
  );
}
export type EntryToCheck = Awaited<ReturnType<typeof entriesToCheck>>[number];
