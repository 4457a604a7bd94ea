import type { BulkRecipeOption, SavedBulkCalculation } from '@brigade/domain/schemas/shopping-lists';
import type { BulkCalculationRow } from './repository.ts';

export function toSavedCalculation(row: BulkCalculationRow): SavedBulkCalculation {
  return {
    bulk_calculation_id: row.bulkCalculationId,
    name: row.name,
    items: row.items,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toRecipeOption(row: { recipeId: number; name: string }): BulkRecipeOption {
  return { recipe_id: row.recipeId, name: row.name };
}
