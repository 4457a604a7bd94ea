import {
  dayOverridesIndex,
  type DayLineOverride,
  type DayOverridesOf,
} from '@brigade/domain/kitchen/day-recipe-lines';
import { and, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dayRecipeLines } from '../db/schema/day-recipe-lines.ts';

/** The swaps and spec choices of some dates, indexed for `dayRecipeLines`, and the ingredients swapped in. */
export interface DayOverrides {
  of: DayOverridesOf;
  /** The ingredients the dates swap in (their names, allergens, nutrients and specs must be read too). */
  swappedIn: number[];
}

const noDates: DayOverrides = { of: dayOverridesIndex([]), swappedIn: [] };

/**
 * The dates' swaps and supplier-spec choices (day_recipe_lines, ADR 074; read only here, written by the
 * day-recipes module). Every reader of a date's recipe lines — matches, shopping lists, nutrition, labels —
 * takes them from here and applies them with the domain's one rule, `dayRecipeLines`.
 */
export async function dayOverridesOf(db: Db, dates: readonly string[]): Promise<DayOverrides> {
  if (dates.length === 0) return noDates;
  const rows = await db
    .select({
      date: dayRecipeLines.date,
      recipe_id: dayRecipeLines.recipeId,
      uid: dayRecipeLines.uid,
      ingredient_id: dayRecipeLines.ingredientId,
      ingredient_spec_suppliers_id: dayRecipeLines.ingredientSpecSuppliersId,
    })
    .from(dayRecipeLines)
    .where(
      and(
        inArray(dayRecipeLines.date, [...new Set(dates)]),
        or(isNotNull(dayRecipeLines.ingredientId), isNotNull(dayRecipeLines.ingredientSpecSuppliersId)),
      ),
    );
  const overrides: DayLineOverride[] = rows;
  return {
    of: dayOverridesIndex(overrides),
    swappedIn: [...new Set(overrides.flatMap((o) => o.ingredient_id ?? []))],
  };
}
