import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import {
  createIngredientRequest,
  createIngredientSpecRequest,
  createSupplierRequest,
  updateIngredientRequest,
} from './ingredients.ts';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('ingredient requests', () => {
  it('reads form text as numbers: empty is unknown, a decimal comma is a point', () => {
    const parsed = createIngredientRequest.parse({
      name: ' Butter ',
      energy_kcal: '717',
      fat_g: '81,1',
      sugars_g: '',
    });
    expect(parsed).toMatchObject({
      name: 'Butter',
      energy_kcal: 717,
      fat_g: 81.1,
      sugars_g: null,
      protein_g: null,
    });
    expect(parsed.allergens).toEqual([]);
    expect(parsed.allergens_reviewed).toBe(false);
  });

  it('bounds nutrients per 100 g and the conversion factors', () => {
    const result = createIngredientRequest.safeParse({
      name: 'X',
      energy_kcal: 901,
      fat_g: -1,
      sodium_mg: 'salty',
      density_g_per_ml: 0,
      grams_per_piece: '-3',
    });
    expect(issues(result)).toEqual([
      ['energy_kcal', messages.nutrientInvalid],
      ['fat_g', messages.nutrientInvalid],
      ['sodium_mg', messages.nutrientInvalid],
      ['density_g_per_ml', messages.densityInvalid],
      ['grams_per_piece', messages.gramsPerPieceInvalid],
    ]);
  });

  it('keeps parts within their whole and each allergen once', () => {
    expect(issues(createIngredientRequest.safeParse({ name: 'X', carbohydrates_g: 5, sugars_g: 6 }))).toEqual(
      [['sugars_g', messages.sugarsAboveCarbohydrates]],
    );
    const twice = createIngredientRequest.safeParse({
      name: 'X',
      allergens: [
        { allergen_id: 7, kind: 'CONTAINS' },
        { allergen_id: 7, kind: 'MAY_CONTAIN' },
      ],
    });
    expect(issues(twice)).toEqual([['allergens', messages.allergenListedTwice]]);
    // An edit replaces every field (ADR 084): each one left out is named, a nutrient too (not read as unknown).
    expect(issues(updateIngredientRequest.safeParse({ name: 'X' })).map(([path]) => path)).toEqual([
      'name_de',
      'spec',
      'spec_de',
      'energy_kcal',
      'fat_g',
      'saturated_fat_g',
      'carbohydrates_g',
      'sugars_g',
      'fibre_g',
      'protein_g',
      'sodium_mg',
      'density_g_per_ml',
      'grams_per_piece',
      'allergens_reviewed',
      'source',
      'allergens',
      'version',
    ]);
  });
});

describe('supplier spec and supplier requests', () => {
  it('needs a supplier, a positive pack in a known unit and a CHF price', () => {
    expect(
      createIngredientSpecRequest.parse({
        supplier_id: 1,
        pack_size: '2,5',
        pack_unit: 'kg',
        price_chf: '3.90',
      }),
    ).toEqual({
      supplier_id: 1,
      article_number: '',
      pack_size: 2.5,
      pack_unit: 'kg',
      price_chf: 3.9,
      is_default: false,
    });
    expect(
      issues(
        createIngredientSpecRequest.safeParse({
          supplier_id: '',
          pack_size: 0,
          pack_unit: 'box',
          price_chf: '1.234',
        }),
      ),
    ).toEqual([
      ['supplier_id', messages.supplierRequired],
      ['pack_size', messages.packSizeInvalid],
      ['pack_unit', messages.packUnitInvalid],
      ['price_chf', messages.specPriceInvalid],
    ]);
  });

  it('accepts an empty or valid e-mail and a phone of digits and separators', () => {
    expect(createSupplierRequest.parse({ name: 'Meier', phone: '+41 (44) 123-45/67' }).email).toBe('');
    expect(issues(createSupplierRequest.safeParse({ name: '', email: 'x@', phone: 'abc' }))).toEqual([
      ['name', messages.nameRequired],
      ['email', messages.emailInvalid],
      ['phone', messages.supplierPhoneInvalid],
    ]);
  });
});
