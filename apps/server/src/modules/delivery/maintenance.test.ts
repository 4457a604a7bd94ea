import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import type { Database } from '../../db/client.ts';
import { addresses, customers } from '../../db/schema/customers.ts';
import { postcodes } from '../../db/schema/delivery.ts';
import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import { createAuditModule } from '../audit/module.ts';
import type { AuditService } from '../audit/service.ts';
import { createDeliveryModule } from './module.ts';

// update-postcodes (ADR 060), through the delivery module's service against a test database.

let database: Database;
let audit: AuditService;
let script: MaintenanceScript;
const clock = createTestClock();

beforeAll(async () => {
  ({ database } = await openTestDatabase('demo'));
  const db = database.db;
  audit = createAuditModule({ db, clock }).services.audit;
  [script] = createDeliveryModule({ db, clock, audit }).services.maintenanceScripts as [MaintenanceScript];
});
afterAll(async () => {
  await database.close();
});

describe('update-postcodes', () => {
  it('adds the Swiss postcodes addresses use and the list lacks, without a zone', async () => {
    const db = database.db;
    const known = new Set((await db.select({ p: postcodes.postcode }).from(postcodes)).map((r) => r.p));
    // Postcodes no demo list has: 9999 twice in Musterhausen, once mistyped; 'CH-9998'; a German one.
    expect(['9999', '9998'].some((p) => known.has(p))).toBe(false);
    const [customer] = await db
      .insert(customers)
      .values({ firstName: 'Post', lastName: 'Leitzahl' })
      .returning();
    const at = (postcode: string, city: string, countryCode = 'CH') => ({
      customerId: customer!.customerId,
      street: 'Dorfstrasse 1',
      postcode,
      city,
      countryCode,
    });
    await db
      .insert(addresses)
      .values([
        at('9999', 'Musterhausen'),
        at('9999', 'Musterhausen '),
        at('9999', 'Musterhusen'),
        at('CH-9998', 'Beispielwil'),
        at('79539', 'Lörrach', 'DE'),
      ]);
    const plan = (await script.plan()).filter((c) => ['9998', '9999'].includes(String(c.id)));
    expect(plan).toEqual([
      {
        entity: 'postcode',
        id: '9998',
        label: '9998 Beispielwil (1 address)',
        field: 'zone',
        before: '',
        after: 'UNKNOWN',
      },
      {
        entity: 'postcode',
        id: '9999',
        label: '9999 Musterhausen (3 addresses)',
        field: 'zone',
        before: '',
        after: 'UNKNOWN',
      },
    ]);
    expect((await script.plan()).some((c) => c.id === '79539')).toBe(false);

    const { changed } = await script.apply(1);
    expect(changed).toBeGreaterThanOrEqual(2);
    const [added] = await db.select().from(postcodes).where(eq(postcodes.postcode, '9999'));
    expect(added).toMatchObject({ place: 'Musterhausen', postcodeZoneId: null, version: 1 });
    expect(await script.plan()).toEqual([]);
    const [audited] = await audit.list('maintenance', 'update-postcodes');
    expect(audited).toMatchObject({ userId: 1, action: 'update', change: { total: changed } });
  });
});
