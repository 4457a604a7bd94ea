import type { ChefIngredientNote } from '@brigade/domain/schemas/chef-notes';
import type { NoteRow } from './repository.ts';

/** An ingredient with its note; one without a note reads as empty notes at version 0. */
export function toChefNote(row: NoteRow): ChefIngredientNote {
  return {
    ingredient_id: row.ingredientId,
    name: row.name,
    name_de: row.nameDe,
    notes: row.notes ?? '',
    version: row.version ?? 0,
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}
