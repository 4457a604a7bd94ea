import type { MaintenanceChange } from '@brigade/domain/schemas/maintenance';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import type { Database } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { addresses, customerAllergens, customers } from '../../db/schema/customers.ts';
import { shopOrders } from '../../db/schema/integrations.ts';
import type { MaintenanceScript } from '../../lib/maintenance-script.ts';
import { createAuditModule } from '../audit/module.ts';
import type { AuditService } from '../audit/service.ts';
import { createCustomersModule } from './module.ts';

// The customers' maintenance scripts (ADR 060), run through their services against a test database.

let database: Database;
let audit: AuditService;
let scripts: Map<string, MaintenanceScript>;
const clock = createTestClock();
const code = new Map<string, number>();

beforeAll(async () => {
  ({ database } = await openTestDatabase('demo'));
  const db = database.db;
  audit = createAuditModule({ db, clock }).services.audit;
  const module = createCustomersModule({ db, clock, audit });
  scripts = new Map(module.services.maintenanceScripts.map((s) => [s.name, s]));
  for (const row of await db.select().from(allergens)) if (row.code) code.set(row.code, row.allergenId);
});
afterAll(async () => {
  await database.close();
});

const script = (name: string) => scripts.get(name)!;

async function customer(values: Partial<typeof customers.$inferInsert>, allergies: string[] = []) {
  const [row] = await database.db
    .insert(customers)
    .values({ firstName: 'Anna', lastName: 'Muster', ...values })
    .returning();
  const ids = allergies.map((c) => ({
    customerId: row!.customerId,
    allergenId: code.get(c)!,
    kind: 'ALLERGY' as const,
  }));
  if (ids.length) await database.db.insert(customerAllergens).values(ids);
  return row!.customerId;
}

async function healthOf(id: number) {
  const [row] = await database.db.select().from(customers).where(eq(customers.customerId, id));
  const listed = await database.db
    .select({ id: customerAllergens.allergenId })
    .from(customerAllergens)
    .where(and(eq(customerAllergens.customerId, id), eq(customerAllergens.kind, 'ALLERGY')));
  const codes = [...code].filter(([, allergenId]) => listed.some((l) => l.id === allergenId)).map(([c]) => c);
  return { other: row!.otherAllergens, dislikes: row!.dislikes, codes: codes.sort(), version: row!.version };
}

const mine = (changes: MaintenanceChange[], ids: number[]) =>
  changes.filter((c) => ids.includes(Number(c.id)));

describe('the allergy scripts', () => {
  it('correct-allergies: lists, then applies, named allergens as listed allergies, with one audit entry', async () => {
    const anna = await customer({ otherAllergens: ['Milch', 'Koriander', 'gluten'] }, ['NUTS']);
    const plan = mine(await script('correct-allergies').plan(), [anna]);
    expect(plan.map((c) => [c.field, c.before, c.after])).toEqual([
      ['allergens', 'Nuts', 'Nuts, Milk, Cereals containing gluten'],
      ['other_allergens', 'Milch, Koriander, gluten', 'Koriander'],
    ]);
    const { changed } = await script('correct-allergies').apply(null);
    expect(changed).toBeGreaterThanOrEqual(2);
    expect(await healthOf(anna)).toEqual({
      other: ['Koriander'],
      dislikes: [],
      codes: ['GLUTEN', 'MILK', 'NUTS'],
      version: 2,
    });
    const [entry] = await audit.list('maintenance', 'correct-allergies');
    expect(entry).toMatchObject({ action: 'update', userId: null });
    expect((entry!.change as { changes: MaintenanceChange[] }).changes).toEqual(expect.arrayContaining(plan));
    expect(mine(await script('correct-allergies').plan(), [anna])).toEqual([]);
  });

  it('move-hardcoded-to-dislikes: moves preferences, never an EU-14 allergen', async () => {
    const hans = await customer({
      firstName: 'Hans',
      otherAllergens: ['Zwiebeln', 'Sellerie', 'mushrooms', 'Fisch', 'Rosinen'],
      dislikes: ['Oliven'],
    });
    await script('move-hardcoded-to-dislikes').apply(null);
    expect(await healthOf(hans)).toMatchObject({
      other: ['Sellerie', 'Fisch', 'Rosinen'],
      dislikes: ['Oliven', 'Zwiebeln', 'mushrooms'],
      version: 2,
    });
  });

  it('remove-duplicate-allergies and run-all-allergy-scripts', async () => {
    const lea = await customer(
      { firstName: 'Lea', otherAllergens: ['Kiwi', 'kiwi ', 'Eggs'], dislikes: ['Lamm', 'lamm'] },
      ['EGGS'],
    );
    const ben = await customer({
      firstName: 'Ben',
      otherAllergens: ['milk', 'Milk', 'Pork', 'Erdbeeren'],
      dislikes: [],
    });
    await script('remove-duplicate-allergies').apply(null);
    expect(await healthOf(lea)).toMatchObject({ other: ['Kiwi'], dislikes: ['Lamm'] });
    // Ben's repeated 'milk' went with the duplicates (version 2); run-all does the rest in order.
    expect(await healthOf(ben)).toMatchObject({ other: ['milk', 'Pork', 'Erdbeeren'], version: 2 });
    const plan = mine(await script('run-all-allergy-scripts').plan(), [ben]);
    expect(plan.map((c) => [c.field, c.after])).toEqual([
      ['allergens', 'Milk'],
      ['other_allergens', 'Erdbeeren'],
      ['dislikes', 'Pork'],
    ]);
    await script('run-all-allergy-scripts').apply(null);
    expect(await healthOf(ben)).toEqual({
      other: ['Erdbeeren'],
      dislikes: ['Pork'],
      codes: ['MILK'],
      version: 3,
    });
  });

  it('applies what is true at the run, and with a reviewed list only what the person saw', async () => {
    const mia = await customer({ firstName: 'Mia', otherAllergens: ['Senf'] });
    const tom = await customer({ firstName: 'Tom', otherAllergens: ['Eier'] });
    const reviewed = await script('correct-allergies').plan();
    // Changed after the dry run: Mia's list now reads differently, so her reviewed change is stale.
    await database.db
      .update(customers)
      .set({ otherAllergens: ['Senf', 'Lupine'] })
      .where(eq(customers.customerId, mia));
    await script('correct-allergies').apply(5, reviewed);
    expect(await healthOf(mia)).toMatchObject({ other: ['Senf', 'Lupine'], codes: [], version: 1 });
    expect(await healthOf(tom)).toMatchObject({ other: [], codes: ['EGGS'], version: 2 });
    // Without a list, the run applies what is true now.
    await script('correct-allergies').apply(null);
    expect(await healthOf(mia)).toMatchObject({ other: ['Lupine'], codes: ['MUSTARD'], version: 2 });
  });
});

describe('correct-internal-addresses', () => {
  it("tidies addresses and bumps the address's and the customer's versions", async () => {
    const id = await customer({ firstName: 'Eva' });
    const [address] = await database.db
      .insert(addresses)
      .values({
        customerId: id,
        street: ' Seestrasse  5',
        postcode: 'CH-8002',
        city: 'Zürich ',
        countryCode: 'ch',
      })
      .returning();
    const plan = mine(
      (await script('correct-internal-addresses').plan()).filter((c) => c.entity === 'address'),
      [address!.addressId],
    );
    expect(plan.map((c) => [c.field, c.after])).toEqual([
      ['street', 'Seestrasse 5'],
      ['city', 'Zürich'],
      ['postcode', '8002'],
      ['country_code', 'CH'],
    ]);
    await script('correct-internal-addresses').apply(7);
    const [after] = await database.db
      .select()
      .from(addresses)
      .where(eq(addresses.addressId, address!.addressId));
    expect(after).toMatchObject({
      street: 'Seestrasse 5',
      postcode: '8002',
      city: 'Zürich',
      countryCode: 'CH',
      version: 2,
    });
    expect((await healthOf(id)).version).toBe(2);
    const [entry] = await audit.list('maintenance', 'correct-internal-addresses');
    expect(entry).toMatchObject({ userId: 7, change: { total: expect.any(Number) } });
  });
});

describe('sync-customers', () => {
  it('fills empty contacts from the newest imported shop order, never overwriting, and tidies e-mails', async () => {
    const empty = await customer({ firstName: 'Ida', email: '', phoneNumber: '' });
    const filled = await customer({ firstName: 'Udo', email: 'Udo@Example.CH ', phoneNumber: '441112233' });
    const order = (id: number, customerId: number, importedAt: string | null, email: string) => ({
      shopOrderId: id,
      name: `#${id}`,
      customerId,
      status: importedAt ? 'imported' : 'pending',
      importedAt: importedAt ? new Date(importedAt) : null,
      payload: { id, name: `#${id}`, email, phone: '+41 79 555 66 77', line_items: [] },
    });
    await database.db
      .insert(shopOrders)
      .values([
        order(9001, empty, '2026-02-01T10:00:00Z', 'old@example.ch'),
        order(9002, empty, '2026-02-20T10:00:00Z', 'Ida@Example.ch'),
        order(9003, empty, null, 'not-imported@example.ch'),
        order(9004, filled, '2026-02-20T10:00:00Z', 'other@example.ch'),
      ]);
    await script('sync-customers').apply(null);
    const rows = await database.db
      .select({
        id: customers.customerId,
        email: customers.email,
        phone: customers.phoneNumber,
        version: customers.version,
      })
      .from(customers)
      .where(inArray(customers.customerId, [empty, filled]));
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: empty, email: 'ida@example.ch', phone: '795556677', version: 2 },
      { id: filled, email: 'udo@example.ch', phone: '441112233', version: 2 },
    ]);
  });
});
