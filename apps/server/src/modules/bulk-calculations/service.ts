import { messages } from '@brigade/domain/messages/catalogue';
import type {
  BulkItem,
  BulkRecipeOption,
  SavedBulkCalculation,
  ShoppingContent,
} from '@brigade/domain/schemas/shopping-lists';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/sql.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import type { ShoppingListsService } from '../shopping-lists/service.ts';
import * as repo from './repository.ts';

function toItem(row: repo.BulkCalculationRow): SavedBulkCalculation {
  return {
    bulk_calculation_id: row.bulkCalculationId,
    name: row.name,
    items: row.items,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The bulk calculator (spec §2 /bulk_calculator 'Pop-Up Shop (2): Bulk calculator'): recipes × quantities →
 * ingredient totals by supplier (the shopping-list engine), and calculations saved under a name.
 */
export function createBulkCalculationsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  shoppingLists: Pick<ShoppingListsService, 'calculate'>;
}) {
  const { db, clock, audit, shoppingLists } = deps;

  /** Every item must name a recipe: 400 on the first that does not (`items.{n}.recipe_id`). */
  async function checkRecipes(items: readonly BulkItem[]): Promise<void> {
    const known = await repo.existingRecipeIds(
      db,
      items.map((i) => i.recipe_id),
    );
    const index = items.findIndex((i) => !known.has(i.recipe_id));
    if (index >= 0) {
      const field = `items.${index}.recipe_id`;
      throw new AppError(400, 'VALIDATION_ERROR', messages.notFound, { [field]: messages.notFound });
    }
  }

  return {
    async calculate(items: readonly BulkItem[]): Promise<ShoppingContent> {
      await checkRecipes(items);
      return shoppingLists.calculate(items.map((i) => ({ recipeId: i.recipe_id, portions: i.quantity })));
    },

    async recipes(q: string): Promise<{ items: BulkRecipeOption[] }> {
      const rows = await repo.searchRecipes(db, q ? containsPattern(q) : undefined, 20);
      return { items: rows.map((r) => ({ recipe_id: r.recipeId, name: r.name })) };
    },

    async list() {
      const { rows, total } = await repo.findAll(db);
      return { items: rows.map(toItem), total };
    },

    async get(id: number) {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toItem(row);
    },

    async create(actorId: number, input: { name: string; items: BulkItem[] }) {
      await checkRecipes(input.items);
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          name: input.name,
          items: input.items,
          createdBy: actorId,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(
          {
            userId: actorId,
            action: 'create',
            entity: 'bulk_calculation',
            entityId: row.bulkCalculationId,
            change: { after: { name: row.name, items: row.items } },
          },
          tx,
        );
        return toItem(row);
      });
    },

    async update(actorId: number, id: number, input: { name: string; items: BulkItem[]; version: number }) {
      await checkRecipes(input.items);
      return db.transaction(async (tx) => {
        const row = await versionedRow(
          await repo.updateIfVersion(
            tx,
            id,
            input.version,
            { name: input.name, items: input.items },
            clock(),
          ),
          () => repo.findById(tx, id),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity: 'bulk_calculation',
            entityId: id,
            change: { after: { name: row.name, items: row.items, version: row.version } },
          },
          tx,
        );
        return toItem(row);
      });
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await versionedRow(await repo.deleteIfVersion(tx, id, version), () =>
          repo.findById(tx, id),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity: 'bulk_calculation',
            entityId: id,
            change: { before: { name: row.name, items: row.items, version: row.version } },
          },
          tx,
        );
      });
    },
  };
}

export type BulkCalculationsService = ReturnType<typeof createBulkCalculationsService>;
