import { dayRecipeLines } from '@brigade/domain/kitchen/day-recipe-lines';
import type { Db } from '../../db/client.ts';
import { dayOverridesOf } from '../../lib/day-lines.ts';
import * as repo from './repository.ts';

/**
 * A recipe's lines as cooked on a date (ADR 074): the day's swaps and spec choices applied by the domain's one
 * rule, each swapped line naming the ingredient swapped in with its own allergen review — so the allergens
 * derived from them are the dish's of that day. An ingredient that cannot be read counts as never reviewed.
 */
export async function linesOnDate(
  db: Db,
  recipeId: number,
  date: string,
  lines: readonly repo.LineRow[],
): Promise<repo.LineRow[]> {
  const overrides = (await dayOverridesOf(db, [date])).of(date, recipeId);
  if (overrides.size === 0) return [...lines];
  const ids = [...new Set([...overrides.values()].flatMap((o) => o.ingredient_id ?? []))];
  const swapped = new Map((await repo.findLineIngredients(db, ids)).map((i) => [i.ingredientId, i]));
  const cooked = dayRecipeLines(
    lines.map((row) => ({
      uid: row.line.uid,
      ingredientId: row.line.ingredientId,
      specId: row.line.ingredientSpecSuppliersId,
      clientFacingName: row.line.clientFacingName,
      row,
    })),
    overrides,
    (line, ingredientId) => {
      const i = swapped.get(ingredientId);
      const row = {
        ...line.row,
        ingredientName: i?.name ?? `#${ingredientId}`,
        ingredientNameDe: i?.nameDe ?? '',
        allergensReviewed: i?.allergensReviewed ?? false,
      };
      return { ...line, ingredientId, row };
    },
  );
  return cooked.map(({ row, ingredientId, specId, clientFacingName }) => ({
    ...row,
    line: { ...row.line, ingredientId, ingredientSpecSuppliersId: specId, clientFacingName },
  }));
}
