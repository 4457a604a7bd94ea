import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ingredientSupplierSpecs, suppliers } from '../../db/schema/ingredients.ts';
import { versionedWrites } from '../../lib/versioned.ts';

export type SpecRow = typeof ingredientSupplierSpecs.$inferSelect;
export type SpecWithSupplier = SpecRow & { supplierName: string };

const withSupplier = { spec: ingredientSupplierSpecs, supplierName: suppliers.name };
const flatten = (r: { spec: SpecRow; supplierName: string }): SpecWithSupplier => ({
  ...r.spec,
  supplierName: r.supplierName,
});

export async function findByIngredient(db: Db, ingredientId: number): Promise<SpecWithSupplier[]> {
  const rows = await db
    .select(withSupplier)
    .from(ingredientSupplierSpecs)
    .innerJoin(suppliers, eq(suppliers.supplierId, ingredientSupplierSpecs.supplierId))
    .where(eq(ingredientSupplierSpecs.ingredientId, ingredientId))
    .orderBy(
      sql`${ingredientSupplierSpecs.isDefault} desc`,
      asc(sql`lower(${suppliers.name})`),
      asc(ingredientSupplierSpecs.ingredientSpecSuppliersId),
    );
  return rows.map(flatten);
}

export async function findById(db: Db, specId: number): Promise<SpecWithSupplier | undefined> {
  const rows = await db
    .select(withSupplier)
    .from(ingredientSupplierSpecs)
    .innerJoin(suppliers, eq(suppliers.supplierId, ingredientSupplierSpecs.supplierId))
    .where(eq(ingredientSupplierSpecs.ingredientSpecSuppliersId, specId));
  return rows[0] && flatten(rows[0]);
}

export async function countForIngredient(db: Db, ingredientId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ingredientSupplierSpecs)
    .where(eq(ingredientSupplierSpecs.ingredientId, ingredientId));
  return rows[0]?.n ?? 0;
}

/** At most one default spec per ingredient: the others lose the flag (and their version moves on). */
export async function unsetOtherDefaults(db: Db, ingredientId: number, keepSpecId: number, now: Date) {
  await db
    .update(ingredientSupplierSpecs)
    .set({ isDefault: false, updatedAt: now, version: sql`${ingredientSupplierSpecs.version} + 1` })
    .where(
      and(
        eq(ingredientSupplierSpecs.ingredientId, ingredientId),
        eq(ingredientSupplierSpecs.isDefault, true),
        ne(ingredientSupplierSpecs.ingredientSpecSuppliersId, keepSpecId),
      ),
    );
}

export interface SpecValues {
  supplierId: number;
  articleNumber: string;
  packSize: number;
  packUnit: string;
  priceChf: string;
  isDefault: boolean;
}

export async function insert(db: Db, ingredientId: number, values: SpecValues, now: Date): Promise<SpecRow> {
  const rows = await db
    .insert(ingredientSupplierSpecs)
    .values({ ...values, ingredientId, createdAt: now, updatedAt: now })
    .returning();
  return rows[0]!;
}

export const { updateIfVersion, deleteIfVersion } = versionedWrites(
  ingredientSupplierSpecs,
  ingredientSupplierSpecs.ingredientSpecSuppliersId,
);
