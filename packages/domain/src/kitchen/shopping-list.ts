import { isIsoDate, type IsoDate } from '../calendar/iso-date.ts';
import { DomainError, isDomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import { parseUnit, toGrams, type IngredientConversion } from '../nutrition/unit-conversion.ts';
import { roundTo2 } from '../numbers/round.ts';
import { supplierGroups, unconvertedLines, type GramsTotal, type UnitTotal } from './shopping-groups.ts';

// A shopping list is the recipes × the portions of its dates, converted to grams, merged per ingredient and
// grouped by supplier with pack sizes (ADR 051). A recipe line is the quantity of ONE portion (ADR 032);
// error_margin is the percent of waste added in bulk.

/** Brigade's own: at most one year of dates in one list (the same limit as the availability dates). */
export const MAX_SHOPPING_DATES = 366;

/**
 * A shopping list's dates are a list of YYYY-MM-DD dates, kept unique and ascending. Refuses: not a list
 * ('Dates must be array', the old app's words), a date that is not a real YYYY-MM-DD date, an empty list and
 * more than {@link MAX_SHOPPING_DATES} distinct dates (Brigade's own).
 */
export function sortedShoppingDates(dates: unknown): IsoDate[] {
  if (!Array.isArray(dates)) throw new DomainError('INVALID_ARGUMENT', messages.datesMustBeArray);
  for (const date of dates as unknown[]) {
    if (!isIsoDate(date)) throw new DomainError('INVALID_DATE', messages.dateInvalid);
  }
  const unique = [...new Set(dates as IsoDate[])].sort(); // YYYY-MM-DD sorts as text
  if (unique.length === 0) throw new DomainError('INVALID_ARGUMENT', messages.datesRequired);
  if (unique.length > MAX_SHOPPING_DATES) throw new DomainError('INVALID_ARGUMENT', messages.tooManyDates);
  return unique;
}

/** A list without a name is named after its (sorted) dates: '2026-03-02' or '2026-03-02 – 2026-03-06'. */
export function shoppingListName(name: string, dates: readonly IsoDate[]): string {
  if (name !== '') return name;
  return dates.length === 1 ? dates[0]! : `${dates[0]} – ${dates.at(-1)}`;
}

/** A recipe ingredient line, the quantity of ONE portion. */
export interface ShoppingRecipeLine {
  readonly ingredient_id: number;
  readonly name: string;
  readonly quantity: number;
  readonly unit: string;
  readonly ingredient_spec_suppliers_id: number | null;
  /** Percent of waste of this line, 0–100. */
  readonly error_margin: number;
}

/** A recipe as the shopping list needs it. */
export interface ShoppingRecipe {
  readonly recipe_id: number;
  /** Percent of waste of the whole recipe, 0–100. */
  readonly error_margin: number;
  readonly lines: readonly ShoppingRecipeLine[];
}

/** A supplier spec of an ingredient (the columns of `ingredientSpec`). */
export interface ShoppingSupplierSpec {
  readonly ingredient_spec_suppliers_id: number;
  readonly supplier_id: number;
  readonly supplier_name: string;
  readonly article_number?: string;
  readonly pack_size: number;
  readonly pack_unit: string;
  readonly price_chf: number;
  readonly is_default: boolean;
}

/** An ingredient's conversion data and supplier specs. */
export interface ShoppingIngredient {
  readonly ingredient_id: number;
  readonly name: string;
  readonly density_g_per_ml: number | null;
  readonly grams_per_piece: number | null;
  readonly specs: readonly ShoppingSupplierSpec[];
}

export interface ShoppingListInput {
  /** Each recipe with its portions to cook (the sum of its day counts). A recipe may appear twice. */
  readonly recipes: readonly (ShoppingRecipe & { readonly portions: number })[];
  readonly ingredients: readonly ShoppingIngredient[];
}

/** One ingredient bought from one spec (or from none). */
export interface ShoppingLine {
  readonly ingredient_id: number;
  readonly name: string;
  /** Grams to buy, waste included, rounded to 2 decimals. */
  readonly total_g: number;
  /** The spec bought from: the line's own, else the ingredient's default, else null. */
  readonly spec: ShoppingSupplierSpec | null;
  /** Grams in one pack; null without a spec or when the pack unit does not convert. */
  readonly pack_g: number | null;
  /** ceil(total / pack); null when unknown. */
  readonly packs: number | null;
  /** packs × price, rounded to 2 decimals; null when unknown. */
  readonly cost_chf: number | null;
  /** Why packs are unknown while a spec is set (the conversion message); null otherwise. */
  readonly pack_issue: string | null;
  /** The recipes the ingredient comes from, ascending. */
  readonly recipe_ids: readonly number[];
}

export interface ShoppingSupplierGroup {
  /** Null for the lines without a supplier spec (always the last group). */
  readonly supplier_id: number | null;
  readonly supplier_name: string | null;
  readonly lines: readonly ShoppingLine[];
  /** Sum of the lines' known costs, rounded to 2 decimals. */
  readonly cost_chf: number;
  /** True when a line of the group has a spec but no cost (its pack unit does not convert). */
  readonly cost_incomplete: boolean;
}

/** Quantities that could not be turned into grams, summed per ingredient and unit, never dropped. */
export interface UnconvertedShoppingLine {
  readonly ingredient_id: number;
  readonly name: string;
  /** The unit as parsed ('tbsp'), or the label as written when it is not a known unit. */
  readonly unit: string;
  /** Total in that unit, waste included, rounded to 2 decimals. */
  readonly quantity: number;
  /** The conversion message (missing density, missing piece weight, unknown unit). */
  readonly reason: string;
  readonly recipe_ids: readonly number[];
}

export interface ShoppingList {
  readonly groups: readonly ShoppingSupplierGroup[];
  readonly unconverted: readonly UnconvertedShoppingLine[];
  /** Sum of the groups' costs, rounded to 2 decimals. */
  readonly cost_chf: number;
}

function assertPortions(value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new DomainError('INVALID_ARGUMENT', messages.invalidValue);
}

function assertMargin(value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new DomainError('INVALID_ARGUMENT', messages.recipeErrorMarginInvalid);
  }
}

/**
 * The waste factor of a line: (1 + recipe margin / 100) × (1 + line margin / 100). The margins multiply
 * (compound): the line's waste (peeling, trimming) is lost from what is bought, and the recipe's waste (the
 * batch) is lost from what is left, so 10 % and 5 % give 15.5 %, not 15 %.
 */
export function wasteFactor(recipeMargin: number, lineMargin: number): number {
  assertMargin(recipeMargin);
  assertMargin(lineMargin);
  return (1 + recipeMargin / 100) * (1 + lineMargin / 100);
}

function conversionOf(
  ingredient: ShoppingIngredient | undefined,
  fallbackName: string,
): IngredientConversion {
  return {
    name: ingredient?.name ?? fallbackName,
    densityGPerMl: ingredient?.density_g_per_ml ?? null,
    pieceWeightG: ingredient?.grams_per_piece ?? null,
  };
}

/** The spec a line buys from: its own (when the ingredient has it), else the default, else none. */
function chosenSpec(
  line: ShoppingRecipeLine,
  ingredient: ShoppingIngredient | undefined,
): ShoppingSupplierSpec | null {
  const specs = ingredient?.specs ?? [];
  const own = specs.find((s) => s.ingredient_spec_suppliers_id === line.ingredient_spec_suppliers_id);
  return own ?? specs.find((s) => s.is_default) ?? null;
}

/** The unit as parsed ('tbsp'), or the label as written when it is not a known unit. */
function unitOf(label: string): string {
  try {
    return parseUnit(label);
  } catch {
    return label.trim();
  }
}

/** The running totals of a list: grams per ingredient and chosen spec; other units per ingredient and unit. */
export interface Totals {
  readonly grams: Map<string, GramsTotal>;
  readonly units: Map<string, UnitTotal>;
}

/** One recipe line × portions × waste factor, added to the grams of its spec or, unconverted, to its unit. */
export function addLine(
  totals: Totals,
  line: ShoppingRecipeLine,
  ingredient: ShoppingIngredient | undefined,
  recipe: { recipe_id: number; portions: number; factor: number },
): void {
  const conversion = conversionOf(ingredient, line.name);
  const name = ingredient?.name ?? line.name;
  let lineGrams: number;
  try {
    lineGrams = toGrams(line.quantity, line.unit, conversion);
  } catch (error) {
    if (!isDomainError(error) || error.code === 'INVALID_ARGUMENT') throw error;
    const unit = unitOf(line.unit);
    const key = `${line.ingredient_id}|${unit}`;
    const total = totals.units.get(key) ?? {
      ingredient_id: line.ingredient_id,
      name,
      unit,
      quantity: 0,
      reason: error.message,
      recipes: new Set<number>(),
    };
    total.quantity += line.quantity * recipe.portions * recipe.factor;
    total.recipes.add(recipe.recipe_id);
    totals.units.set(key, total);
    return;
  }
  const spec = chosenSpec(line, ingredient);
  const key = `${line.ingredient_id}|${spec?.ingredient_spec_suppliers_id ?? 'none'}`;
  const total = totals.grams.get(key) ?? {
    ingredient_id: line.ingredient_id,
    name,
    grams: 0,
    spec,
    conversion,
    recipes: new Set<number>(),
  };
  total.grams += lineGrams * recipe.portions * recipe.factor;
  total.recipes.add(recipe.recipe_id);
  totals.grams.set(key, total);
}

/**
 * The shopping list of recipes × portions. Per line: grams of one portion (`toGrams`, ADR 032) × portions ×
 * {@link wasteFactor}. Lines are merged per ingredient AND chosen spec — the line's
 * `ingredient_spec_suppliers_id` when the ingredient has that spec, else the ingredient's default spec, else
 * none — so an ingredient that two recipes buy from two suppliers appears once under each. Packs, cost and the
 * grouping by supplier are {@link supplierGroups}'. A line that cannot be converted to grams (no density, no
 * piece weight, unknown unit) is summed per ingredient and unit in `unconverted` with the reason.
 * Recipes with 0 portions add nothing. Totals are exact and rounded to 2 decimals only in the output.
 * Refuses portions that are not whole numbers ≥ 0 and margins outside 0–100.
 */
export function shoppingList(input: ShoppingListInput): ShoppingList {
  const ingredients = new Map(input.ingredients.map((i) => [i.ingredient_id, i]));
  const totals: Totals = { grams: new Map(), units: new Map() };
  for (const recipe of input.recipes) {
    assertPortions(recipe.portions);
    assertMargin(recipe.error_margin);
    for (const line of recipe.lines) {
      const factor = wasteFactor(recipe.error_margin, line.error_margin);
      if (recipe.portions === 0) continue;
      const { recipe_id, portions } = recipe;
      addLine(totals, line, ingredients.get(line.ingredient_id), { recipe_id, portions, factor });
    }
  }
  const groups = supplierGroups(totals.grams.values());
  return {
    groups,
    unconverted: unconvertedLines(totals.units.values()),
    cost_chf: roundTo2(groups.reduce((sum, group) => sum + group.cost_chf, 0)),
  };
}
