import { count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SupplierListQuery } from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import { ingredientSupplierSpecs, suppliers } from '../../db/schema/ingredients.ts';
import { containsPattern, nameExists, orderBy } from '../../lib/sql.ts';
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

function searchCondition(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = containsPattern(q);
  return or(
    ilike(suppliers.name, p),
    ilike(suppliers.contact, p),
    ilike(suppliers.email, p),
    ilike(suppliers.phone, p),
  );
}

/** One page of the list with each supplier's spec count: `q` searches name, contact, e-mail and phone. */
export async function findPage(db: Db, query: SupplierListQuery) {
  const where = searchCondition(query.q);
  const [rows, totals] = await Promise.all([
    db
      .select({ supplier: suppliers, specCount })
      .from(suppliers)
      .where(where)
      .orderBy(...orderBy(sortColumns[query.sort_by ?? 'name'], query.sort_dir, suppliers.supplierId))
      .limit(query.length)
      .offset(query.start),
    db.select({ total: count() }).from(suppliers).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.supplier, specCount: r.specCount })),
    total: totals[0]?.total ?? 0,
  };
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
  const rows = await db
    .select({ id: ingredientSupplierSpecs.ingredientSpecSuppliersId })
    .from(ingredientSupplierSpecs)
    .where(eq(ingredientSupplierSpecs.supplierId, supplierId))
    .limit(1);
  return rows.length > 0;
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
