import {
  analyseRecipe,
  analysisInputs,
  ANALYSIS_VERSION,
  type RecipeAnalysis,
} from '@brigade/domain/nutrition/analyse-recipe';
import { analysisNeedsRewrite } from '@brigade/domain/nutrition/analysis-rewrite';
import { dayRecipeLines } from '@brigade/domain/kitchen/day-recipe-lines';
import {
  recipeAnalysisLatestPath,
  recipeAnalysisTimestampedPath,
} from '@brigade/domain/logistics/storage-path';
import { messages } from '@brigade/domain/messages/catalogue';
import {
  ANALYSIS_ID_VARIANT,
  type PublicRecipeAnalysis,
  type RecipeAnalysisResponse,
} from '@brigade/domain/schemas/nutrition';
import type { Db } from '../../db/client.ts';
import type { ObjectStore } from '../../integrations/storage/port.ts';
import type { Clock } from '../../lib/clock.ts';
import { dayOverridesOf } from '../../lib/day-lines.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  storedIdentity,
  toAnalysisLine,
  toAnalysisResponse,
  toPublicAnalysis,
  toStoredDocument,
} from './mapping.ts';
import * as repo from './repository.ts';

/** The only variant computed so far: the recipe as written (one serving). */
const DEFAULT_VARIANT = 'default';
/** Public variants that name the default one: 'latest' is the object store's name for it (ADR 037). */
const DEFAULT_ALIASES = new Set([DEFAULT_VARIANT, 'latest']);
/** The largest recipe id the database holds (a 32-bit serial). */
const MAX_ID = 2_147_483_647;

async function upload(store: ObjectStore, key: string, value: unknown, message: string): Promise<void> {
  try {
    await store.putJson(key, value);
  } catch (error) {
    // 502, not 503: the web reads 503 as maintenance and ends the session.
    throw Object.assign(new AppError(502, 'INTERNAL_ERROR', message), { cause: error });
  }
}

/**
 * A recipe's nutrition, computed here from its lines and its ingredients' data (ADR 035). An analysis is
 * stored (recipe_analyses, and the object store as latest and as a timestamped copy) only when its inputs,
 * version or client-facing names differ from the stored one; otherwise the stored one is answered (ADR 036).
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
    const document = toStoredDocument(row);
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

  async function compute(recipeId: number, tx: Db = db, date?: string): Promise<RecipeAnalysis> {
    const lines = await repo.findLines(tx, recipeId);
    if (date === undefined) return analyseRecipe(lines.map(toAnalysisLine));
    // The recipe as cooked that date: the day's swaps (ADR 074).
    const day = await dayOverridesOf(tx, [date]);
    const swapped = new Map(
      (await repo.findIngredients(tx, day.swappedIn)).map((r) => [r.ingredientId, r.ingredient]),
    );
    const cooked = dayRecipeLines(lines, day.of(date, recipeId), (line, ingredientId) => ({
      ...line,
      ingredientId,
      ingredient: swapped.get(ingredientId) ?? line.ingredient,
    }));
    return analyseRecipe(cooked.map(toAnalysisLine));
  }

  return {
    /** GET /recipes/:id/analysis: the analysis of the recipe's default variant, written again when due. */
    async analysis(recipeId: number): Promise<RecipeAnalysisResponse> {
      const { recipe, row } = await current(recipeId);
      return toAnalysisResponse(recipe, row);
    },

    /**
     * The analysis stored last, as it is (not recomputed, nothing written), or null when none was stored:
     * what a published menu falls back to when the object store refuses a new analysis.
     */
    async stored(recipeId: number): Promise<RecipeAnalysisResponse['analysis'] | null> {
      const row = await repo.findAnalysis(db, recipeId, DEFAULT_VARIANT);
      return row ? (row.result as RecipeAnalysisResponse['analysis']) : null;
    },

    /**
     * The customer-facing analysis of `{id}-{variant}` (no login): only public data. An unknown recipe or
     * variant is not found. With `date`, the dish as cooked that date (the day's swaps, ADR 074): computed,
     * not stored (the stored analysis is the recipe's as written).
     */
    async publicAnalysis(idVariant: string, date?: string): Promise<PublicRecipeAnalysis> {
      const [, id = '', variant = ''] = ANALYSIS_ID_VARIANT.exec(idVariant) ?? [];
      const recipeId = Number(id);
      if (recipeId < 1 || recipeId > MAX_ID || !DEFAULT_ALIASES.has(variant)) throw notFound();
      if (date === undefined) {
        const { recipe, row } = await current(recipeId);
        return toPublicAnalysis(recipe, row);
      }
      const recipe = await repo.findRecipe(db, recipeId);
      if (!recipe) throw notFound();
      const result = await compute(recipeId, db, date);
      return toPublicAnalysis(recipe, {
        recipeId,
        variant: DEFAULT_VARIANT,
        analysisVersion: ANALYSIS_VERSION,
        inputs: null,
        result,
        computedAt: clock(),
      });
    },

    /**
     * The analysis of a recipe's lines as they are now, computed and not stored (the nutritional info list
     * keeps its own copy); `tx` when the caller reads inside its transaction; with `date`, as cooked that day.
     */
    compute,
  };
}

export type NutritionService = ReturnType<typeof createNutritionService>;
