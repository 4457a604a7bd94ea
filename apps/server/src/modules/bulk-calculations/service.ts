import { messages } from '@brigade/domain/messages/catalogue';
import type { BulkItem, BulkRecipeOption, ShoppingContent } from '@brigade/domain/schemas/shopping-lists';
import type { Db } from '../../db/client.ts';
import { versionedRemove } from '../../lib/audited-delete.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, validationError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/sql.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import type { ShoppingListsService } from '../shopping-lists/service.ts';
import { toRecipeOption, toSavedCalculation } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * The Pop-Up Shop bulk calculator (ADR 051): recipes × quantities → ingredient totals by supplier (the
 * shopping lists' computation), and calculations saved under a name.
 */
export function createBulkCalculationsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  shoppingLists: Pick<ShoppingListsService, 'calculate'>;
}) {
  const { db, clock, audit, shoppingLists } = deps;
  const entity = 'bulk_calculation';

  /** Every item must name a recipe: 400 on the first that does not (`items.{n}.recipe_id`). */
  async function checkRecipes(items: readonly BulkItem[]): Promise<void> {
    const known = await repo.existingRecipeIds(
      db,
      items.map((i) => i.recipe_id),
    );
    const index = items.findIndex((i) => !known.has(i.recipe_id));
    if (index >= 0) throw validationError(`items.${index}.recipe_id`, messages.notFound);
  }

  return {
    async calculate(items: readonly BulkItem[]): Promise<ShoppingContent> {
      await checkRecipes(items);
      return shoppingLists.calculate(items.map((i) => ({ recipeId: i.recipe_id, portions: i.quantity })));
    },

    async recipes(q: string): Promise<{ items: BulkRecipeOption[] }> {
      const rows = await repo.searchRecipes(db, q ? containsPattern(q) : undefined, 20);
      return { items: rows.map(toRecipeOption) };
    },

    async list() {
      const { rows, total } = await repo.findAll(db);
      return { items: rows.map(toSavedCalculation), total };
    },

    async get(id: number) {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toSavedCalculation(row);
    },

    async create(actorId: number, input: { name: string; items: BulkItem[] }) {
      await checkRecipes(input.items);
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await repo.insert(tx, { name: input.name, items: input.items }, actorId, now);
        const change = { after: { name: row.name, items: row.items } };
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: row.bulkCalculationId, change },
          tx,
        );
        return toSavedCalculation(row);
      });
    },

    async update(actorId: number, id: number, input: { name: string; items: BulkItem[]; version: number }) {
      await checkRecipes(input.items);
      const values = { name: input.name, items: input.items };
      return db.transaction(async (tx) => {
        const row = await versionedRow(
          await repo.updateIfVersion(tx, id, input.version, values, clock()),
          () => repo.findById(tx, id),
        );
        const change = { after: { name: row.name, items: row.items, version: row.version } };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return toSavedCalculation(row);
      });
    },

    remove: versionedRemove(deps, {
      entity,
      deleteIfVersion: repo.deleteIfVersion,
      findByKey: repo.findById,
      change: (row) => ({ before: { name: row.name, items: row.items, version: row.version } }),
    }),
  };
}

export type BulkCalculationsService = ReturnType<typeof createBulkCalculationsService>;
