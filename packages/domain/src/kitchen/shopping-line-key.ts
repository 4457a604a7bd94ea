import type { ShoppingLine, UnconvertedShoppingLine } from './shopping-list.ts';

/**
 * The key of a shopping-list line across recomputations, which its done mark hangs on: the ingredient and the
 * supplier spec it is bought from, `{ingredient_id}-{ingredient_spec_suppliers_id}` or
 * `{ingredient_id}-none`. A line that could not be converted to grams is keyed by its unit,
 * `{ingredient_id}-u-{unit}`. The same ingredient bought from the same spec keeps its key (and its done mark)
 * when the dates change.
 */
export function shoppingLineKey(line: Pick<ShoppingLine, 'ingredient_id' | 'spec'>): string {
  return `${line.ingredient_id}-${line.spec?.ingredient_spec_suppliers_id ?? 'none'}`;
}

export function unconvertedLineKey(line: Pick<UnconvertedShoppingLine, 'ingredient_id' | 'unit'>): string {
  return `${line.ingredient_id}-u-${line.unit}`;
}
