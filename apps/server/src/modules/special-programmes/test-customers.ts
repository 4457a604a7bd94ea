import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/customers.ts';

let n = 0;

/**
 * A customer with a billing and a delivery address, written straight to the tables (the customers module
 * is another area's; these tests need only the rows the special-programme and group rules read).
 */
export async function insertCustomer(
  db: Db,
  options: { pickUpPointId?: number; useBilling?: boolean; lastName?: string } = {},
) {
  n += 1;
  const [customer] = await db
    .insert(customers)
    .values({
      firstName: 'Test',
      lastName: options.lastName ?? `Kunde ${String(n)}`,
      email: `kunde${String(n)}@example.test`,
      pickUp: options.pickUpPointId !== undefined,
      pickUpPointId: options.pickUpPointId ?? null,
      useBilling: options.useBilling ?? true,
    })
    .returning();
  const id = customer!.customerId;
  const [billing, delivery] = await db
    .insert(addresses)
    .values([
      { customerId: id, street: `Bahnhofstrasse ${String(n)}`, postcode: '8001', city: 'Zürich' },
      {
        customerId: id,
        street: `Seestrasse ${String(n)}`,
        postcode: '8002',
        city: 'Zürich',
        isDelivery: true,
      },
    ])
    .returning();
  await db
    .update(customers)
    .set({ billingDefault: billing!.addressId, deliveryDefault: delivery!.addressId })
    .where(eq(customers.customerId, id));
  return {
    customer_id: id,
    last_name: customer!.lastName,
    billing_id: billing!.addressId,
    delivery_id: delivery!.addressId,
    billing: `Bahnhofstrasse ${String(n)}, 8001 Zürich`,
    delivery: `Seestrasse ${String(n)}, 8002 Zürich`,
  };
}
