import { dayRecipeLines, type DayLineOverride } from '@brigade/domain/kitchen/day-recipe-lines';
import type { DayLineOverrideDto, DayRecipeLine } from '@brigade/domain/schemas/day-recipes';
import { groupBy } from '../../lib/group-by.ts';
import type * as repo from './repository.ts';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** A stored change as the domain's rule reads it. */
export const toDayLineOverride = (row: repo.DayLineRow): DayLineOverride => ({
  date: row.date,
  recipe_id: row.recipeId,
  uid: row.uid,
  ingredient_id: row.ingredientId,
  ingredient_spec_suppliers_id: row.ingredientSpecSuppliersId,
});

export const toDayLineOverrideDto = (row: repo.DayLineRow): DayLineOverrideDto => ({
  ...toDayLineOverride(row),
  is_done: row.isDone,
  loading_is_done: row.loadingIsDone,
  version: row.version,
});

export interface DayLinesRows {
  lines: Rows<typeof repo.recipeLines>;
  /** The date's changes of this recipe's lines. */
  overrides: readonly repo.DayLineRow[];
  names: ReadonlyMap<number, string>;
  specs: Rows<typeof repo.specsOf>;
}

/** The recipe's lines as cooked on the date: the day's swaps and specs applied by the domain's one rule. */
export function toDayRecipeLines(rows: DayLinesRows): DayRecipeLine[] {
  const byUid = new Map(rows.overrides.map((o) => [o.uid, o]));
  const applied = dayRecipeLines(
    rows.lines,
    new Map(rows.overrides.map((o) => [o.uid, toDayLineOverride(o)])),
    (line, ingredientId) => ({ ...line, ingredientId }),
  );
  const specsOf = groupBy(rows.specs, (s) => s.ingredientId);
  const nameOf = (id: number) => rows.names.get(id) ?? `#${id}`;
  return applied.map((line, i) => {
    const own = rows.lines[i]!;
    const stored = byUid.get(line.uid);
    return {
      uid: line.uid,
      ingredient_id: line.ingredientId,
      name: nameOf(line.ingredientId),
      swapped_from:
        line.ingredientId === own.ingredientId
          ? null
          : { ingredient_id: own.ingredientId, name: nameOf(own.ingredientId) },
      quantity: line.quantity,
      unit: line.unit,
      ingredient_spec_suppliers_id: line.specId,
      spec_chosen_for_day: stored?.ingredientSpecSuppliersId != null,
      specs: (specsOf.get(line.ingredientId) ?? []).map((s) => ({
        ingredient_spec_suppliers_id: s.specId,
        supplier_name: s.supplierName,
        article_number: s.articleNumber,
        is_default: s.isDefault,
      })),
      is_done: stored?.isDone ?? false,
      loading_is_done: stored?.loadingIsDone ?? false,
      version: stored?.version ?? 0,
    };
  });
}
