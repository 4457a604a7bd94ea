import {
  analyseRecipe,
  analysisInputs,
  ANALYSIS_VERSION,
  type AnalysisLine,
} from '@brigade/domain/nutrition/analyse-recipe';
import { analysisNeedsRewrite, type AnalysisIdentity } from '@brigade/domain/nutrition/analysis-rewrite';
import {
  recipeAnalysisLatestPath,
  recipeAnalysisTimestampedPath,
} from '@brigade/domain/logistics/storage-path';
import { messages } from '@brigade/domain/messages/catalogue';
import type { PublicRecipeAnalysis, RecipeAnalysisResponse } from '@brigade/domain/schemas/nutrition';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as repo from './repository.ts';

/** The only variant computed so far: the recipe as written (one serving). */
export const DEFAULT_VARIANT = 'default';
/** Public variants that name the default one: 'latest' is the object store's name for it (spec §7). */
const DEFAULT_ALIASES = new Set([DEFAULT_VARIANT, 'latest']);

type LineRow = Awaited<ReturnType<typeof repo.findLines>>[number];

function toAnalysisLine(row: LineRow): AnalysisLine {
  const i = row.ingredient;
  return {
    name: i.name,
    client_facing_name: row.clientFacingName,
    quantity: row.quantity,
    unit: row.unit,
    ingredient: {
      name: i.name,
      energy_kcal: i.energyKcal,
      fat_g: i.fatG,
      saturated_fat_g: i.saturatedFatG,
      carbohydrates_g: i.carbohydratesG,
      sugars_g: i.sugarsG,
      fibre_g: i.fibreG,
      protein_g: i.proteinG,
      sodium_mg: i.sodiumMg,
      density_g_per_ml: i.densityGPerMl,
      grams_per_piece: i.gramsPerPiece,
    },
  };
}

/** What a stored row was computed from, for `analysisNeedsRewrite` (the names are kept in its inputs). */
function storedIdentity(row: repo.AnalysisRow): AnalysisIdentity {
  const lines = (row.inputs as { lines?: unknown } | null)?.lines;
  const names = Array.isArray(lines)
    ? lines.map((l) => String((l as { client_facing_name?: unknown } | null)?.client_facing_name ?? ''))
    : [];
  return { inputs: row.inputs, version: row.analysisVersion, clientFacingIngredients: names };
}

async function upload(store: ObjectStore, key: string, value: unknown, message: string): Promise<void> {
  try {
    await store.putJson(key, value);
  } catch (error) {
    // 502, not 503: the web reads 503 as maintenance and ends the session (spec §8).
    throw Object.assign(new AppError(502, 'INTERNAL_ERROR', message), { cause: error });
  }
}

/**
 * Spec §3/§4/§9 recipe nutrition: computed here from the recipe's lines and its ingredients' data. An analysis
 * is stored (recipe_analyses, and the object store as latest and as a timestamped copy) only when its inputs,
 * version or client-facing names differ from the stored one; otherwise the stored one is answered.
 */
export function createNutritionService(deps: { db: Db; clock: Clock; store: ObjectStore }) {
  const { db, clock, store } = deps;

  async function current(recipeId: number) {
    const recipe = await repo.findRecipe(db, recipeId);
    if (!recipe) throw notFound();
    const lines = (await repo.findLines(db, recipeId)).map(toAnalysisLine);
    const identity = analysisInputs(lines);
    const stored = await repo.findAnalysis(db, recipeId, DEFAULT_VARIANT);
    if (stored && !analysisNeedsRewrite(storedIdentity(stored), identity)) {
      return { recipe, row: stored };
    }
    const row: repo.AnalysisRow = {
      recipeId,
      variant: DEFAULT_VARIANT,
      analysisVersion: ANALYSIS_VERSION,
      inputs: identity.inputs,
      result: analyseRecipe(lines),
      computedAt: clock(),
    };
    // The object store first: when it fails nothing is recorded, so the next call tries again.
    const document = {
      recipe_id: recipeId,
      variant: DEFAULT_VARIANT,
      analysis_version: row.analysisVersion,
      computed_at: row.computedAt.toISOString(),
      inputs: row.inputs,
      result: row.result,
    };
    await upload(store, recipeAnalysisLatestPath(recipeId), document, messages.analysisUploadLatestFailed);
    await upload(
      store,
      recipeAnalysisTimestampedPath(recipeId, row.computedAt),
      document,
      messages.analysisUploadTimestampedFailed,
    );
    await repo.upsertAnalysis(db, row);
    return { recipe, row };
  }

  return {
    /** GET /recipes/:id/analysis: the analysis of the recipe's default variant, written again when due. */
    async analysis(recipeId: number): Promise<RecipeAnalysisResponse> {
      const { recipe, row } = await current(recipeId);
      return {
        recipe_id: recipe.recipeId,
        variant: row.variant,
        name: recipe.name,
        client_facing_name: recipe.clientFacingName,
        analysis_version: row.analysisVersion,
        computed_at: row.computedAt.toISOString(),
        analysis: row.result as RecipeAnalysisResponse['analysis'],
      };
    },

    /**
     * The analysis stored last, as it is (not recomputed, nothing written), or null when none was stored:
     * what a published menu falls back to when the object store refuses a new analysis.
     */
    async stored(recipeId: number): Promise<RecipeAnalysisResponse['analysis'] | null> {
      const row = await repo.findAnalysis(db, recipeId, DEFAULT_VARIANT);
      return row ? (row.result as RecipeAnalysisResponse['analysis']) : null;
    },

    /** The customer-facing analysis (no login): only public data. An unknown variant is not found. */
    async publicAnalysis(recipeId: number, variant: string): Promise<PublicRecipeAnalysis> {
      if (!DEFAULT_ALIASES.has(variant)) throw notFound();
      const { recipe, row } = await current(recipeId);
      const result = row.result as RecipeAnalysisResponse['analysis'];
      return {
        recipe_id: recipe.recipeId,
        variant: row.variant,
        name: recipe.clientFacingName.trim() || recipe.name,
        ingredients: [...new Set(result.lines.map((line) => line.clientFacingName))],
        perServing: result.perServing,
        per100g: result.per100g,
        macros: result.macros,
        caloricBreakdown: result.caloricBreakdown,
        weightPerServing: result.weightPerServing,
        complete: result.unconverted.length === 0 && result.missingNutrients.length === 0,
        computed_at: row.computedAt.toISOString(),
      };
    },
  };
}

export type NutritionService = ReturnType<typeof createNutritionService>;
