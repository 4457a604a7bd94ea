import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { upsertNutritionalInfoRequest } from './nutritional-info.ts';
import { createRecipeFeedbackRequest } from './recipe-feedback.ts';
import { recipeIdsQuery } from './recipe-export.ts';
import { recipeNotesListQuery, updateRecipeNotesRequest } from './recipe-notes.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('recipeIdsQuery', () => {
  it('reads ids in order, each once, spaces allowed', () => {
    expect(recipeIdsQuery.parse({ ids: '3, 1,3 ,2' }).ids).toEqual([3, 1, 2]);
  });

  it('refuses empty, malformed, zero and more than 100 ids with one message', () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a', '1,,2', '0', '1,', many, undefined]) {
      expect(firstMessage(recipeIdsQuery.safeParse({ ids })), String(ids)).toBe(
        messages.recipeExportIdsInvalid,
      );
    }
  });
});

describe('recipe notes', () => {
  it('keeps 5000 characters as the user sees them and refuses 5001', () => {
    expect(updateRecipeNotesRequest.parse({ notes: ` ${'é'.repeat(5000)}`, version: 1 }).notes).toHaveLength(
      5000,
    );
    expect(firstMessage(updateRecipeNotesRequest.safeParse({ notes: 'a'.repeat(5001), version: 1 }))).toBe(
      messages.notesTooLong,
    );
  });

  it('lists only recipes with notes unless with_notes=false', () => {
    expect(recipeNotesListQuery.parse({}).with_notes).toBe(true);
    expect(recipeNotesListQuery.parse({ with_notes: 'false' }).with_notes).toBe(false);
  });
});

describe('createRecipeFeedbackRequest', () => {
  it('takes a whole rating 1–5 and an empty date as none', () => {
    expect(createRecipeFeedbackRequest.parse({ rating: '5', served_on: '' })).toEqual({
      rating: 5,
      comment: '',
      served_on: null,
    });
    for (const rating of [0, 6, 2.5, 'x']) {
      expect(firstMessage(createRecipeFeedbackRequest.safeParse({ rating })), String(rating)).toBe(
        messages.feedbackRatingInvalid,
      );
    }
  });
});

describe('upsertNutritionalInfoRequest', () => {
  it('needs a recipe or an analysis, and a version to edit', () => {
    expect(firstMessage(upsertNutritionalInfoRequest.safeParse({ name: 'A' }))).toBe(
      messages.nutritionalInfoNeedsSource,
    );
    const edit = upsertNutritionalInfoRequest.safeParse({ nutritional_info_id: 3, name: 'A', recipe_id: 1 });
    expect(edit.error?.issues.map((i) => i.path.join('.'))).toEqual(['version']);
    expect(upsertNutritionalInfoRequest.parse({ name: ' A ', recipe_id: 1 })).toEqual({
      name: 'A',
      recipe_id: 1,
    });
  });
});
