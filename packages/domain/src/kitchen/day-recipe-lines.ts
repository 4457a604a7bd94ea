// A recipe's lines as the kitchen uses them on one date (ADR 074): the day's swaps and supplier-spec choices
// applied. Counts, shopping lists, allergen matches, nutrition and labels all take a date's lines from here.

/** What the kitchen changed of one recipe line for one date. */
export interface DayLineOverride {
  readonly date: string;
  readonly recipe_id: number;
  /** The recipe line's uid. */
  readonly uid: string;
  /** The ingredient used instead of the recipe's on that date, or null (no swap). */
  readonly ingredient_id: number | null;
  /** The supplier spec bought from on that date, or null (the line's own, else the default). */
  readonly ingredient_spec_suppliers_id: number | null;
}

/** A recipe line as any reader has it: its uid, its ingredient and its supplier spec. */
export interface OverridableLine {
  readonly uid: string;
  readonly ingredientId: number;
  readonly specId: number | null;
}

/** The overrides of a date and recipe by line uid. */
export type DayOverridesOf = (date: string, recipeId: number) => ReadonlyMap<string, DayLineOverride>;

const none: ReadonlyMap<string, DayLineOverride> = new Map();

/** Indexes overrides (of any dates and recipes) for {@link dayRecipeLines}. */
export function dayOverridesIndex(overrides: readonly DayLineOverride[]): DayOverridesOf {
  const byKey = new Map<string, Map<string, DayLineOverride>>();
  for (const o of overrides) {
    const key = `${o.date}|${o.recipe_id}`;
    const lines = byKey.get(key) ?? new Map<string, DayLineOverride>();
    lines.set(o.uid, o);
    byKey.set(key, lines);
  }
  return (date, recipeId) => byKey.get(`${date}|${recipeId}`) ?? none;
}

/** True when a date changes anything a reader computes from the recipe (a swap or a spec choice). */
export function changesLines(overrides: ReadonlyMap<string, DayLineOverride>): boolean {
  for (const o of overrides.values()) {
    if (o.ingredient_id !== null || o.ingredient_spec_suppliers_id !== null) return true;
  }
  return false;
}

/**
 * A recipe's lines on a date. A swapped line keeps its quantity, unit and position and takes the other
 * ingredient through `swapIn` (which gives the reader's own data of that ingredient: its name, allergens,
 * nutrients) and loses its client-facing name (a label would name the old ingredient); its supplier spec is the day's choice, else none (the new ingredient's default is bought: the
 * recipe's spec belongs to the old one). A line that is not swapped takes the day's spec choice, else its own.
 * The ticks (is_done, loading_is_done) change nothing a reader computes.
 */
export function dayRecipeLines<L extends OverridableLine>(
  lines: readonly L[],
  overrides: ReadonlyMap<string, DayLineOverride>,
  swapIn: (line: L, ingredientId: number) => L,
): L[] {
  if (overrides.size === 0) return [...lines];
  return lines.map((line) => {
    const o = overrides.get(line.uid);
    if (!o) return line;
    if (o.ingredient_id !== null && o.ingredient_id !== line.ingredientId) {
      const swapped = { ...swapIn(line, o.ingredient_id), specId: o.ingredient_spec_suppliers_id };
      // The line's client-facing name named the recipe's ingredient, not the one swapped in.
      return 'clientFacingName' in swapped ? { ...swapped, clientFacingName: '' } : swapped;
    }
    return o.ingredient_spec_suppliers_id === null
      ? line
      : { ...line, specId: o.ingredient_spec_suppliers_id };
  });
}

/** True when a date swaps an ingredient of the recipe (a spec choice changes what is bought, not the dish). */
export function swapsIngredients(overrides: ReadonlyMap<string, DayLineOverride>): boolean {
  for (const o of overrides.values()) if (o.ingredient_id !== null) return true;
  return false;
}

/**
 * The swaps a date makes to some recipes, as sorted keys `recipe|uid|ingredient`: what a published menu of the
 * date was cooked with, to tell later that the kitchen swapped something since (ADR 074).
 */
export function daySwapKeys(of: DayOverridesOf, date: string, recipeIds: readonly number[]): string[] {
  return [...new Set(recipeIds)]
    .flatMap((recipeId) =>
      [...of(date, recipeId).values()].flatMap((o) =>
        o.ingredient_id === null ? [] : [`${recipeId}|${o.uid}|${o.ingredient_id}`],
      ),
    )
    .sort();
}

/**
 * What a date changes of a recipe's lines as one key ('' when nothing): dates with the same key cook the same
 * lines, so a reader of many dates applies {@link dayRecipeLines} once per key rather than once per date.
 */
export function dayLinesKey(overrides: ReadonlyMap<string, DayLineOverride>): string {
  return [...overrides.values()]
    .flatMap((o) =>
      o.ingredient_id === null && o.ingredient_spec_suppliers_id === null
        ? []
        : [`${o.uid}:${o.ingredient_id ?? ''}:${o.ingredient_spec_suppliers_id ?? ''}`],
    )
    .sort()
    .join(',');
}
