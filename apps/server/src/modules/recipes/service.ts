import { messages } from '@brigade/domain/messages/catalogue';
import { RECIPE_FLAG_OF_MEAL_TYPE, type MealType } from '@brigade/domain/programmes/meal-types';
import { recipeAllergens } from '@brigade/domain/recipes/recipe-allergens';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import {
  RECIPE_MEAL_FLAGS,
  mealTypesOf,
  type CreateRecipe,
  type RecipeDetail,
  type RecipeListItem,
  type RecipeMealFlags,
  type RecipeRevisionStatus,
  type UpdateRecipe,
} from '@brigade/domain/schemas/recipes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface RecipeListParams {
  start: number;
  length: number;
  q?: string | undefined;
  meal_types?: MealType[] | undefined;
  revision_status?: RecipeRevisionStatus | undefined;
  sort_by?: repo.RecipeFilter['sortBy'];
  sort_dir: 'asc' | 'desc';
}

const exportColumns = [
  'recipe_id',
  'name',
  'client_facing_name',
  'a_life_label',
  'meal_types',
  'portion_quantity',
  'portion_unit',
  'line_count',
  'revision_status',
  'rating',
  'version',
  'updated_at',
] as const;

function flagsOf(row: repo.RecipeRow): RecipeMealFlags {
  return Object.fromEntries(RECIPE_MEAL_FLAGS.map((flag) => [flag, row[flag]])) as RecipeMealFlags;
}

const ratingOf = (value: string | number | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

function toListItem(row: {
  recipe: repo.RecipeRow;
  rating: string | null;
  lineCount: number;
}): RecipeListItem {
  const r = row.recipe;
  const flags = flagsOf(r);
  return {
    recipe_id: r.recipeId,
    name: r.name,
    client_facing_name: r.clientFacingName,
    a_life_label: r.aLifeLabel,
    ...flags,
    meal_types: mealTypesOf(flags),
    portion_quantity: r.portionQuantity,
    portion_unit: r.portionUnit,
    line_count: Number(row.lineCount),
    revision_status: r.revisionStatus,
    rating: ratingOf(row.rating),
    version: r.version,
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A line the database cannot take: 422 naming the line (1-based), the field under `details`. */
function lineRefused(index: number, name: string, field: string, message: string) {
  const label = name ? `Line ${index + 1} (${name})` : `Line ${index + 1}`;
  return new AppError(422, 'BUSINESS_RULE', `${label}: ${message}`, { [`lines.${index}.${field}`]: message });
}

/**
 * /recipes (level 1): a recipe is saved whole — core, layers, lines, separators and manual allergens in one
 * transaction under the recipe's version. Lines are the quantities of ONE portion.
 */
export function createRecipesService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'recipe';

  async function detail(tx: Db, id: number): Promise<RecipeDetail> {
    const row = await repo.findById(tx, id);
    if (!row) throw notFound();
    const [layers, lines, manual, catalogue] = await Promise.all([
      repo.findLayers(tx, id),
      repo.findLines(tx, id),
      repo.findManualAllergenIds(tx, id),
      repo.findAllergenCatalogue(tx),
    ]);
    const tags = await repo.findIngredientTags(tx, [...new Set(lines.map((l) => l.line.ingredientId))]);
    const derived = recipeAllergens(
      lines.map((l) => ({
        ingredient_id: l.line.ingredientId,
        name: l.ingredientName,
        allergens_reviewed: l.allergensReviewed,
        allergens: tags
          .filter((t) => t.ingredientId === l.line.ingredientId)
          .map((t) => ({ allergen_id: t.allergenId, kind: t.kind })),
      })),
      manual,
      catalogue,
    );
    const r = row.recipe;
    const flags = flagsOf(r);
    return {
      recipe_id: r.recipeId,
      name: r.name,
      client_facing_name: r.clientFacingName,
      a_life_label: r.aLifeLabel,
      ...flags,
      meal_types: mealTypesOf(flags),
      portion_quantity: r.portionQuantity,
      portion_unit: r.portionUnit,
      error_margin: r.errorMargin,
      directions: r.directions,
      separator_indices: r.separatorIndices,
      revision_status: r.revisionStatus,
      notes: r.notes,
      checklist: r.checklist,
      public_html: r.publicHtml,
      layers: layers.map((l) => ({ recipe_layer_id: l.recipeLayerId, name: l.name, position: l.position })),
      lines: lines.map(({ line, ingredientName, ingredientNameDe }) => ({
        uid: line.uid,
        position: line.position,
        ingredient_id: line.ingredientId,
        ingredient_name: ingredientName,
        ingredient_name_de: ingredientNameDe,
        recipe_layer_id: line.recipeLayerId,
        ingredient_spec_suppliers_id: line.ingredientSpecSuppliersId,
        quantity: line.quantity,
        unit: line.unit,
        error_margin: line.errorMargin,
        directions: line.directions,
        client_facing_name: line.clientFacingName,
      })),
      manual_allergen_ids: manual,
      allergens: derived.allergens,
      needs_review: derived.needs_review,
      rating: ratingOf(row.rating),
      version: r.version,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  }

  /** Refuses, before anything is written, lines whose ingredient is missing or legacy or whose spec is another's. */
  async function checkReferences(tx: Db, input: CreateRecipe) {
    const found = new Map(
      (await repo.findIngredients(tx, [...new Set(input.lines.map((l) => l.ingredient_id))])).map((i) => [
        i.ingredientId,
        i,
      ]),
    );
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
    if ((await repo.findAllergenIds(tx, allergenIds)).length !== allergenIds.length) {
      throw new AppError(422, 'BUSINESS_RULE', messages.allergenUnknown, {
        manual_allergen_ids: messages.allergenUnknown,
      });
    }
  }

  function coreValues(input: CreateRecipe): Omit<repo.RecipeValues, 'revisionStatus'> {
    const flags = Object.fromEntries(RECIPE_MEAL_FLAGS.map((flag) => [flag, input[flag]])) as RecipeMealFlags;
    return {
      name: input.name,
      clientFacingName: input.client_facing_name,
      aLifeLabel: input.a_life_label,
      ...flags,
      portionQuantity: input.portion_quantity,
      portionUnit: input.portion_unit,
      errorMargin: input.error_margin,
      directions: input.directions,
      separatorIndices: [...new Set(input.separator_indices)].sort((a, b) => a - b),
      notes: input.notes,
      checklist: input.checklist,
      publicHtml: input.public_html,
    };
  }

  /** Layers (kept by id when they are this recipe's), then lines pointing at them, then manual allergens. */
  async function writeParts(tx: Db, recipeId: number, input: CreateRecipe) {
    const existing = new Set((await repo.findLayers(tx, recipeId)).map((l) => l.recipeLayerId));
    const idOfKey = new Map<string, number>();
    const kept: number[] = [];
    input.layers.forEach((layer, i) => {
      if (layer.recipe_layer_id !== null && !existing.has(layer.recipe_layer_id)) {
        throw new AppError(422, 'BUSINESS_RULE', messages.recipeLayerInvalid, {
          [`layers.${i}.recipe_layer_id`]: messages.recipeLayerInvalid,
        });
      }
      if (layer.recipe_layer_id !== null) kept.push(layer.recipe_layer_id);
    });
    await repo.deleteLayers(tx, recipeId, kept);
    for (const [position, layer] of input.layers.entries()) {
      const values = { name: layer.name, position };
      if (layer.recipe_layer_id !== null) {
        await repo.updateLayer(tx, recipeId, layer.recipe_layer_id, values);
        idOfKey.set(layer.key, layer.recipe_layer_id);
      } else {
        idOfKey.set(layer.key, await repo.insertLayer(tx, recipeId, values));
      }
    }
    await repo.replaceLines(
      tx,
      recipeId,
      input.lines.map((line, position) => ({
        uid: line.uid,
        position,
        ingredientId: line.ingredient_id,
        recipeLayerId: line.layer_key === null ? null : (idOfKey.get(line.layer_key) ?? null),
        ingredientSpecSuppliersId: line.ingredient_spec_suppliers_id,
        quantity: line.quantity,
        unit: line.unit,
        errorMargin: line.error_margin,
        directions: line.directions,
        clientFacingName: line.client_facing_name,
      })),
    );
    await repo.replaceManualAllergens(tx, recipeId, [...new Set(input.manual_allergen_ids)]);
  }

  return {
    async list(params: RecipeListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        flags: params.meal_types?.map((meal) => RECIPE_FLAG_OF_MEAL_TYPE[meal] as repo.FlagColumn),
        revisionStatus: params.revision_status,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toListItem), total };
    },

    async exportTable(params: Omit<RecipeListParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await this.list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'recipes',
        columns: exportColumns,
        rows: items.map((r) =>
          exportColumns.map((c) => (c === 'meal_types' ? r.meal_types.join(', ') : r[c])),
        ),
        readAt: clock(),
      };
    },

    get: (id: number) => detail(db, id),

    async create(actorId: number, input: CreateRecipe): Promise<RecipeDetail> {
      return db.transaction(async (tx) => {
        await checkReferences(tx, input);
        const row = await repo.insert(tx, { ...coreValues(input), revisionStatus: 'DRAFT' }, clock());
        await writeParts(tx, row.recipeId, input);
        const created = await detail(tx, row.recipeId);
        await audit.record(
          { userId: actorId, action: 'create', entity, entityId: row.recipeId, change: created },
          tx,
        );
        return created;
      });
    },

    async update(actorId: number, id: number, input: UpdateRecipe): Promise<RecipeDetail> {
      return db.transaction(async (tx) => {
        const before = await detail(tx, id);
        await checkReferences(tx, input);
        await versionedRow(
          await repo.updateIfVersion(tx, id, input.version, coreValues(input), clock()),
          () => repo.findById(tx, id),
        );
        await writeParts(tx, id, input);
        const after = await detail(tx, id);
        await audit.record(
          { userId: actorId, action: 'update', entity, entityId: id, change: { before, after } },
          tx,
        );
        return after;
      });
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await detail(tx, id);
        await versionedRow(await repo.deleteIfVersion(tx, id, version), () => repo.findById(tx, id));
        await audit.record({ userId: actorId, action: 'delete', entity, entityId: id, change: before }, tx);
      });
    },

    /** A new DRAFT recipe with the same lines, layers and manual allergens; 'Copy of …' unless named. */
    async copy(actorId: number, id: number, name: string | undefined): Promise<RecipeDetail> {
      const source = await detail(db, id);
      const flags = Object.fromEntries(
        RECIPE_MEAL_FLAGS.map((flag) => [flag, source[flag]]),
      ) as RecipeMealFlags;
      const key = (layerId: number) => `copy-${layerId}`;
      return this.create(actorId, {
        ...flags,
        name: name || `Copy of ${source.name}`.slice(0, 100),
        client_facing_name: source.client_facing_name,
        a_life_label: source.a_life_label,
        portion_quantity: source.portion_quantity,
        portion_unit: source.portion_unit as CreateRecipe['portion_unit'],
        error_margin: source.error_margin,
        directions: source.directions,
        notes: source.notes,
        checklist: source.checklist,
        public_html: source.public_html,
        separator_indices: source.separator_indices,
        manual_allergen_ids: source.manual_allergen_ids,
        layers: source.layers.map((l) => ({
          recipe_layer_id: null,
          key: key(l.recipe_layer_id),
          name: l.name,
        })),
        lines: source.lines.map((l) => ({
          uid: l.uid,
          ingredient_id: l.ingredient_id,
          layer_key: l.recipe_layer_id === null ? null : key(l.recipe_layer_id),
          ingredient_spec_suppliers_id: l.ingredient_spec_suppliers_id,
          quantity: l.quantity,
          unit: l.unit as CreateRecipe['lines'][number]['unit'],
          error_margin: l.error_margin,
          directions: l.directions,
          client_facing_name: l.client_facing_name,
        })),
      });
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
