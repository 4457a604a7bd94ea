import { describe, expect, it } from 'vitest';
import { createIngredientRequest, updateIngredientRequest } from '@brigade/domain/schemas/ingredients';
import {
  declarationOf,
  formValuesOf,
  lookedUpValues,
  withDeclaration,
  withOthersFree,
} from './ingredient-values.ts';

const detail = {
  ingredient_id: 3,
  name: 'Butter',
  name_de: 'Butter',
  spec: '',
  spec_de: '',
  energy_kcal: 717,
  fat_g: 81.1,
  saturated_fat_g: null,
  carbohydrates_g: 0.06,
  sugars_g: null,
  fibre_g: 0,
  protein_g: 0.85,
  sodium_mg: 11,
  density_g_per_ml: 0.911,
  grams_per_piece: null,
  allergens_reviewed: true,
  source: 'USDA',
  legacy: false,
  version: 4,
  updated_at: '2026-01-01T00:00:00.000Z',
  allergens: [{ allergen_id: 7, name: 'Milk', name_de: 'Milch', kind: 'CONTAINS' as const }],
  declarations: [
    { allergen_id: 6, name: 'Soybeans', name_de: 'Soja', code: 'SOY', state: 'UNKNOWN' as const },
    { allergen_id: 7, name: 'Milk', name_de: 'Milch', code: 'MILK', state: 'CONTAINS' as const },
    { allergen_id: 8, name: 'Nuts', name_de: 'Schalenfrüchte', code: 'NUTS', state: 'FREE' as const },
  ].map((d) => ({ ...d, declared_by: null, declared_at: null })),
  specs: [],
};

describe('ingredient form values', () => {
  it('shows unknown amounts as empty fields and round-trips through the shared schema', () => {
    const values = formValuesOf(detail);
    expect(values).toMatchObject({ energy_kcal: '717', saturated_fat_g: '', fibre_g: '0', version: 4 });
    // Every declared allergen, FREE too; an UNKNOWN one is left out.
    expect(values.allergens).toEqual([
      { allergen_id: 7, kind: 'CONTAINS' },
      { allergen_id: 8, kind: 'FREE' },
    ]);
    const parsed = updateIngredientRequest.parse(values);
    expect(parsed).toMatchObject({
      energy_kcal: 717,
      saturated_fat_g: null,
      fibre_g: 0,
      grams_per_piece: null,
    });
  });

  it('starts a new ingredient empty, which the schema refuses only for the name', () => {
    const values = formValuesOf(undefined);
    expect(values.version).toBeUndefined();
    const result = createIngredientRequest.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['name']);
  });

  it('sets, changes and clears a declaration (UNKNOWN leaves it out)', () => {
    const one = withDeclaration([], 7, 'CONTAINS');
    const changed = withDeclaration([...one, { allergen_id: 8, kind: 'FREE' }], 7, 'MAY_CONTAIN');
    expect(changed).toEqual([
      { allergen_id: 8, kind: 'FREE' },
      { allergen_id: 7, kind: 'MAY_CONTAIN' },
    ]);
    expect(withDeclaration(changed, 8, 'UNKNOWN')).toEqual([{ allergen_id: 7, kind: 'MAY_CONTAIN' }]);
    expect(declarationOf(changed, 7)).toBe('MAY_CONTAIN');
    expect(declarationOf(changed, 9)).toBe('UNKNOWN');
  });

  it('declares every allergen still unknown free, and keeps the others', () => {
    const list = [{ allergen_id: 7, kind: 'CONTAINS' as const }];
    expect(withOthersFree(list, [6, 7, 8])).toEqual([
      { allergen_id: 7, kind: 'CONTAINS' },
      { allergen_id: 6, kind: 'FREE' },
      { allergen_id: 8, kind: 'FREE' },
    ]);
  });
});

describe('lookedUpValues', () => {
  it('fills all eight nutrients and the source; one the service lacks becomes empty (unknown)', () => {
    const values = lookedUpValues({
      external_id: '1001',
      name: 'butter',
      source: 'spoonacular ingredient 1001',
      energy_kcal: 717,
      fat_g: 81.11,
      saturated_fat_g: 51.37,
      carbohydrates_g: 0.06,
      sugars_g: 0,
      fibre_g: null,
      protein_g: 0.85,
      sodium_mg: 643,
    });
    expect(values).toEqual({
      energy_kcal: '717',
      fat_g: '81.11',
      saturated_fat_g: '51.37',
      carbohydrates_g: '0.06',
      sugars_g: '0',
      fibre_g: '',
      protein_g: '0.85',
      sodium_mg: '643',
      source: 'spoonacular ingredient 1001',
    });
    // The filled values pass the shared schema the save uses.
    const parsed = createIngredientRequest.safeParse({
      ...formValuesOf(undefined),
      name: 'Butter',
      ...values,
    });
    expect(parsed.success).toBe(true);
  });
});
