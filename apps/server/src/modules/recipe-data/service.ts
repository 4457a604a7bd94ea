import { messages } from '@brigade/domain/messages/catalogue';
import type { RecipeDataCandidate, RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';
import { AppError, businessRule, notFound } from '../../lib/errors.ts';
import { RecipeDataError, type RecipeDataService } from '../../integrations/recipe-data/port.ts';

/**
 * How a failed lookup reads for the client (ADR 040): a used-up quota shows the service's own message, or a
 * quota-limit message naming the service. Never a 500: the service's trouble is not Brigade's.
 */
function toAppError(error: unknown): AppError {
  if (!(error instanceof RecipeDataError)) {
    return new AppError(502, 'UPSTREAM_FAILED', messages.recipeDataFailed);
  }
  switch (error.kind) {
    case 'not_configured':
      return businessRule(messages.recipeDataNotConfigured);
    case 'quota':
      return new AppError(422, 'QUOTA_EXCEEDED', error.serviceMessage ?? messages.recipeDataQuotaExceeded);
    case 'not_found':
      return notFound(messages.recipeDataIngredientUnknown);
    case 'failed':
      return new AppError(502, 'UPSTREAM_FAILED', messages.recipeDataFailed);
  }
}

/** The lookup a chef uses to fill an ingredient's nutrients from the recipe-data service (ADR 039). */
export function createRecipeDataLookup(deps: { service: RecipeDataService; log?: (error: unknown) => void }) {
  const { service } = deps;
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof RecipeDataError && error.kind === 'not_configured')) deps.log?.(error);
      throw toAppError(error);
    }
  }
  return {
    status: () => ({ configured: service.configured }),
    search: (query: string): Promise<{ items: RecipeDataCandidate[] }> =>
      guarded(async () => ({ items: await service.searchIngredients(query) })),
    nutrients: (externalId: string): Promise<RecipeDataNutrients> =>
      guarded(() => service.ingredientNutrients(externalId)),
  };
}
export type RecipeDataLookup = ReturnType<typeof createRecipeDataLookup>;
