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
