import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreateIngredient,
  IngredientAutocompleteResponse,
  IngredientDetail,
  IngredientListQuery,
  UpdateIngredient,
} from '@brigade/domain/schemas/ingredients';
import type { Db } from '../../db/client.ts';
import { createUniqueAudited, updateAudited } from '../../lib/audited-write.ts';
import type { ExportTable } from '../../lib/export.ts';
import { mappedPage } from '../../lib/find-page.ts';
import type { CoreDeps } from '../../lib/module.ts';
import {
  AppError,
  businessRule,
  conflict,
  notFound,
  referencedOr,
  uniqueOr,
  validationError,
} from '../../lib/errors.ts';
import { exportColumns, toAutocompleteItem, toDetail, toExportRow, toListItem, toValues } from './mapping.ts';
import * as repo from './repository.ts';
import * as specsRepo from './specs-repository.ts';

/** Ingredients: list (current or legacy), autocomplete, detail with allergens and specs, CRUD. */
export function createIngredientsService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'ingredient';

  async function detail(tx: Db, ingredientId: number): Promise<IngredientDetail> {
    const row = await repo.findById(tx, ingredientId);
    if (!row) throw notFound();
    const [declarations, specs] = await Promise.all([
      repo.findDeclarations(tx, ingredientId),
      specsRepo.findByIngredient(tx, ingredientId),
    ]);
    return toDetail(row, declarations, specs);
  }

  /**
   * Every declared allergen exists; "reviewed" needs a declaration for each of the EU-14 (the catalogue's
   * allergens with a code; ADR 054): otherwise 422, naming the allergens still unknown.
   */
  async function checkAllergens(tx: Db, input: CreateIngredient) {
    const ids = input.allergens.map((a) => a.allergen_id);
    const known = await repo.existingAllergenIds(tx, ids);
    if (ids.some((id) => !known.has(id))) throw validationError('allergens', messages.allergenUnknown);
    if (!input.allergens_reviewed) return;
    const declared = new Set(ids);
    const unknown = (await repo.regulatedAllergens(tx)).filter((a) => !declared.has(a.allergenId));
    if (unknown.length > 0) {
      throw new AppError(422, 'BUSINESS_RULE', messages.allergensUndeclared, {
        allergens_reviewed: messages.allergensUndeclared,
        undeclared: unknown.map((a) => a.name).join(', '),
      });
    }
  }

  const declare = (tx: Db, actorId: number, ingredientId: number, input: CreateIngredient) =>
    repo.writeDeclarations(tx, ingredientId, input.allergens, { userId: actorId, at: clock() });

  const page = (query: IngredientListQuery, legacy: boolean) =>
    mappedPage(repo.findPage(db, query, legacy), toListItem);

  return {
    list: (query: IngredientListQuery) => page(query, false),
    /** The older app's ingredients, read-only. */
    listLegacy: (query: IngredientListQuery) => page(query, true),

    async exportTable(query: IngredientListQuery): Promise<ExportTable> {
      const { rows } = await repo.findPage(db, { ...query, start: 0, length: EXPORT_MAX_ROWS }, false);
      return { name: 'ingredients', columns: exportColumns, rows: rows.map(toExportRow), readAt: clock() };
    },

    async autocomplete(q: string, limit: number): Promise<IngredientAutocompleteResponse> {
      const rows = await repo.autocomplete(db, q, limit);
      return { items: rows.map(toAutocompleteItem) };
    },

    get: (ingredientId: number) => detail(db, ingredientId),

    async create(actorId: number, input: CreateIngredient): Promise<IngredientDetail> {
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.ingredientNameTaken,
        exists: () => repo.existsByName(db, input.name),
        insert: async (tx) => {
          await checkAllergens(tx, input);
          const row = await repo.insert(tx, toValues(input), clock());
          await declare(tx, actorId, row.ingredientId, input);
          return detail(tx, row.ingredientId);
        },
        key: (created) => created.ingredient_id,
      });
    },

    /** A stale `version` changes nothing and answers 409 (optimistic concurrency). */
    async update(actorId: number, ingredientId: number, input: UpdateIngredient): Promise<IngredientDetail> {
      return uniqueOr(messages.ingredientNameTaken, () =>
        updateAudited(deps, {
          entity,
          actorId,
          key: ingredientId,
          read: (tx) => detail(tx, ingredientId),
          write: async (tx, before) => {
            if (before.version !== input.version) throw conflict(messages.staleVersion);
            if (before.legacy) throw businessRule(messages.ingredientLegacyReadOnly);
            if (await repo.existsByName(tx, input.name, ingredientId))
              throw conflict(messages.ingredientNameTaken);
            await checkAllergens(tx, input);
            const row = await repo.updateIfVersion(tx, ingredientId, input.version, toValues(input), clock());
            if (!row) throw conflict(messages.staleVersion);
            await declare(tx, actorId, ingredientId, input);
          },
          // The audit keeps the ingredient's own fields; its specs are audited on their own.
          audited: ({ specs: _specs, ...own }) => own,
        }),
      );
    },

    /** An ingredient a recipe line uses is kept (409 with the reason); its specs and tags go with it. */
    async remove(actorId: number, ingredientId: number, version: number): Promise<void> {
      await referencedOr(messages.ingredientInUse, () =>
        db.transaction(async (tx) => {
          const before = await detail(tx, ingredientId);
          if (before.version !== version) throw conflict(messages.staleVersion);
          if (before.legacy) throw businessRule(messages.ingredientLegacyReadOnly);
          if (await repo.isUsedByRecipe(tx, ingredientId)) throw conflict(messages.ingredientInUse);
          const row = await repo.deleteIfVersion(tx, ingredientId, version);
          if (!row) throw conflict(messages.staleVersion);
          await audit.record(
            { userId: actorId, action: 'delete', entity, entityId: ingredientId, change: before },
            tx,
          );
        }),
      );
    },
  };
}

export type IngredientsService = ReturnType<typeof createIngredientsService>;
