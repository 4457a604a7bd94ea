import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import {
  computeShoppingContent,
  portionsPerRecipe,
  withDone,
} from '@brigade/domain/kitchen/shopping-content';
import { shoppingListName } from '@brigade/domain/kitchen/shopping-list';
import { shoppingListPath } from '@brigade/domain/logistics/storage-path';
import type {
  ShoppingContent,
  ShoppingListDetail,
  ShoppingListListQuery,
  ShoppingListWriteResponse,
} from '@brigade/domain/schemas/shopping-lists';
import { weekDays } from '@brigade/domain/week/week-dates';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import { versionedRemove } from '../../lib/audited-delete.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { containsPattern } from '../../lib/sql.ts';
import { writeToStore } from '../../lib/store-write.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import { contentOfDates, totalsOfDates, type DatedPortions } from './day-content.ts';
import { toExportTable, toShoppingIngredients, toShoppingRecipes, toSummary } from './mapping.ts';
import * as repo from './repository.ts';

/** The portions to cook per assigned slot of some dates (the production module's kitchen counts). */
export type PortionsOf = (
  dates: IsoDate[],
) => Promise<{ date: string; slot: string; recipeId: number; portions: number }[]>;

/** What the audit trail keeps of a list. */
const audited = (row: repo.ShoppingListRow) => ({ name: row.name, dates: row.dates, version: row.version });

/**
 * Shopping lists (ADR 051): the recipes assigned to the chosen dates × their portions, computed when the list
 * is created or its dates change and kept in `content`; chefs tick lines done (kept by line key across
 * recomputations). Each write also puts the list into the object store at ap/shopping_list/{id}/list; a failed
 * upload keeps the list and answers `stored: false` (logged).
 */
export function createShoppingListsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  store: ObjectStore;
  portionsOf: PortionsOf;
  log?: (error: unknown, message: string) => void;
}) {
  const { db, clock, audit, store, portionsOf } = deps;
  const entity = 'shopping_list';

  /**
   * Recipes × portions → the list's content (a recipe may come several times: its portions add up); recipes
   * missing from the database are left out (callers check). Several lists at once read their recipes and
   * ingredients once (the margins cost each recipe of each week on its own).
   */
  async function calculateEach(
    lists: readonly (readonly { recipeId: number; portions: number }[])[],
  ): Promise<ShoppingContent[]> {
    const portions = lists.map(portionsPerRecipe);
    const { recipes, specs } = await recipesOf(portions);
    return portions.map((p) => computeShoppingContent(p, recipes, specs));
  }

  /**
   * Many lists' totals only (grams and cost per ingredient, ADR 070), each date's portions as cooked that day
   * (ADR 074): each recipe converted once per set of swaps for all lists.
   */
  const totalsEach = (lists: readonly (readonly DatedPortions[])[]) => totalsOfDates(db, lists);

  /** The recipes of some lists with their lines, and their ingredients with supplier specs: read once. */
  async function recipesOf(portions: readonly ReadonlyMap<number, number>[]) {
    const data = await repo.recipesWithLines(
      db,
      portions.flatMap((p) => [...p.keys()]),
    );
    const ingredients = await repo.ingredientsWithSpecs(
      db,
      data.lines.map((l) => l.ingredientId),
    );
    return { recipes: toShoppingRecipes(data), specs: toShoppingIngredients(ingredients) };
  }

  const calculate = async (items: readonly { recipeId: number; portions: number }[]) =>
    (await calculateEach([items]))[0]!;

  async function detailOf(row: repo.ShoppingListRow): Promise<ShoppingListDetail> {
    const done = await repo.doneKeys(db, row.shoppingListId);
    return { ...toSummary(row), ...withDone(row.content as ShoppingContent, done) };
  }

  /** Writes the list to the object store; answers whether it was stored, the write stands either way. */
  function upload(row: repo.ShoppingListRow): Promise<boolean> {
    const { created_at: _created, ...document } = { ...toSummary(row), ...(row.content as ShoppingContent) };
    return writeToStore(deps.log, `shopping list ${row.shoppingListId}`, () =>
      store.putJson(shoppingListPath(row.shoppingListId), document),
    );
  }

  async function found(id: number): Promise<repo.ShoppingListRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** The stored values of a list of these dates, computed now. */
  async function computed(input: { name: string; dates: IsoDate[] }, now: Date) {
    return {
      name: shoppingListName(input.name, input.dates),
      dates: input.dates,
      weekId: weekIdOfDate(input.dates[0]!),
      content: await contentOfDates(db, await portionsOf(input.dates)),
      computedAt: now,
    };
  }

  return {
    /** A page of lists, newest first; `week_id` keeps the lists with a date in that week. */
    async list(params: ShoppingListListQuery) {
      const { rows, total } = await repo.findListPage(db, {
        start: params.start,
        length: params.length,
        pattern: params.q ? containsPattern(params.q) : undefined,
        anyOf: params.week_id ? weekDays(mondayOfWeekId(params.week_id)) : undefined,
      });
      return { items: rows.map(toSummary), total };
    },

    async get(id: number): Promise<ShoppingListDetail> {
      return detailOf(await found(id));
    },

    async create(
      actorId: number,
      input: { name: string; dates: IsoDate[] },
    ): Promise<ShoppingListWriteResponse> {
      const now = clock();
      const values = await computed(input, now);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, values, actorId, now);
        const change = { after: { name: inserted.name, dates: input.dates } };
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: inserted.shoppingListId, change },
          tx,
        );
        return inserted;
      });
      const stored = await upload(row);
      return { ...(await detailOf(row)), stored };
    },

    /** New name and dates: the list is recomputed; done marks stay on the lines whose key is unchanged. */
    async update(
      actorId: number,
      id: number,
      input: { name: string; dates: IsoDate[]; version: number },
    ): Promise<ShoppingListWriteResponse> {
      const before = await found(id);
      const now = clock();
      const values = await computed(input, now);
      const row = await db.transaction(async (tx) => {
        const updated = await versionedRow(
          await repo.updateIfVersion(tx, id, input.version, values, now),
          () => repo.findById(tx, id),
        );
        const change = { before: audited(before), after: { ...audited(updated), dates: input.dates } };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return updated;
      });
      const stored = await upload(row);
      return { ...(await detailOf(row)), stored };
    },

    remove: versionedRemove(deps, {
      entity,
      deleteIfVersion: repo.deleteIfVersion,
      findByKey: repo.findById,
      change: (removed) => ({ before: audited(removed) }),
    }),

    /** Marks a line done (or not); the line must be on the list. */
    async setDone(actorId: number, id: number, lineKey: string, isDone: boolean) {
      const detail = await detailOf(await found(id));
      const exists =
        detail.groups.some((g) => g.lines.some((l) => l.line_key === lineKey)) ||
        detail.unconverted.some((l) => l.line_key === lineKey);
      if (!exists) throw notFound();
      await repo.setDone(db, id, lineKey, isDone, actorId, clock());
      return { line_key: lineKey, is_done: isDone };
    },

    /** The .xlsx of a list: one row a line, supplier by supplier, then the unconverted quantities. */
    async exportTable(id: number): Promise<ExportTable> {
      return toExportTable(id, await detailOf(await found(id)), clock());
    },

    calculate,
    calculateEach,
    totalsEach,
  };
}

export type ShoppingListsService = ReturnType<typeof createShoppingListsService>;
