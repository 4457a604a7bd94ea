import { isDomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import { toGrams, type IngredientConversion } from '../nutrition/unit-conversion.ts';
import { roundTo2 } from '../numbers/round.ts';
import type {
  ShoppingLine,
  ShoppingSupplierGroup,
  ShoppingSupplierSpec,
  UnconvertedShoppingLine,
} from './shopping-list.ts';

// The second half of a shopping list: the summed quantities become lines with packs and cost, grouped by
// supplier (ADR 051). Totals stay exact until here and are rounded to 2 decimals only in the output.

/** The grams of one ingredient bought from one spec (or from none), summed over the recipes' lines. */
export interface GramsTotal {
  readonly ingredient_id: number;
  readonly name: string;
  grams: number;
  readonly spec: ShoppingSupplierSpec | null;
  /** How the ingredient converts, for the pack size. */
  readonly conversion: IngredientConversion;
  readonly recipes: Set<number>;
}

/** A quantity that does not convert to grams, summed per ingredient and unit, with the reason. */
export interface UnitTotal {
  readonly ingredient_id: number;
  readonly name: string;
  readonly unit: string;
  quantity: number;
  readonly reason: string;
  readonly recipes: Set<number>;
}

/** Rounds away float noise before a ceiling (3.0000000000000004 packs is 3 packs). */
const ceilClean = (value: number): number => Math.ceil(Number(value.toPrecision(12)));

/** By name, case and accents aside, then exactly, so the order never depends on the input's. */
const byName = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

const ascending = (ids: ReadonlySet<number>): number[] => [...ids].sort((a, b) => a - b);

type Packs = Pick<ShoppingLine, 'pack_g' | 'packs' | 'cost_chf' | 'pack_issue'>;

/**
 * Packs = ceil(total g / pack g) and cost = packs × price, when the spec's pack unit converts (a pack in ml
 * needs the density, in pieces the piece weight). Without a spec all is null; with one that does not convert,
 * `pack_issue` says why.
 */
export function packsOf(total: Pick<GramsTotal, 'grams' | 'spec' | 'conversion'>): Packs {
  if (!total.spec) return { pack_g: null, packs: null, cost_chf: null, pack_issue: null };
  let packG: number;
  try {
    packG = toGrams(total.spec.pack_size, total.spec.pack_unit, total.conversion);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { pack_g: null, packs: null, cost_chf: null, pack_issue: error.message };
  }
  if (!(packG > 0))
    return { pack_g: null, packs: null, cost_chf: null, pack_issue: messages.packSizeInvalid };
  const packs = ceilClean(total.grams / packG);
  return {
    pack_g: roundTo2(packG),
    packs,
    cost_chf: roundTo2(packs * total.spec.price_chf),
    pack_issue: null,
  };
}

/**
 * The lines grouped per supplier, sorted by supplier name with the group without a supplier last; lines sorted
 * by ingredient name. A group's cost is the sum of its known costs; `cost_incomplete` when a line has a spec
 * but no cost.
 */
export function supplierGroups(totals: Iterable<GramsTotal>): ShoppingSupplierGroup[] {
  const bySupplier = new Map<number | null, { name: string | null; lines: ShoppingLine[] }>();
  for (const total of totals) {
    const supplierId = total.spec?.supplier_id ?? null;
    const group = bySupplier.get(supplierId) ?? { name: total.spec?.supplier_name ?? null, lines: [] };
    group.lines.push({
      ingredient_id: total.ingredient_id,
      name: total.name,
      total_g: roundTo2(total.grams),
      spec: total.spec,
      ...packsOf(total),
      recipe_ids: ascending(total.recipes),
    });
    bySupplier.set(supplierId, group);
  }
  return [...bySupplier.entries()]
    .map(([supplierId, group]) => ({
      supplier_id: supplierId,
      supplier_name: group.name,
      lines: group.lines.sort((a, b) => byName(a.name, b.name) || a.ingredient_id - b.ingredient_id),
      cost_chf: roundTo2(group.lines.reduce((sum, line) => sum + (line.cost_chf ?? 0), 0)),
      cost_incomplete: group.lines.some((line) => line.spec !== null && line.cost_chf === null),
    }))
    .sort((a, b) => {
      if (a.supplier_id === null || b.supplier_id === null) {
        return (a.supplier_id === null ? 1 : 0) - (b.supplier_id === null ? 1 : 0);
      }
      return byName(a.supplier_name ?? '', b.supplier_name ?? '') || a.supplier_id - b.supplier_id;
    });
}

/** The quantities that do not convert, by ingredient name, then unit; never dropped. */
export function unconvertedLines(totals: Iterable<UnitTotal>): UnconvertedShoppingLine[] {
  return [...totals]
    .map((total) => ({
      ingredient_id: total.ingredient_id,
      name: total.name,
      unit: total.unit,
      quantity: roundTo2(total.quantity),
      reason: total.reason,
      recipe_ids: ascending(total.recipes),
    }))
    .sort((a, b) => byName(a.name, b.name) || a.ingredient_id - b.ingredient_id || byName(a.unit, b.unit));
}
