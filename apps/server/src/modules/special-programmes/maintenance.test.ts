import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import type { Database } from '../../db/client.ts';
import { pickUpPoints } from '../../db/schema/controls.ts';
import { addresses } from '../../db/schema/customers.ts';
import { specialProgrammeCustomers, specialProgrammes } from '../../db/schema/special-programmes.ts';
import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import { createAuditModule } from '../audit/module.ts';
import type { AuditService } from '../audit/service.ts';
import { createSpecialProgrammesModule } from './module.ts';
import { insertCustomer } from './test-customers.ts';

// update-special-programme-addresses (ADR 060), through the module's service against a test database.

let database: Database;
let audit: AuditService;
let script: MaintenanceScript;
let programmeId: number;
const clock = createTestClock();

beforeAll(async () => {
  ({ database } = await openTestDatabase('demo'));
  const db = database.db;
  audit = createAuditModule({ db, clock }).services.audit;
  [script] = createSpecialProgrammesModule({ db, clock, audit }).services.maintenanceScripts as [
    MaintenanceScript,
  ];
  const [programme] = await db
    .insert(specialProgrammes)
    .values({ name: 'Firmenlauf Zürich', startDate: '2026-03-02' })
    .returning();
  programmeId = programme!.specialProgrammeId;
});
afterAll(async () => {
  await database.close();
});

async function entry(
  customerId: number,
  values: { addressId?: number | null; pickUpPointId?: number | null },
) {
  const [row] = await database.db
    .insert(specialProgrammeCustomers)
    .values({ specialProgrammeId: programmeId, customerId, ...values })
    .returning();
  return row!.specialProgrammeCustomerId;
}

const entryRow = async (id: number) =>
  (
    await database.db
      .select()
      .from(specialProgrammeCustomers)
      .where(eq(specialProgrammeCustomers.specialProgrammeCustomerId, id))
  )[0]!;

describe('update-special-programme-addresses', () => {
  it("gives entries whose address is gone or someone else's the customer's default address", async () => {
    const db = database.db;
    const billingUser = await insertCustomer(db, { useBilling: true });
    const deliveryUser = await insertCustomer(db, { useBilling: false });
    const other = await insertCustomer(db);
    const [point] = await db
      .insert(pickUpPoints)
      .values({
        name: 'Maintenance Kiosk',
        clientFacingName: 'Kiosk',
        street: 'Platz 1',
        postcode: '8001',
        city: 'Zürich',
      })
      .returning();
    const picker = await insertCustomer(db, { pickUpPointId: point!.pickUpPointId });

    // The delivery address of the first was deleted (the entry's address is unset); the second names another's.
    const gone = await entry(billingUser.customer_id, { addressId: billingUser.delivery_id });
    await db.delete(addresses).where(eq(addresses.addressId, billingUser.delivery_id));
    const foreign = await entry(deliveryUser.customer_id, { addressId: other.billing_id });
    const atPoint = await entry(other.customer_id, { pickUpPointId: point!.pickUpPointId });
    const pickerEntry = await entry(picker.customer_id, { addressId: null });
    // Never given a place: it gets the customer's default too (billing, as this one uses billing).
    const fresh = await insertCustomer(db);
    const unset = await entry(fresh.customer_id, {});

    const plan = await script.plan();
    expect(plan.map((c) => [c.id, c.before, c.after])).toEqual([
      [gone, '', `${billingUser.billing} (#${billingUser.billing_id})`],
      [
        foreign,
        `#${other.billing_id} (customer #${other.customer_id}'s)`,
        `${deliveryUser.delivery} (#${deliveryUser.delivery_id})`,
      ],
      [unset, '', `${fresh.billing} (#${fresh.billing_id})`],
    ]);
    expect(plan[0]?.label).toBe(
      `Test ${billingUser.last_name} (#${billingUser.customer_id}) in Firmenlauf Zürich`,
    );

    expect(await script.apply(3)).toEqual({ changed: 3 });
    expect(await entryRow(gone)).toMatchObject({ addressId: billingUser.billing_id, version: 2 });
    expect(await entryRow(foreign)).toMatchObject({ addressId: deliveryUser.delivery_id, version: 2 });
    expect(await entryRow(atPoint)).toMatchObject({
      addressId: null,
      pickUpPointId: point!.pickUpPointId,
      version: 1,
    });
    expect(await entryRow(pickerEntry)).toMatchObject({ addressId: null, version: 1 });
    const [audited] = await audit.list('maintenance', 'update-special-programme-addresses');
    expect(audited).toMatchObject({ userId: 3, change: { total: 3, changes: plan } });
    expect(await script.plan()).toEqual([]);
  });
});
