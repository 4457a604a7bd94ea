import type { RecipeCards } from '@brigade/domain/schemas/recipe-export';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ExportTable } from '../../lib/export.ts';
import { exportColumns, toCards, toExportRows } from './mapping.ts';
import * as repo from './repository.ts';

/** Printable recipe cards of several recipes at once, and their .xlsx download. */
export function createRecipeExportService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async cards(ids: readonly number[]): Promise<RecipeCards> {
      return toCards(await repo.findCardData(db, ids), ids);
    },

    /** One row per ingredient line (a recipe without lines gets one row). */
    async exportTable(ids: readonly number[]): Promise<ExportTable> {
      const { items } = await this.cards(ids);
      return { name: 'recipes', columns: exportColumns, rows: items.flatMap(toExportRows), readAt: clock() };
    },
  };
}

export type RecipeExportService = ReturnType<typeof createRecipeExportService>;
