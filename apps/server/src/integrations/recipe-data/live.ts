import { fetchOutbound } from '../../lib/outbound-fetch.ts';
import { RecipeDataError, type RecipeDataService } from './port.ts';
import { toCandidates, toNutrients } from './spoonacular.ts';

/** The longest a call to the service may take before it counts as failed: 20 seconds. */
const RECIPE_DATA_TIMEOUT_MS = 20_000;
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

/** The answer's body as JSON, or undefined when it is none. */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/** Why an answer is not the documented one: 402 is the used-up quota (with its message), 404 an unknown id. */
function refusal(status: number, body: unknown): RecipeDataError {
  if (status === 402) {
    const message = (body as { message?: unknown } | null | undefined)?.message;
    const serviceMessage =
      typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : undefined;
    return new RecipeDataError('quota', 'recipe-data service: quota used up (HTTP 402)', serviceMessage);
  }
  if (status === 404) return new RecipeDataError('not_found', 'recipe-data service: HTTP 404');
  return new RecipeDataError('failed', `recipe-data service: HTTP ${status}`);
}

/** GET `{base}{path}?{query}` with the key; the JSON object it answers, or a RecipeDataError. */
async function getJson(
  options: LiveRecipeDataOptions,
  path: string,
  query: Record<string, string>,
): Promise<object> {
  const url = `${options.url.replace(/\/+$/, '')}${path}?${new URLSearchParams(query).toString()}`;
  const response = await fetchOutbound(
    {
      url,
      init: { headers: { accept: 'application/json', 'x-api-key': options.key } },
      timeoutMs: options.timeoutMs ?? RECIPE_DATA_TIMEOUT_MS,
      fetch: options.fetch,
    },
    (reason, cause) => new RecipeDataError('failed', `recipe-data service: ${reason}`, undefined, { cause }),
  );
  const body = await bodyOf(response);
  if (!response.ok) throw refusal(response.status, body);
  if (body === null || typeof body !== 'object') {
    throw new RecipeDataError('failed', 'recipe-data service: the answer is not a JSON object');
  }
  return body;
}

/**
 * The Spoonacular food API as the recipe-data service (ADR 040): GET {url}/food/ingredients/search?query=…
 * &number=20 to search, and GET {url}/food/ingredients/{id}/information?amount=100&unit=grams for one
 * ingredient's nutrients, so the amounts are per 100 g. Anything that is not the documented answer fails.
 */
export function createLiveRecipeData(options: LiveRecipeDataOptions): RecipeDataService {
  return {
    configured: true,

    async searchIngredients(query) {
      const body = await getJson(options, '/food/ingredients/search', {
        query,
        number: String(SEARCH_RESULTS),
      });
      return toCandidates(body);
    },

    async ingredientNutrients(externalId) {
      const path = `/food/ingredients/${encodeURIComponent(externalId)}/information`;
      return toNutrients(externalId, await getJson(options, path, { amount: '100', unit: 'grams' }));
    },
  };
}
