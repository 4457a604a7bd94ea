import type { NutrientField } from '@brigade/domain/schemas/ingredients';
import type { RecipeDataCandidate, RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';
import { RecipeDataError, type RecipeDataService } from './port.ts';

/** Spec §9: HTTP time-out 20000 ms. */
export const RECIPE_DATA_TIMEOUT_MS = 20_000;
/** How many candidates a search asks for: enough to pick from in a dialog. */
const SEARCH_RESULTS = 20;

export interface LiveRecipeDataOptions {
  /** The service's base address, e.g. https://api.spoonacular.com (RECIPE_DATA_URL). */
  url: string;
  /** The API key (RECIPE_DATA_KEY), sent in the `x-api-key` header so it stays out of URLs and logs. */
  key: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Spoonacular's nutrient names (its `nutrition.nutrients[].name`) for Brigade's per-100 g fields. */
const nutrientNames: Record<NutrientField, string> = {
  energy_kcal: 'Calories',
  fat_g: 'Fat',
  saturated_fat_g: 'Saturated Fat',
  carbohydrates_g: 'Carbohydrates',
  sugars_g: 'Sugar',
  fibre_g: 'Fiber',
  protein_g: 'Protein',
  sodium_mg: 'Sodium',
};
/** The unit each field is kept in, and how many of it one of the service's units is. */
const massInGrams: Record<string, number> = { g: 1, mg: 0.001, µg: 0.000_001, mcg: 0.000_001 };
const energyInKcal: Record<string, number> = { kcal: 1, kj: 1 / 4.184 };

function convert(field: NutrientField, amount: number, unit: string): number | null {
  const u = unit.trim().toLowerCase();
  if (field === 'energy_kcal') {
    const kcal = energyInKcal[u];
    return kcal === undefined ? null : amount * kcal;
  }
  const grams = massInGrams[u];
  if (grams === undefined) return null;
  return field === 'sodium_mg' ? amount * grams * 1000 : amount * grams;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The Spoonacular food API (spoonacular.com/food-api/docs), the recipe-data service of spec §7:
 * GET {url}/food/ingredients/search?query=…&number=20 → `{ results: [{ id, name }] }`, and
 * GET {url}/food/ingredients/{id}/information?amount=100&unit=grams → `{ id, name, nutrition: { nutrients:
 * [{ name, amount, unit }] } }`, so the amounts are per 100 g. A 402 is the used-up quota (its body's
 * `message` says so); a 404 an unknown id; anything else that is not the documented answer is a failure.
 */
export function createLiveRecipeData(options: LiveRecipeDataOptions): RecipeDataService {
  const base = options.url.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? RECIPE_DATA_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(query).toString()}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json', 'x-api-key': options.key },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${timeoutMs} ms`
          : 'no connection';
      throw new RecipeDataError('failed', `recipe-data service: ${reason}`, undefined, { cause: error });
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      body = undefined;
    }
    if (response.status === 402) {
      const message = (body as { message?: unknown } | null | undefined)?.message;
      const serviceMessage =
        typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : undefined;
      throw new RecipeDataError('quota', 'recipe-data service: quota used up (HTTP 402)', serviceMessage);
    }
    if (response.status === 404) throw new RecipeDataError('not_found', 'recipe-data service: HTTP 404');
    if (!response.ok) throw new RecipeDataError('failed', `recipe-data service: HTTP ${response.status}`);
    if (body === null || typeof body !== 'object') {
      throw new RecipeDataError('failed', 'recipe-data service: the answer is not a JSON object');
    }
    return body;
  }

  const malformed = (what: string) => new RecipeDataError('failed', `recipe-data service: ${what}`);

  return {
    configured: true,

    async searchIngredients(query) {
      const body = await get('/food/ingredients/search', { query, number: String(SEARCH_RESULTS) });
      const results = (body as { results?: unknown }).results;
      if (!Array.isArray(results)) throw malformed('the search answer has no results list');
      const candidates: RecipeDataCandidate[] = [];
      for (const r of results as { id?: unknown; name?: unknown }[]) {
        if ((typeof r?.id === 'number' || typeof r?.id === 'string') && typeof r.name === 'string') {
          candidates.push({ external_id: String(r.id), name: r.name });
        }
      }
      return candidates;
    },

    async ingredientNutrients(externalId) {
      const body = (await get(`/food/ingredients/${encodeURIComponent(externalId)}/information`, {
        amount: '100',
        unit: 'grams',
      })) as { name?: unknown; nutrition?: { nutrients?: unknown } };
      const list = body.nutrition?.nutrients;
      if (!Array.isArray(list)) throw malformed('the ingredient answer has no nutrients list');
      const byName = new Map<string, { amount: number; unit: string }>();
      for (const n of list as { name?: unknown; amount?: unknown; unit?: unknown }[]) {
        if (typeof n?.name === 'string' && typeof n.amount === 'number' && Number.isFinite(n.amount)) {
          byName.set(n.name.toLowerCase(), {
            amount: n.amount,
            unit: typeof n.unit === 'string' ? n.unit : '',
          });
        }
      }
      const nutrients = Object.fromEntries(
        (Object.entries(nutrientNames) as [NutrientField, string][]).map(([field, name]) => {
          const found = byName.get(name.toLowerCase());
          const value = found ? convert(field, found.amount, found.unit) : null;
          return [field, value === null || value < 0 ? null : round(value)];
        }),
      ) as Record<NutrientField, number | null>;
      const result: RecipeDataNutrients = {
        external_id: externalId,
        name: typeof body.name === 'string' ? body.name : '',
        source: `spoonacular ingredient ${externalId}`,
        ...nutrients,
      };
      return result;
    },
  };
}
