import type { RecipeNoteItem } from '@brigade/domain/schemas/recipe-notes';
import type { RecipeNoteRow } from './repository.ts';

export function toRecipeNote(row: RecipeNoteRow): RecipeNoteItem {
  return {
    recipe_id: row.recipeId,
    name: row.name,
    client_facing_name: row.clientFacingName,
    notes: row.notes,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}
