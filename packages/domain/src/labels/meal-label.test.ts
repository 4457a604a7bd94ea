import { describe, expect, it } from 'vitest';
import { mealLabelContent, mealLabelDates, type LabelLine, type LabelRecipe } from './meal-label.ts';

const catalogue = [
  { allergenId: 1, code: 'MILK', name: 'Milk', nameDe: 'Milch' },
  { allergenId: 2, code: 'NUTS', name: 'Nuts', nameDe: 'Schalenfrüchte' },
  { allergenId: 3, code: 'CELERY', name: 'Celery', nameDe: 'Sellerie' },
  { allergenId: 4, code: 'MUSTARD', name: 'Mustard', nameDe: 'Senf' },
  { allergenId: 9, code: null, name: 'Garlic', nameDe: 'Knoblauch' },
];

const line = (over: Partial<LabelLine> & Pick<LabelLine, 'ingredientId' | 'name'>): LabelLine => ({
  nameDe: '',
  clientFacingName: '',
  grams: 10,
  contains: [],
  mayContain: [],
  ...over,
});

const recipe: LabelRecipe = {
  recipeId: 12,
  name: 'Walnut salad v2',
  clientFacingName: 'Walnut salad',
  lines: [
    line({ ingredientId: 1, name: 'Walnuts', nameDe: 'Baumnüsse', grams: 30, contains: [2] }),
    line({ ingredientId: 2, name: 'Cream', nameDe: 'Rahm', grams: 40, contains: [1] }),
    line({ ingredientId: 3, name: 'Lettuce', nameDe: 'Salat', grams: 80, mayContain: [3] }),
    line({ ingredientId: 4, name: 'Salt', nameDe: 'Salz', grams: null }),
    line({ ingredientId: 2, name: 'Cream', nameDe: 'Rahm', grams: 50, contains: [1] }),
    line({ ingredientId: 5, name: 'Milk powder', nameDe: 'Milchpulver', grams: 5, contains: [1] }),
  ],
  manualAllergenIds: [4, 3],
  per100g: null,
  servingWeightG: 204.6,
};

const text = (segments: readonly { text: string; strong: boolean }[]) =>
  segments.map((s) => (s.strong ? `**${s.text}**` : s.text)).join('');

describe('meal label content', () => {
  it('lists ingredients by descending weight (one entry per ingredient, unknown weights last)', () => {
    const label = mealLabelContent(recipe, catalogue, 'en');
    expect(label.title).toBe('Walnut salad');
    expect(label.ingredients.map(text)).toEqual([
      '**Cream** (**milk**)',
      'Lettuce',
      '**Walnuts**',
      '**Milk powder**',
      'Salt',
    ]);
    expect(label.netWeightG).toBe(205);
  });

  it('emphasises every allergen of the dish; one set by hand alone follows the list; traces are "may contain"', () => {
    const label = mealLabelContent(recipe, catalogue, 'en');
    expect(label.emphasised).toEqual([1, 2, 3, 4]);
    // Celery is set by hand (contains), so it is no longer a trace.
    expect(label.contains).toEqual(['mustard', 'celery']);
    expect(label.mayContain).toEqual([]);
    const traces = mealLabelContent({ ...recipe, manualAllergenIds: [] }, catalogue, 'en');
    expect(traces.mayContain).toEqual(['celery']);
    expect(traces.emphasised).toEqual([1, 2]);
  });

  it('prints German names and words on a German label, and the kitchen’s own allergens by name', () => {
    const withGarlic: LabelRecipe = {
      ...recipe,
      lines: [...recipe.lines, line({ ingredientId: 6, name: 'Aioli', nameDe: 'Aioli', contains: [9] })],
    };
    const label = mealLabelContent(withGarlic, catalogue, 'de');
    expect(label.ingredients.map(text)).toContain('**Rahm** (**Milch**)');
    expect(label.ingredients.map(text)).toContain('**Milchpulver**');
    expect(label.ingredients.map(text)).toContain('**Baumnüsse** (**Schalenfrüchte**)');
    expect(label.ingredients.map(text)).toContain('**Aioli** (**Knoblauch**)');
    expect(label.contains).toEqual(['Senf', 'Sellerie']);
    expect(label.nutrition).toBeNull();
  });

  it('dates a meal from its kitchen day', () => {
    expect(mealLabelDates('2026-11-30', { bestBeforeDays: 3, useByDays: 4 })).toEqual({
      produced: '2026-11-30',
      bestBefore: '2026-12-03',
      useBy: '2026-12-04',
    });
  });
});
