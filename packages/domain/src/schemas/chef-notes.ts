import { z } from 'zod';
import { messages } from '../messages/catalogue.ts';
import { isStorableNote, NOTE_MAX_UNITS } from '../orders/notes-limit.ts';
import { listQuery, listResponse } from './common.ts';

// Chef ingredient notes (ADR 053): the chefs' standing note on an ingredient (how it arrives, how to store or
// prepare it), also written to the object store.

/** 0: the ingredient has no note yet (a PUT with version 0 creates it); then the note's own version. */
const noteVersion = z
  .number({ error: messages.invalidValue })
  .int({ error: messages.invalidValue })
  .min(0, { error: messages.invalidValue });

export const chefIngredientNote = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  name_de: z.string(),
  notes: z.string(),
  version: noteVersion,
  /** When the note was last written; null without a note. */
  updated_at: z.string().nullable(),
});
export type ChefIngredientNote = z.infer<typeof chefIngredientNote>;

/**
 * `with_notes=true` (default): the ingredients that have a note, `q` searching names and notes.
 * `with_notes=false`: every ingredient whose name (EN or DE) matches `q`, to pick one and add a note.
 * `sort_by=name_de` sorts by the German name (the English one where there is none), for German screens.
 */
export const chefIngredientNotesQuery = listQuery(['name', 'name_de', 'updated_at']).extend({
  with_notes: z
    .enum(['true', 'false'], { error: messages.invalidValue })
    .default('true')
    .transform((value) => value === 'true'),
});
/** The query as the server reads it (defaults applied). */
export type ChefIngredientNoteListQuery = z.infer<typeof chefIngredientNotesQuery>;
export const chefIngredientNotesList = listResponse(chefIngredientNote);
export type ChefIngredientNotesList = z.infer<typeof chefIngredientNotesList>;

export const ingredientIdParam = z.object({
  ingredientId: z.coerce
    .number()
    .int()
    .positive({ error: messages.notFound })
    .max(2_147_483_647, { error: messages.notFound }),
});

/**
 * At most 5000 characters (counted as the user sees them, ADR 031), else 'Notes must be at most 5000
 * characters'. An empty note removes the ingredient's note.
 */
export const updateChefIngredientNoteRequest = z.object({
  notes: z
    .string({ error: messages.invalidValue })
    .trim()
    .max(NOTE_MAX_UNITS, { error: messages.notesTooLong })
    .refine(isStorableNote, { error: messages.notesTooLong }),
  version: noteVersion,
});
export type UpdateChefIngredientNoteRequest = z.input<typeof updateChefIngredientNoteRequest>;
