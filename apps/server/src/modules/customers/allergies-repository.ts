import type { CustomerAllergyParams } from '@brigade/domain/schemas/customer-health';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { allergens } from '../../db/schema/allergens.ts';
import { customerAllergens, customers } from '../../db/schema/customers.ts';
import { findPage, sortedWindow } from '../../lib/find-page.ts';
import { containsPattern } from '../../lib/sql.ts';
import { nameSearch, nameSort } from './repository.ts';

export type AllergenKind = 'ALLERGY' | 'WARNING';

export interface HealthAllergen {
  customerId: number;
  allergenId: number;
  kind: AllergenKind;
  name: string;
  nameDe: string;
}

/** The allergens and warnings of the customers, by name. */
export async function healthOf(db: Db, customerIds: number[]): Promise<HealthAllergen[]> {
  if (customerIds.length === 0) return [];
  return db
    .select({
      customerId: customerAllergens.customerId,
      allergenId: customerAllergens.allergenId,
      kind: customerAllergens.kind,
      name: allergens.name,
      nameDe: allergens.nameDe,
    })
    .from(customerAllergens)
    .innerJoin(allergens, eq(allergens.allergenId, customerAllergens.allergenId))
    .where(inArray(customerAllergens.customerId, customerIds))
    .orderBy(asc(sql`lower(${allergens.name})`));
}

export async function knownAllergenIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: allergens.allergenId })
    .from(allergens)
    .where(inArray(allergens.allergenId, ids));
  return new Set(rows.map((r) => r.id));
}

/** The customer's listed allergens and warnings become exactly these. */
export async function replaceHealth(
  db: Db,
  customerId: number,
  allergenIds: number[],
  warningIds: number[],
): Promise<void> {
  await db.delete(customerAllergens).where(eq(customerAllergens.customerId, customerId));
  const rows = [
    ...allergenIds.map((allergenId) => ({ customerId, allergenId, kind: 'ALLERGY' as const })),
    ...warningIds.map((allergenId) => ({ customerId, allergenId, kind: 'WARNING' as const })),
  ];
  if (rows.length > 0) await db.insert(customerAllergens).values(rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Allergies overview

const hasHealth = or(
  sql`exists (select 1 from ${customerAllergens} ca where ca.customer_id = ${customers.customerId})`,
  sql`jsonb_array_length(${customers.otherAllergens}) > 0`,
  sql`jsonb_array_length(${customers.otherWarnings}) > 0`,
  sql`jsonb_array_length(${customers.dislikes}) > 0`,
);

function allergyWhere(filter: Pick<CustomerAllergyParams, 'q' | 'allergen_id'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(customers.active, true), hasHealth];
  if (filter.q) parts.push(or(...nameSearch(containsPattern(filter.q))));
  if (filter.allergen_id !== undefined) {
    parts.push(
      sql`exists (select 1 from ${customerAllergens} ca where ca.customer_id = ${customers.customerId} and ca.allergen_id = ${filter.allergen_id})`,
    );
  }
  return and(...parts);
}

/** One page of the active customers with a health profile, by name. */
export async function findAllergyPage(db: Db, query: CustomerAllergyParams) {
  return findPage(db, customers, {
    where: allergyWhere(query),
    tieBreaker: customers.customerId,
    ...sortedWindow(query, { name: nameSort }, 'name'),
  });
}
