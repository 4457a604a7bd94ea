import type { ProgrammeLabel } from '../orders/programme-label.ts';
import type { ShoppingContent } from '../schemas/shopping-lists.ts';
import type { ProgrammeCounts } from './programme-meals.ts';
import { slotShares } from './slot-attribution.ts';

/** Why an ingredient's cost is left out: no supplier price, a pack that does not convert, no grams. */
export const UNCOSTED_REASONS = ['NO_SUPPLIER_PRICE', 'PACK_NOT_IN_GRAMS', 'NOT_IN_GRAMS'] as const;
export type UncostedReason = (typeof UNCOSTED_REASONS)[number];

export interface UncostedIngredient {
  readonly ingredient_id: number;
  readonly name: string;
  readonly reason: UncostedReason;
}

/**
 * What the food of a shopping list's content costs as used: each line's grams (the list's own: recipes ×
 * portions, converted, waste included) at its supplier spec's price per gram (pack price ÷ pack grams). Not the
 * whole packs the list buys: what is left of a pack is used in a later week, so the cost of a week does not
 * depend on how the kitchen splits its lists. Lines without a spec, with a pack that does not convert to grams,
 * and quantities not in grams cost nothing here and are named in `uncosted`. Unrounded.
 */
export function usedFoodCost(content: Pick<ShoppingContent, 'groups' | 'unconverted'>): {
  cost: number;
  uncosted: UncostedIngredient[];
} {
  let cost = 0;
  const uncosted: UncostedIngredient[] = [];
  for (const line of content.groups.flatMap((g) => g.lines)) {
    const { ingredient_id, name, spec, pack_g } = line;
    if (spec && pack_g) cost += (line.total_g / pack_g) * spec.price_chf;
    else uncosted.push({ ingredient_id, name, reason: spec ? 'PACK_NOT_IN_GRAMS' : 'NO_SUPPLIER_PRICE' });
  }
  for (const { ingredient_id, name } of content.unconverted) {
    uncosted.push({ ingredient_id, name, reason: 'NOT_IN_GRAMS' });
  }
  return { cost, uncosted };
}

/** A meal slot of a date as the margins cost it. */
export interface CostedSlot {
  /** The portions made (the kitchen's to-produce count; an extra slot's qty_adjust). */
  readonly portions: number;
  /** Its recipe's used cost per portion ({@link usedFoodCost} of the recipe's portions ÷ portions). */
  readonly costPerPortion: number;
  /** The meals of the slot's meal type each programme's orders receive (none for an extra slot). */
  readonly ordered: ProgrammeCounts;
}

/** Food cost and portions of one row (a programme or the kitchen), unrounded. */
export interface FoodShare {
  cost: number;
  portions: number;
}

export type FoodCostRowKey = ProgrammeLabel | 'KITCHEN';

/**
 * The food cost of some slots by programme: each slot's portions shared out by {@link slotShares}, each share
 * costing the slot's cost per portion. The rows add up to the slots' whole cost.
 */
export function foodCostByRow(slots: readonly CostedSlot[]): Map<FoodCostRowKey, FoodShare> {
  const rows = new Map<FoodCostRowKey, FoodShare>();
  const add = (key: FoodCostRowKey, portions: number, costPerPortion: number) => {
    if (portions === 0) return;
    const row = rows.get(key) ?? { cost: 0, portions: 0 };
    row.cost += portions * costPerPortion;
    row.portions += portions;
    rows.set(key, row);
  };
  for (const slot of slots) {
    const shares = slotShares(slot.portions, slot.ordered);
    for (const [label, portions] of shares.programmes) add(label, portions, slot.costPerPortion);
    add('KITCHEN', shares.kitchen, slot.costPerPortion);
  }
  return rows;
}

/** A recipe's used cost per portion: {@link usedFoodCost} of the list of its `portions` ÷ portions (0 for none). */
export function costPerPortion(content: Pick<ShoppingContent, 'groups' | 'unconverted'>, portions: number) {
  return portions > 0 ? usedFoodCost(content).cost / portions : 0;
}
