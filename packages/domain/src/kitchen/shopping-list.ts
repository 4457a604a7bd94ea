import { isIsoDate, type IsoDate } from '../calendar/iso-date.ts';
import { DomainError, isDomainError } from '../errors/domain-error.ts';
import { messages } from '../messages/catalogue.ts';
import { parseUnit, toGrams, type IngredientConversion } from '../nutrition/unit-conversion.ts';
import { roundTo2 } from '../numbers/round.ts';

// Issue 7: a shopping list is the recipes × the portions of its dates, converted to grams, merged per
// ingredient and grouped by supplier with pack sizes (spec §2 /shopping-lists, §3 shopping list, §4).
// A recipe line is the quantity of ONE portion (ADR 013); error_margin is the percent of waste added in bulk.

/** Brigade's own: at most one year of dates in one list (the same limit as the availability dates). */
export const MAX_SHOPPING_DATES = 366;

/**
 * Spec §3: a shopping list's dates are "a JSON list of YYYY-MM-DD dates, sorted ascending". Returns the
 * dates unique and ascending. Refuses: not a list ('Dates must be array', the spec's), a date that is not a
 * real YYYY-MM-DD date, an empty list and more than {@link MAX_SHOPPING_DATES} distinct dates (Brigade's own).
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

/**
 * The portions to cook of a recipe over the chosen dates: the sum of the day's counts. Each count must be
 * a whole number of 0 or more.
 */
export function totalPortions(dayCounts: readonly number[]): number {
  let sum = 0;
  for (const count of dayCounts) {
    assertPortions(count);
    sum += count;
  }
  return sum;
}

/** A recipe ingredient line (spec §3), the quantity of ONE portion. */
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
  /** Each recipe with its portions to cook (see {@link totalPortions}). A recipe may appear twice. */
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

/** Rounds away float noise before a ceiling (3.0000000000000004 packs is 3 packs). */
const ceilClean = (value: number): number => Math.ceil(Number(value.toPrecision(12)));

const byName = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

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

interface GramsEntry {
  ingredient_id: number;
  name: string;
  grams: number;
  spec: ShoppingSupplierSpec | null;
  conversion: IngredientConversion;
  recipes: Set<number>;
}

interface UnitEntry {
  ingredient_id: number;
  name: string;
  unit: string;
  quantity: number;
  reason: string;
  recipes: Set<number>;
}

function packsOf(entry: GramsEntry): Pick<ShoppingLine, 'pack_g' | 'packs' | 'cost_chf' | 'pack_issue'> {
  if (!entry.spec) return { pack_g: null, packs: null, cost_chf: null, pack_issue: null };
  let packG: number;
  try {
    packG = toGrams(entry.spec.pack_size, entry.spec.pack_unit, entry.conversion);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { pack_g: null, packs: null, cost_chf: null, pack_issue: error.message };
  }
  if (!(packG > 0))
    return { pack_g: null, packs: null, cost_chf: null, pack_issue: messages.packSizeInvalid };
  const packs = ceilClean(entry.grams / packG);
  return {
    pack_g: roundTo2(packG),
    packs,
    cost_chf: roundTo2(packs * entry.spec.price_chf),
    pack_issue: null,
  };
}

/**
 * The shopping list of recipes × portions (issue 7). Per line: grams of one portion (`toGrams`, ADR 013) ×
 * portions × {@link wasteFactor}. Lines are merged per ingredient AND chosen spec — the line's
 * `ingredient_spec_suppliers_id` when the ingredient has that spec, else the ingredient's default spec, else
 * none — so an ingredient that two recipes buy from two suppliers appears once under each. Packs =
 * ceil(total g / pack g) when the pack unit converts (a pack in ml needs the density, in pieces the piece
 * weight), cost = packs × price. Groups are per supplier, sorted by supplier name, the group without a
 * supplier last; lines are sorted by ingredient name. A line that cannot be converted to grams (no density,
 * no piece weight, unknown unit) is summed per ingredient and unit in `unconverted` with the reason.
 * Recipes with 0 portions add nothing. Totals are exact and rounded to 2 decimals only in the output.
 * Refuses portions that are not whole numbers ≥ 0 and margins outside 0–100.
 */
export function shoppingList(input: ShoppingListInput): ShoppingList {
  const ingredients = new Map(input.ingredients.map((i) => [i.ingredient_id, i]));
  const grams = new Map<string, GramsEntry>();
  const units = new Map<string, UnitEntry>();

  for (const recipe of input.recipes) {
    assertPortions(recipe.portions);
    assertMargin(recipe.error_margin);
    for (const line of recipe.lines) {
      const factor = wasteFactor(recipe.error_margin, line.error_margin);
      if (recipe.portions === 0) continue;
      const ingredient = ingredients.get(line.ingredient_id);
      const conversion = conversionOf(ingredient, line.name);
      const name = ingredient?.name ?? line.name;
      let lineGrams: number;
      try {
        lineGrams = toGrams(line.quantity, line.unit, conversion);
      } catch (error) {
        if (!isDomainError(error) || error.code === 'INVALID_ARGUMENT') throw error;
        let unit = line.unit.trim();
        try {
          unit = parseUnit(line.unit);
        } catch {
          // an unknown unit is kept as written; the reason says so
        }
        const key = `${line.ingredient_id}|${unit}`;
        const entry = units.get(key) ?? {
          ingredient_id: line.ingredient_id,
          name,
          unit,
          quantity: 0,
          reason: error.message,
          recipes: new Set<number>(),
        };
        entry.quantity += line.quantity * recipe.portions * factor;
        entry.recipes.add(recipe.recipe_id);
        units.set(key, entry);
        continue;
      }
      const spec = chosenSpec(line, ingredient);
      const key = `${line.ingredient_id}|${spec?.ingredient_spec_suppliers_id ?? 'none'}`;
      const entry = grams.get(key) ?? {
        ingredient_id: line.ingredient_id,
        name,
        grams: 0,
        spec,
        conversion,
        recipes: new Set<number>(),
      };
      entry.grams += lineGrams * recipe.portions * factor;
      entry.recipes.add(recipe.recipe_id);
      grams.set(key, entry);
    }
  }

  const bySupplier = new Map<number | null, { name: string | null; lines: ShoppingLine[] }>();
  for (const entry of grams.values()) {
    const supplierId = entry.spec?.supplier_id ?? null;
    const group = bySupplier.get(supplierId) ?? { name: entry.spec?.supplier_name ?? null, lines: [] };
    group.lines.push({
      ingredient_id: entry.ingredient_id,
      name: entry.name,
      total_g: roundTo2(entry.grams),
      spec: entry.spec,
      ...packsOf(entry),
      recipe_ids: [...entry.recipes].sort((a, b) => a - b),
    });
    bySupplier.set(supplierId, group);
  }

  const groups: ShoppingSupplierGroup[] = [...bySupplier.entries()]
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

  const unconverted: UnconvertedShoppingLine[] = [...units.values()]
    .map((entry) => ({
      ingredient_id: entry.ingredient_id,
      name: entry.name,
      unit: entry.unit,
      quantity: roundTo2(entry.quantity),
      reason: entry.reason,
      recipe_ids: [...entry.recipes].sort((a, b) => a - b),
    }))
    .sort((a, b) => byName(a.name, b.name) || a.ingredient_id - b.ingredient_id || byName(a.unit, b.unit));

  return {
    groups,
    unconverted,
    cost_chf: roundTo2(groups.reduce((sum, group) => sum + group.cost_chf, 0)),
  };
}
