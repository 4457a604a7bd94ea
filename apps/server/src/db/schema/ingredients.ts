import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { allergens } from './allergens.ts';
import { users } from './users.ts';
import { versioned } from './columns.ts';

// Ingredients, their allergen tags and supplier specs, and the suppliers. Nutrients are Brigade's own data per
// 100 g (nutrition is computed here, no paid service needed: ADR 035); amounts are double precision because
// they come from food tables, not money.

/** Suppliers of ingredients (the list warns past 99 entries). */
export const suppliers = pgTable(
  'suppliers',
  {
    supplierId: serial('supplier_id').primaryKey(),
    name: text('name').notNull(),
    contact: text('contact').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    ...versioned(),
  },
  (t) => [uniqueIndex('suppliers_name_lower_unique').on(sql`lower(${t.name})`)],
);

/**
 * An ingredient: name, translations, spec, supplier specs; plus what Brigade needs to compute nutrition
 * (nutrients per 100 g, density and grams per piece for unit conversion) and allergen safety (tags in
 * ingredient_allergens; `allergens_reviewed` false = never reviewed, flagged for review, ADR 009).
 */
export const ingredients = pgTable(
  'ingredients',
  {
    ingredientId: serial('ingredient_id').primaryKey(),
    name: text('name').notNull(),
    nameDe: text('name_de').notNull().default(''),
    // The kitchen's specification of the ingredient (quality, cut, origin), EN and DE.
    spec: text('spec').notNull().default(''),
    specDe: text('spec_de').notNull().default(''),
    // Nutrients per 100 g (edible part). Null = unknown: the analysis names the ingredient instead of guessing.
    energyKcal: doublePrecision('energy_kcal'),
    fatG: doublePrecision('fat_g'),
    saturatedFatG: doublePrecision('saturated_fat_g'),
    carbohydratesG: doublePrecision('carbohydrates_g'),
    sugarsG: doublePrecision('sugars_g'),
    fibreG: doublePrecision('fibre_g'),
    proteinG: doublePrecision('protein_g'),
    sodiumMg: doublePrecision('sodium_mg'),
    // Unit conversion: g per ml (volumes) and g per piece; null = that unit cannot be converted.
    densityGPerMl: doublePrecision('density_g_per_ml'),
    gramsPerPiece: doublePrecision('grams_per_piece'),
    allergensReviewed: boolean('allergens_reviewed').notNull().default(false),
    // Where the nutrient values come from, e.g. 'USDA FoodData Central, FDC ID 171287'.
    source: text('source').notNull().default(''),
    // Ingredients of the older app (/ingredients/v1): listed read-only, not used in new recipe lines.
    legacy: boolean('legacy').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('ingredients_name_lower_unique').on(sql`lower(${t.name})`),
    check('ingredients_density_check', sql`${t.densityGPerMl} is null or ${t.densityGPerMl} > 0`),
    check('ingredients_piece_check', sql`${t.gramsPerPiece} is null or ${t.gramsPerPiece} > 0`),
  ],
);

/**
 * An ingredient's allergen declarations (ADR 054): per allergen CONTAINS, MAY_CONTAIN (traces) or FREE, with
 * who declared it and when. No row = UNKNOWN: not declared yet, which matching flags as "not declared" and
 * which keeps the ingredient from being marked reviewed.
 */
export const ingredientAllergens = pgTable(
  'ingredient_allergens',
  {
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredientId, { onDelete: 'cascade' }),
    allergenId: integer('allergen_id')
      .notNull()
      .references(() => allergens.allergenId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['CONTAINS', 'MAY_CONTAIN', 'FREE'] }).notNull(),
    declaredBy: integer('declared_by').references(() => users.userId, { onDelete: 'set null' }),
    declaredAt: timestamp('declared_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ingredientId, t.allergenId] }),
    index('ingredient_allergens_allergen_idx').on(t.allergenId),
    check('ingredient_allergens_kind_check', sql`${t.kind} in ('CONTAINS', 'MAY_CONTAIN', 'FREE')`),
  ],
);

/** A supplier spec of an ingredient: who sells it, article, pack size and price. */
export const ingredientSupplierSpecs = pgTable(
  'ingredient_supplier_specs',
  {
    ingredientSpecSuppliersId: serial('ingredient_spec_suppliers_id').primaryKey(),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.ingredientId, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.supplierId, { onDelete: 'restrict' }),
    articleNumber: text('article_number').notNull().default(''),
    packSize: doublePrecision('pack_size').notNull(),
    // A unit of QUANTITY_UNITS (g, kg, ml, l, piece, …).
    packUnit: text('pack_unit').notNull(),
    priceChf: numeric('price_chf', { precision: 10, scale: 2 }).notNull(),
    // The spec a shopping list uses when a recipe line names none.
    isDefault: boolean('is_default').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('ingredient_supplier_specs_ingredient_idx').on(t.ingredientId),
    index('ingredient_supplier_specs_supplier_idx').on(t.supplierId),
    check('ingredient_supplier_specs_pack_check', sql`${t.packSize} > 0`),
    check('ingredient_supplier_specs_price_check', sql`${t.priceChf} >= 0`),
  ],
);
