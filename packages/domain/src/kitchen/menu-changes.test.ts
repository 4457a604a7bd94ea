import { describe, expect, it } from 'vitest';
import { menuChanges, type ComparableDish } from './menu-changes.ts';

const milk = { allergen_id: 7, name: 'Milk', name_de: 'Milch' };
const nuts = { allergen_id: 8, name: 'Nuts', name_de: 'Schalenfrüchte' };
const figures = { energy_kcal: 512.4, protein_g: 30, carbohydrates_g: 40, fat_g: 20, salt_g: 1.2 };

const dish = (slot: string, recipe_id: number, overrides: Partial<ComparableDish> = {}): ComparableDish => ({
  slot,
  recipe_id,
  display_name: `Dish ${recipe_id}`,
  allergens: [milk],
  nutrition: figures,
  ...overrides,
});

describe('menuChanges', () => {
  it('finds nothing when the dishes are the same, even with figures recomputed below a label digit', () => {
    const same = [dish('lunch', 1), dish('dinner', 2)];
    const recomputed = [
      dish('lunch', 1, { nutrition: { ...figures, energy_kcal: 512.41 } }),
      dish('dinner', 2),
    ];
    expect(menuChanges(same, recomputed)).toEqual([]);
  });

  it('names added, removed and replaced slots in menu order, extras last', () => {
    const published = [dish('extra_1', 9), dish('dinner', 2), dish('breakfast', 1)];
    const current = [dish('dinner', 3), dish('lunch', 4), dish('breakfast', 1)];
    expect(menuChanges(published, current).map((c) => [c.slot, c.kind, c.before, c.after])).toEqual([
      ['lunch', 'added', null, 'Dish 4'],
      ['dinner', 'replaced', 'Dish 2', 'Dish 3'],
      ['extra_1', 'removed', 'Dish 9', null],
    ]);
  });

  it('reports a new name, allergens gained and lost, and other nutrition for the same recipe', () => {
    const published = [dish('lunch', 1)];
    const current = [
      dish('lunch', 1, {
        display_name: 'Green curry',
        allergens: [nuts],
        nutrition: { ...figures, energy_kcal: 600 },
      }),
    ];
    expect(menuChanges(published, current)).toEqual([
      {
        slot: 'lunch',
        kind: 'renamed',
        before: 'Dish 1',
        after: 'Green curry',
        allergens_added: [],
        allergens_removed: [],
      },
      {
        slot: 'lunch',
        kind: 'allergens',
        before: null,
        after: null,
        allergens_added: [nuts],
        allergens_removed: [milk],
      },
      {
        slot: 'lunch',
        kind: 'nutrition',
        before: '512 kcal',
        after: '600 kcal',
        allergens_added: [],
        allergens_removed: [],
      },
    ]);
  });

  it('counts nutrition that appeared or disappeared as a change', () => {
    const changes = menuChanges([dish('lunch', 1, { nutrition: null })], [dish('lunch', 1)]);
    expect(changes.map((c) => [c.kind, c.before, c.after])).toEqual([['nutrition', null, '512 kcal']]);
  });
});
