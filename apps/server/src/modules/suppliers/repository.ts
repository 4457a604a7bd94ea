import { count, eq, sql } from 'drizzle-orm';
import type { SupplierListQuery } from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import { ingredientSupplierSpecs, suppliers } from '../../db/schema/ingredients.ts';
import { findPageOf, sortedWindow } from '../../lib/find-page.ts';
import { anyRow, nameExists, searchAny } from '../../lib/sql.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierWithCount = SupplierRow & { specCount: number };

// Drizzle leaves columns unqualified inside a select's sql``, so the correlated subquery names them in full.
const specCount = sql<number>`(select count(*)::int from ingredient_supplier_specs s where s.supplier_id = "suppliers"."supplier_id")`;

const sortColumns = {
  name: sql`lower(${suppliers.name})`,
  contact: sql`lower(${suppliers.contact})`,
  email: sql`lower(${suppliers.email})`,
  spec_count: specCount,
  updated_at: suppliers.updatedAt,
} as const;

/** One page of the list with each supplier's spec count: `q` searches name, contact, e-mail and phone. */
export async function findPage(db: Db, query: SupplierListQuery) {
  const { rows, total } = await findPageOf(
    db.select({ supplier: suppliers, specCount }).from(suppliers).$dynamic(),
    db.select({ total: count() }).from(suppliers).$dynamic(),
    {
      where: searchAny(query.q, suppliers.name, suppliers.contact, suppliers.email, suppliers.phone),
      tieBreaker: suppliers.supplierId,
      ...sortedWindow(query, sortColumns, 'name'),
    },
  );
  return { rows: rows.map((r) => ({ ...r.supplier, specCount: r.specCount })), total };
}

export async function findById(db: Db, supplierId: number): Promise<SupplierWithCount | undefined> {
  const rows = await db
    .select({ supplier: suppliers, specCount })
    .from(suppliers)
    .where(eq(suppliers.supplierId, supplierId));
  const row = rows[0];
  return row && { ...row.supplier, specCount: row.specCount };
}

export const existsByName = nameExists(suppliers, suppliers.name, suppliers.supplierId);

export async function isUsed(db: Db, supplierId: number): Promise<boolean> {
  return anyRow(db, ingredientSupplierSpecs, eq(ingredientSupplierSpecs.supplierId, supplierId));
}

export interface SupplierValues {
  name: string;
  contact: string;
  email: string;
  phone: string;
}

export async function insert(db: Db, values: SupplierValues, now: Date): Promise<SupplierRow> {
  const rows = await db
    .insert(suppliers)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

/** Update or delete only while the stored version is the one read; undefined means stale or gone. */
export const { updateIfVersion, deleteIfVersion } = versionedWrites(suppliers, suppliers.supplierId);
