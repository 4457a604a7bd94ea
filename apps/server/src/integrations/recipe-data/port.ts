import type { RecipeDataCandidate, RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';

/**
 * The recipe-data service (ingredient search and information; ADR 039). Brigade computes nutrition from its
 * own ingredient data; this port only lets a chef fill an ingredient's nutrients from the service, when one is
 * configured (RECIPE_DATA_URL). `local` is "none configured"; `live` speaks the Spoonacular food API.
 */
export interface RecipeDataService {
  readonly configured: boolean;
  /** Ingredients whose name matches the query, as the service ranks them. */
  searchIngredients(query: string): Promise<RecipeDataCandidate[]>;
  /** One ingredient's nutrients per 100 g in Brigade's fields (null where the service has none). */
  ingredientNutrients(externalId: string): Promise<RecipeDataNutrients>;
}

/**
 * Why a lookup failed: no service configured, the service's quota is used up (HTTP 402, with the service's own
 * message when it gave one), it does not know the ingredient, or anything else (no answer, an error status,
 * a body that is not what the provider documents).
 */
export type RecipeDataFailure = 'not_configured' | 'quota' | 'not_found' | 'failed';

export class RecipeDataError extends Error {
  override name = 'RecipeDataError';
  constructor(
    readonly kind: RecipeDataFailure,
    message: string,
    /** The service's own message (the quota text it sent), for the user. */
    readonly serviceMessage?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
