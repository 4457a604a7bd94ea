import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isStorableNote, NOTE_MAX_UNITS } from '../orders/notes-limit.ts';
import { listQuery, listResponse, version } from './common.ts';

/** A row of /recipes/notes: a recipe with its notes. */
export const recipeNoteItem = z.object({
  recipe_id: z.number().int(),
  name: z.string(),
  client_facing_name: z.string(),
  notes: z.string(),
  version,
  updated_at: z.string(),
});
export type RecipeNoteItem = z.infer<typeof recipeNoteItem>;

/** `q` searches name, client-facing name and the notes; `with_notes=false` lists every recipe. */
export const recipeNotesListQuery = listQuery(['name', 'recipe_id', 'updated_at']).extend({
  with_notes: z
    .enum(['true', 'false'], { error: messages.invalidValue })
    .default('true')
    .transform((value) => value === 'true'),
});
/** A parsed list query (defaults filled in), as the service reads it. */
export type RecipeNotesListQuery = z.infer<typeof recipeNotesListQuery>;
export const recipeNotesList = listResponse(recipeNoteItem);

/** Notes hold at most 5000 characters (counted as the user sees them); a longer note is refused (ADR 031). */
export const updateRecipeNotesRequest = z.object({
  notes: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(NOTE_MAX_UNITS, { error: messages.notesTooLong })
    .refine(isStorableNote, { error: messages.notesTooLong }),
  version,
});
export type UpdateRecipeNotesRequest = z.input<typeof updateRecipeNotesRequest>;
