import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { addDays } from '@brigade/domain/calendar/iso-date';
import { mondayOfWeekId, weekIdOfDate } from '@brigade/domain/calendar/week-id';
import { shoppingListPath } from '@brigade/domain/logistics/storage-path';
import { messages } from '@brigade/domain/messages/catalogue';
import type {
  ShoppingContent,
  ShoppingListDetail,
  ShoppingListSummary,
  ShoppingListWriteResponse,
} from '@brigade/domain/schemas/shopping-lists';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, notFound } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { containsPattern } from '../../lib/sql.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import { computeContent, withDone } from './compute.ts';
import * as repo from './repository.ts';

/** The portions to cook per assigned slot of some dates (the production module's `portionsOfDates`). */
export type PortionsOf = (
  dates: IsoDate[],
) => Promise<{ date: string; slot: string; recipeId: number; portions: number }[]>;

/** The stored dates of a list: a JSON list of YYYY-MM-DD (spec §3), else 'Unable to extract dates array.' */
function datesOf(row: repo.ShoppingListRow): string[] {
  const dates: unknown = row.dates;
  if (!Array.isArray(dates) || !dates.every((d) => typeof d === 'string')) {
    throw businessRule(messages.unableToExtractDates);
  }
  return dates as string[];
}

function summaryOf(row: repo.ShoppingListRow): ShoppingListSummary {
  return {
    shopping_list_id: row.shoppingListId,
    name: row.name,
    dates: datesOf(row),
    week_id: row.weekId,
    cost_chf: Number((row.content as { cost_chf?: unknown } | null)?.cost_chf ?? 0) || 0,
    created_at: row.createdAt.toISOString(),
    computed_at: row.computedAt.toISOString(),
    version: row.version,
  };
}

/** Without a name a list is named after its dates ('2026-03-02' or '2026-03-02 – 2026-03-06'). */
function nameOr(name: string, dates: readonly string[]): string {
  if (name !== '') return name;
  return dates.length === 1 ? dates[0]! : `${dates[0]} – ${dates.at(-1)}`;
}

/**
 * Shopping lists (spec §2 /shopping-lists, §3, §4, §7): the recipes assigned to the chosen dates × their
 * portions, computed when the list is created or its dates change and kept in `content`; chefs tick lines
 * done (kept by line key across recomputations). Each write also puts the list into the object store at
 * ap/shopping_list/{id}/list; a failed upload keeps the list and answers `stored: false` (logged).
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

  async function contentOf(dates: IsoDate[]): Promise<ShoppingContent> {
    const slots = await portionsOf(dates);
    return computeContent(db, slots);
  }

  async function detailOf(row: repo.ShoppingListRow): Promise<ShoppingListDetail> {
    const done = await repo.doneKeys(db, row.shoppingListId);
    return { ...summaryOf(row), ...withDone(row.content as ShoppingContent, done) };
  }

  async function upload(row: repo.ShoppingListRow): Promise<boolean> {
    const { created_at: _created, ...document } = { ...summaryOf(row), ...(row.content as ShoppingContent) };
    try {
      await store.putJson(shoppingListPath(row.shoppingListId), document);
      return true;
    } catch (error) {
      deps.log?.(error, `shopping list ${row.shoppingListId} was not written to the object store`);
      return false;
    }
  }

  async function found(id: number): Promise<repo.ShoppingListRow> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(params: {
      start: number;
      length: number;
      q?: string | undefined;
      week_id?: string | undefined;
    }) {
      const anyOf = params.week_id
        ? Array.from({ length: 7 }, (_, i) => addDays(mondayOfWeekId(params.week_id!), i))
        : undefined;
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        pattern: params.q ? containsPattern(params.q) : undefined,
        anyOf,
      });
      return { items: rows.map(summaryOf), total };
    },

    async get(id: number): Promise<ShoppingListDetail> {
      return detailOf(await found(id));
    },

    async create(
      actorId: number,
      input: { name: string; dates: IsoDate[] },
    ): Promise<ShoppingListWriteResponse> {
      const content = await contentOf(input.dates);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          name: nameOr(input.name, input.dates),
          dates: input.dates,
          weekId: weekIdOfDate(input.dates[0]!),
          content,
          computedAt: now,
          createdBy: actorId,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(
          {
            userId: actorId,
            action: 'create',
            entity: 'shopping_list',
            entityId: inserted.shoppingListId,
            change: { after: { name: inserted.name, dates: input.dates } },
          },
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
      const content = await contentOf(input.dates);
      const now = clock();
      const row = await db.transaction(async (tx) => {
        const updated = await versionedRow(
          await repo.updateIfVersion(
            tx,
            id,
            input.version,
            {
              name: nameOr(input.name, input.dates),
              dates: input.dates,
              weekId: weekIdOfDate(input.dates[0]!),
              content,
              computedAt: now,
            },
            now,
          ),
          () => repo.findById(tx, id),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity: 'shopping_list',
            entityId: id,
            change: {
              before: { name: before.name, dates: before.dates, version: before.version },
              after: { name: updated.name, dates: input.dates, version: updated.version },
            },
          },
          tx,
        );
        return updated;
      });
      const stored = await upload(row);
      return { ...(await detailOf(row)), stored };
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await versionedRow(await repo.deleteIfVersion(tx, id, version), () =>
          repo.findById(tx, id),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity: 'shopping_list',
            entityId: id,
            change: { before: { name: removed.name, dates: removed.dates, version: removed.version } },
          },
          tx,
        );
      });
    },

    /** Spec §4: a line is marked done (or not); the line must be on the list. */
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
      const detail = await detailOf(await found(id));
      const rows = detail.groups.flatMap((g) =>
        g.lines.map((l) => [
          g.supplier_name ?? '',
          l.name,
          l.spec?.article_number ?? '',
          l.total_g,
          'g',
          l.packs,
          l.spec ? `${l.spec.pack_size} ${l.spec.pack_unit}` : '',
          l.cost_chf,
          l.is_done ? 'yes' : 'no',
        ]),
      );
      for (const l of detail.unconverted) {
        rows.push(['', l.name, '', l.quantity, l.unit, null, '', null, l.is_done ? 'yes' : 'no']);
      }
      return {
        name: `shopping-list-${id}`,
        columns: [
          'supplier',
          'ingredient',
          'spec',
          'quantity',
          'unit',
          'packs',
          'pack_size',
          'cost_chf',
          'done',
        ],
        rows,
        readAt: clock(),
      };
    },

    /** Recipes × portions → the list's content (the bulk calculator's engine); unknown ids are left out. */
    calculate(items: readonly { recipeId: number; portions: number }[]): Promise<ShoppingContent> {
      return computeContent(db, items);
    },
  };
}

export type ShoppingListsService = ReturnType<typeof createShoppingListsService>;
