import { messages } from '@brigade/domain/messages/catalogue';
import { analyseRecipe } from '@brigade/domain/nutrition/analyse-recipe';
import {
  nutritionalAnalysis,
  type NutritionalAnalysis,
  type NutritionalInfoItem,
  type UpsertNutritionalInfo,
} from '@brigade/domain/schemas/nutritional-info';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { businessRule, conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import { versionedRow } from '../../lib/versioned.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './repository.ts';

export interface NutritionalInfoListParams {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: 'name' | 'nutritional_info_id' | 'updated_at' | undefined;
  sort_dir: 'asc' | 'desc';
}

function toItem(row: repo.NutritionalInfoRow): NutritionalInfoItem {
  return {
    nutritional_info_id: row.nutritionalInfoId,
    name: row.name,
    recipe_id: row.recipeId,
    recipe_name: row.recipeName,
    analysis: nutritionalAnalysis.parse(row.analysis),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Nutritional info list (spec §2 /nutritional-info-list/{id}): named entries with their analysis, for labels. */
export function createNutritionalInfoService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'nutritional_info';

  /** The label figures of a recipe, computed from its lines (one serving) with the domain analysis. */
  async function analysisOfRecipe(tx: Db, recipeId: number): Promise<NutritionalAnalysis> {
    const lines = await repo.findAnalysisLines(tx, recipeId);
    const result = analyseRecipe(
      lines.map((line) => ({ ...line, client_facing_name: line.clientFacingName })),
    );
    return {
      perServing: result.perServing,
      per100g: result.per100g,
      weightPerServing: result.weightPerServing,
      unconverted: [...result.unconverted],
      missingNutrients: [...result.missingNutrients],
    };
  }

  async function resolveAnalysis(tx: Db, input: UpsertNutritionalInfo): Promise<NutritionalAnalysis> {
    const recipeId = input.recipe_id ?? null;
    if (recipeId !== null && !(await repo.recipeExists(tx, recipeId))) {
      throw businessRule(messages.nutritionalInfoRecipeUnknown);
    }
    if (input.analysis) return input.analysis;
    if (recipeId === null) throw businessRule(messages.nutritionalInfoNeedsSource);
    return analysisOfRecipe(tx, recipeId);
  }

  return {
    async list(params: NutritionalInfoListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toItem), total };
    },

    async get(id: number): Promise<NutritionalInfoItem> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toItem(row);
    },

    /** Creates (no id) or edits (id + version; stale → 409) an entry. `created` tells the route 201 from 200. */
    async upsert(
      actorId: number,
      input: UpsertNutritionalInfo,
    ): Promise<{ item: NutritionalInfoItem; created: boolean }> {
      return uniqueOr(messages.nutritionalInfoNameTaken, () =>
        db.transaction(async (tx) => {
          const id = input.nutritional_info_id;
          if (id === undefined) {
            if (await repo.existsByName(tx, input.name)) throw conflict(messages.nutritionalInfoNameTaken);
            const analysis = await resolveAnalysis(tx, input);
            const newId = await repo.insert(tx, {
              name: input.name,
              recipeId: input.recipe_id ?? null,
              analysis,
              now: clock(),
            });
            const item = toItem((await repo.findById(tx, newId))!);
            await audit.record(
              { userId: actorId, action: 'create', entity, entityId: newId, change: item },
              tx,
            );
            return { item, created: true };
          }
          const before = await repo.findById(tx, id);
          if (!before) throw notFound();
          if (before.version !== input.version) throw conflict(messages.staleVersion);
          if (await repo.existsByName(tx, input.name, id)) throw conflict(messages.nutritionalInfoNameTaken);
          const analysis = await resolveAnalysis(tx, input);
          const values = { name: input.name, recipeId: input.recipe_id ?? null, analysis };
          const row = await repo.updateIfVersion(tx, id, before.version, values, clock());
          if (!row) throw conflict(messages.staleVersion);
          const item = toItem((await repo.findById(tx, id))!);
          const change = { before: toItem(before), after: item };
          await audit.record({ userId: actorId, action: 'update', entity, entityId: id, change }, tx);
          return { item, created: false };
        }),
      );
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await repo.findById(tx, id);
        await versionedRow(await repo.deleteIfVersion(tx, id, version), async () => before);
        await audit.record(
          { userId: actorId, action: 'delete', entity, entityId: id, change: before && toItem(before) },
          tx,
        );
      });
    },
  };
}

export type NutritionalInfoService = ReturnType<typeof createNutritionalInfoService>;
