import { messages } from '@brigade/domain/messages/catalogue';
import { recipeAllergens } from '@brigade/domain/recipes/recipe-allergens';
import { recipeCopy } from '@brigade/domain/recipes/recipe-copy';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreateRecipe,
  RecipeDetail,
  RecipeListQuery,
  RecipeRevisionStatus,
  UpdateRecipe,
} from '@brigade/domain/schemas/recipes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { createAudited, updateAudited } from '../../lib/audited-write.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import {
  exportColumns,
  toDetail,
  toExportRow,
  toLineIngredients,
  toLineValues,
  toListItem,
  toPublicAllergens,
  toRecipeValues,
} from './mapping.ts';
import type { PublicRecipeAllergens } from '@brigade/domain/schemas/public-allergens';
import type { UpdateRecipeLayer } from '@brigade/domain/schemas/recipe-parts';
import { linesOnDate } from './day-lines.ts';
import * as repo from './repository.ts';

/** A line the database cannot take: 422 naming the line (1-based), the field under `details`. */
function lineRefused(index: number, name: string, field: string, message: string) {
  const label = name ? `Line ${index + 1} (${name})` : `Line ${index + 1}`;
  return new AppError(422, 'BUSINESS_RULE', `${label}: ${message}`, { [`lines.${index}.${field}`]: message });
}

/** The recipe; with `date`, its lines and allergens as cooked that day (the day's swaps, ADR 074). */
async function detail(tx: Db, id: number, date?: string): Promise<RecipeDetail> {
  const row = await repo.findById(tx, id);
  if (!row) throw notFound();
  const [layers, own, manual, catalogue] = await Promise.all([
    repo.findLayers(tx, id),
    repo.findLines(tx, id),
    repo.findManualAllergenIds(tx, id),
    repo.findAllergenCatalogue(tx),
  ]);
  const lines = date === undefined ? own : await linesOnDate(tx, id, date, own);
  const tags = await repo.findIngredientTags(tx, [...new Set(lines.map((l) => l.line.ingredientId))]);
  const derived = recipeAllergens(toLineIngredients(lines, tags), manual, catalogue);
  return toDetail(row, { layers, lines, manual, derived });
}

/** Refuses, before anything is written, lines whose ingredient is missing or legacy or whose spec is another's. */
async function checkReferences(tx: Db, input: CreateRecipe) {
  const ingredientIds = [...new Set(input.lines.map((l) => l.ingredient_id))];
  const found = new Map((await repo.findIngredients(tx, ingredientIds)).map((i) => [i.ingredientId, i]));
  const specIds = input.lines.flatMap((l) =>
    l.ingredient_spec_suppliers_id ? [l.ingredient_spec_suppliers_id] : [],
  );
  const specs = new Map(
    (await repo.findSpecs(tx, [...new Set(specIds)])).map((s) => [s.specId, s.ingredientId]),
  );
  input.lines.forEach((line, i) => {
    const ingredient = found.get(line.ingredient_id);
    if (!ingredient) throw lineRefused(i, '', 'ingredient_id', messages.recipeIngredientUnknown);
    if (ingredient.legacy)
      throw lineRefused(i, ingredient.name, 'ingredient_id', messages.recipeIngredientLegacy);
    const spec = line.ingredient_spec_suppliers_id;
    if (spec !== null && specs.get(spec) !== line.ingredient_id) {
      throw lineRefused(
        i,
        ingredient.name,
        'ingredient_spec_suppliers_id',
        messages.recipeSpecNotOfIngredient,
      );
    }
  });
  const allergenIds = [...new Set(input.manual_allergen_ids)];
  if ((await repo.existingAllergenIds(tx, allergenIds)).size !== allergenIds.length) {
    throw new AppError(422, 'BUSINESS_RULE', messages.allergenUnknown, {
      manual_allergen_ids: messages.allergenUnknown,
    });
  }
}

/** Layers (kept by id when they are this recipe's), then lines pointing at them, then manual allergens. */
async function writeParts(tx: Db, recipeId: number, input: CreateRecipe) {
  const existing = new Set((await repo.findLayers(tx, recipeId)).map((l) => l.recipeLayerId));
  input.layers.forEach((layer, i) => {
    if (layer.recipe_layer_id !== null && !existing.has(layer.recipe_layer_id)) {
      throw new AppError(422, 'BUSINESS_RULE', messages.recipeLayerInvalid, {
        [`layers.${i}.recipe_layer_id`]: messages.recipeLayerInvalid,
      });
    }
  });
  const kept = input.layers.flatMap((l) => (l.recipe_layer_id === null ? [] : [l.recipe_layer_id]));
  await repo.deleteLayers(tx, recipeId, kept);
  const idOfKey = new Map<string, number>();
  for (const [position, layer] of input.layers.entries()) {
    const values = { name: layer.name, position };
    if (layer.recipe_layer_id !== null) {
      await repo.updateLayer(tx, recipeId, layer.recipe_layer_id, values);
      idOfKey.set(layer.key, layer.recipe_layer_id);
    } else {
      idOfKey.set(layer.key, await repo.insertLayer(tx, recipeId, values));
    }
  }
  const layerId = (key: string | null) => (key === null ? null : (idOfKey.get(key) ?? null));
  const lines = input.lines.map((line, position) => toLineValues(line, position, layerId(line.layer_key)));
  await repo.replaceLines(tx, recipeId, lines);
  await repo.replaceManualAllergens(tx, recipeId, [...new Set(input.manual_allergen_ids)]);
}

/**
 * Recipes (level 1): a recipe is saved whole — core, layers, lines, separators and manual allergens in one
 * transaction under the recipe's version (ADR 030). Lines are the quantities of ONE portion.
 */
export function createRecipesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'recipe';

  return {
    async list(query: RecipeListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toListItem), total };
    },

    async exportTable(query: RecipeListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return { name: 'recipes', columns: exportColumns, rows: items.map(toExportRow), readAt: clock() };
    },

    /** A recipe; with `date`, as cooked that day: its lines, allergens and needs_review follow the swaps. */
    get: (id: number, date?: string) => detail(db, id, date),

    /**
     * The dish's allergens for the customer-facing analysis page (no login): names and EU codes only; with
     * `date`, of the dish as cooked that date (ADR 074).
     */
    async publicAllergens(id: number, date?: string): Promise<PublicRecipeAllergens> {
      const [recipe, codes] = await Promise.all([detail(db, id, date), repo.findAllergenCodes(db)]);
      return toPublicAllergens(recipe, codes);
    },

    async create(actorId: number, input: CreateRecipe): Promise<RecipeDetail> {
      return createAudited(deps, {
        entity,
        actorId,
        insert: async (tx) => {
          await checkReferences(tx, input);
          const row = await repo.insert(tx, { ...toRecipeValues(input), revisionStatus: 'DRAFT' }, clock());
          await writeParts(tx, row.recipeId, input);
          return detail(tx, row.recipeId);
        },
        key: (created) => created.recipe_id,
      });
    },

    async update(actorId: number, id: number, input: UpdateRecipe): Promise<RecipeDetail> {
      return updateAudited(deps, {
        entity,
        actorId,
        key: id,
        read: (tx) => detail(tx, id),
        write: async (tx) => {
          await checkReferences(tx, input);
          await versionedRow(
            await repo.updateIfVersion(tx, id, input.version, toRecipeValues(input), clock()),
            () => repo.findById(tx, id),
          );
          await writeParts(tx, id, input);
        },
      });
    },

    /**
     * One layer renamed (and moved when a position is given) without the whole recipe, under the recipe's
     * version, which it bumps: a whole save read before it is then stale (409) and cannot undo the rename.
     */
    async updateLayer(
      actorId: number,
      id: number,
      layerId: number,
      input: UpdateRecipeLayer,
    ): Promise<RecipeDetail> {
      return updateAudited(deps, {
        entity,
        actorId,
        key: id,
        read: (tx) => detail(tx, id),
        write: async (tx, before) => {
          await versionedRow(await repo.updateIfVersion(tx, id, input.version, {}, clock()), () =>
            repo.findById(tx, id),
          );
          const order = before.layers.map((l) => l.recipe_layer_id);
          const index = order.indexOf(layerId);
          if (index < 0) throw notFound();
          order.splice(index, 1);
          order.splice(Math.min(input.position ?? index, order.length), 0, layerId);
          for (const [position, layer] of order.entries()) {
            const values = layer === layerId ? { name: input.name, position } : { position };
            await repo.updateLayer(tx, id, layer, values);
          }
        },
      });
    },

    /** The audit keeps the whole recipe as it was (its lines go with it). */
    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await detail(tx, id);
        await versionedRow(await repo.deleteIfVersion(tx, id, version), () => repo.findById(tx, id));
        await audit.record({ userId: actorId, action: 'delete', entity, entityId: id, change: before }, tx);
      });
    },

    /** A new DRAFT recipe with the same lines, layers and manual allergens; 'Copy of …' unless named. */
    async copy(actorId: number, id: number, name: string | undefined): Promise<RecipeDetail> {
      return this.create(actorId, recipeCopy(await detail(db, id), name));
    },

    async setRevisionStatus(
      actorId: number,
      id: number,
      status: RecipeRevisionStatus,
      version: number,
    ): Promise<RecipeDetail> {
      return db.transaction(async (tx) => {
        const before = await repo.findById(tx, id);
        await versionedRow(
          await repo.updateIfVersion(tx, id, version, { revisionStatus: status }, clock()),
          () => repo.findById(tx, id),
        );
        const change = { revision_status: { before: before?.recipe.revisionStatus ?? null, after: status } };
        await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
        return detail(tx, id);
      });
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
