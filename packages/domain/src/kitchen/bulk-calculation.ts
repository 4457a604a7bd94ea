import {
  shoppingList,
  type ShoppingIngredient,
  type ShoppingList,
  type ShoppingRecipe,
} from './shopping-list.ts';

/** One row of the Pop-Up Shop bulk calculator: a recipe and how many portions to cook. */
export interface BulkCalculationItem {
  readonly recipe: ShoppingRecipe;
  /** Portions to cook, a whole number of 0 or more. */
  readonly quantity: number;
}

export interface BulkCalculationInput {
  readonly items: readonly BulkCalculationItem[];
  readonly ingredients: readonly ShoppingIngredient[];
}

/**
 * The bulk calculator (ADR 051): recipes × quantities → ingredient totals. It is {@link shoppingList} with
 * the quantities as portions — the same grams, waste margins (cooking in bulk is what they are for), merge
 * per ingredient and supplier spec, packs, costs and unconverted lines. The same recipe given twice is cooked
 * twice (its quantities add up).
 */
export function bulkCalculation(input: BulkCalculationInput): ShoppingList {
  return shoppingList({
    recipes: input.items.map((item) => ({ ...item.recipe, portions: item.quantity })),
    ingredients: input.ingredients,
  });
}
