import { messages } from '@brigade/domain/messages/catalogue';
import type {
  CreateIngredientSpec,
  IngredientSpec,
  UpdateIngredientSpec,
} from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, validationError } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import type { SuppliersService } from '../suppliers/service.ts';
import { toSpec, toSpecValues } from './mapping.ts';
import * as repo from './repository.ts';
import * as specsRepo from './specs-repository.ts';

/**
 * Supplier specs of an ingredient: who sells it, article, pack and price. At most one is the
 * default; the first spec of an ingredient becomes it, and setting another default unsets the others.
 */
export function createIngredientSpecsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  suppliers: SuppliersService;
}) {
  const { db, clock, audit, suppliers } = deps;
  const entity = 'ingredient_spec';

  async function checkSupplier(tx: Db, supplierId: number) {
    if (!(await suppliers.exists(supplierId, tx)))
      throw validationError('supplier_id', messages.supplierUnknown);
  }

  async function editableIngredient(tx: Db, ingredientId: number) {
    const ingredient = await repo.findById(tx, ingredientId);
    if (!ingredient) throw notFound();
    if (ingredient.legacy) throw businessRule(messages.ingredientLegacyReadOnly);
  }

  async function read(tx: Db, specId: number): Promise<IngredientSpec> {
    const row = await specsRepo.findById(tx, specId);
    if (!row) throw notFound();
    return toSpec(row);
  }

  return {
    async create(
      actorId: number,
      ingredientId: number,
      input: CreateIngredientSpec,
    ): Promise<IngredientSpec> {
      return db.transaction(async (tx) => {
        await editableIngredient(tx, ingredientId);
        await checkSupplier(tx, input.supplier_id);
        const first = (await specsRepo.countForIngredient(tx, ingredientId)) === 0;
        const now = clock();
        const row = await specsRepo.insert(
          tx,
          ingredientId,
          { ...toSpecValues(input), isDefault: input.is_default || first },
          now,
        );
        if (row.isDefault)
          await specsRepo.unsetOtherDefaults(tx, ingredientId, row.ingredientSpecSuppliersId, now);
        const created = await read(tx, row.ingredientSpecSuppliersId);
        await audit.record(
          {
            userId: actorId,
            action: 'create',
            entity,
            entityId: created.ingredient_spec_suppliers_id,
            change: { ingredient_id: ingredientId, ...created },
          },
          tx,
        );
        return created;
      });
    },

    async update(actorId: number, specId: number, input: UpdateIngredientSpec): Promise<IngredientSpec> {
      return db.transaction(async (tx) => {
        const before = await specsRepo.findById(tx, specId);
        if (!before) throw notFound();
        if (before.version !== input.version) throw conflict(messages.staleVersion);
        await editableIngredient(tx, before.ingredientId);
        await checkSupplier(tx, input.supplier_id);
        const now = clock();
        const row = await specsRepo.updateIfVersion(tx, specId, input.version, toSpecValues(input), now);
        if (!row) throw conflict(messages.staleVersion);
        if (row.isDefault) await specsRepo.unsetOtherDefaults(tx, before.ingredientId, specId, now);
        const after = await read(tx, specId);
        await audit.record(
          {
            userId: actorId,
            action: 'update',
            entity,
            entityId: specId,
            change: { before: toSpec(before), after },
          },
          tx,
        );
        return after;
      });
    },

    async remove(actorId: number, specId: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await specsRepo.findById(tx, specId);
        if (!before) throw notFound();
        if (before.version !== version) throw conflict(messages.staleVersion);
        await editableIngredient(tx, before.ingredientId);
        const row = await specsRepo.deleteIfVersion(tx, specId, version);
        if (!row) throw conflict(messages.staleVersion);
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity,
            entityId: specId,
            change: { ingredient_id: before.ingredientId, ...toSpec(before) },
          },
          tx,
        );
      });
    },
  };
}

export type IngredientSpecsService = ReturnType<typeof createIngredientSpecsService>;
