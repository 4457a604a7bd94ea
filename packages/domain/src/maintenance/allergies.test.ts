import { describe, expect, it } from 'vitest';
import {
  allergenNamedBy,
  correctAllergies,
  healthFixes,
  movePreferencesToDislikes,
  removeDuplicateAllergies,
  runAllAllergyFixes,
  type CustomerHealth,
  type KnownAllergen,
} from './allergies.ts';
import { isPreferenceWord, mayBeAllergen } from './preference-words.ts';

// The allergen list as the demo seeds it (the EU-14), plus one the kitchen added.
const allergens: KnownAllergen[] = [
  { allergenId: 1, name: 'Cereals containing gluten', nameDe: 'Glutenhaltiges Getreide', code: 'GLUTEN' },
  { allergenId: 3, name: 'Eggs', nameDe: 'Eier', code: 'EGGS' },
  { allergenId: 4, name: 'Fish', nameDe: 'Fisch', code: 'FISH' },
  { allergenId: 5, name: 'Peanuts', nameDe: 'Erdnüsse', code: 'PEANUTS' },
  { allergenId: 7, name: 'Milk', nameDe: 'Milch', code: 'MILK' },
  { allergenId: 8, name: 'Nuts', nameDe: 'Schalenfrüchte', code: 'NUTS' },
  { allergenId: 9, name: 'Celery', nameDe: 'Sellerie', code: 'CELERY' },
  { allergenId: 10, name: 'Mustard', nameDe: 'Senf', code: 'MUSTARD' },
  { allergenId: 11, name: 'Sesame seeds', nameDe: 'Sesamsamen', code: 'SESAME' },
  { allergenId: 20, name: 'Kiwi', nameDe: 'Kiwi', code: null },
];

const customer = (health: Partial<CustomerHealth>): CustomerHealth => ({
  customerId: 12,
  firstName: 'Anna',
  lastName: 'Muster',
  otherAllergens: [],
  dislikes: [],
  allergenIds: [],
  ...health,
});

describe('allergenNamedBy', () => {
  it('finds an allergen by its name, German name or code, case, spaces and plural aside', () => {
    expect(allergenNamedBy('milk ', allergens)?.allergenId).toBe(7);
    expect(allergenNamedBy('MILCH', allergens)?.allergenId).toBe(7);
    expect(allergenNamedBy('Egg', allergens)?.allergenId).toBe(3);
    expect(allergenNamedBy('Eier', allergens)?.allergenId).toBe(3);
    expect(allergenNamedBy('gluten', allergens)?.allergenId).toBe(1);
    expect(allergenNamedBy('  Sellerie  ', allergens)?.allergenId).toBe(9);
    expect(allergenNamedBy('kiwis', allergens)?.allergenId).toBe(20);
  });
  it('does not read more into a text than it says', () => {
    expect(allergenNamedBy('Peanut butter', allergens)).toBeUndefined();
    expect(allergenNamedBy('Nuts', allergens)?.allergenId).toBe(8);
    expect(allergenNamedBy('Peanuts', allergens)?.allergenId).toBe(5);
    expect(allergenNamedBy('Haselnüsse', allergens)).toBeUndefined();
    expect(allergenNamedBy('', allergens)).toBeUndefined();
  });
  it('leaves a text that names two allergens of the list alike', () => {
    const twice = [...allergens, { allergenId: 30, name: 'Milch', nameDe: 'Milch (Kuh)', code: null }];
    expect(allergenNamedBy('Milch', twice)).toBeUndefined();
  });
});

describe('correct-allergies', () => {
  it('makes a named allergen a listed allergy and removes the free text', () => {
    const row = customer({ otherAllergens: ['Milch', 'Koriander', 'eggs'], allergenIds: [8] });
    expect(correctAllergies(row, allergens)).toMatchObject({
      otherAllergens: ['Koriander'],
      allergenIds: [8, 7, 3],
    });
  });
  it('does not list an allergy twice that the customer already has', () => {
    const row = customer({ otherAllergens: ['Nuts'], allergenIds: [8] });
    expect(correctAllergies(row, allergens)).toMatchObject({ otherAllergens: [], allergenIds: [8] });
  });
  it('shows the change by field, allergies by name', () => {
    const row = customer({ otherAllergens: ['Senf', 'Rosinen'], allergenIds: [7] });
    const [fix] = healthFixes([row], allergens, correctAllergies);
    expect(fix?.changes).toEqual([
      {
        entity: 'customer',
        id: 12,
        label: 'Anna Muster (#12)',
        field: 'allergens',
        before: 'Milk',
        after: 'Milk, Mustard',
      },
      {
        entity: 'customer',
        id: 12,
        label: 'Anna Muster (#12)',
        field: 'other_allergens',
        before: 'Senf, Rosinen',
        after: 'Rosinen',
      },
    ]);
  });
  it('lists nobody whose health stays as it is', () => {
    expect(
      healthFixes([customer({ otherAllergens: ['Lactose intolerance'] })], allergens, correctAllergies),
    ).toEqual([]);
  });
});

describe('move-hardcoded-to-dislikes', () => {
  it('moves preference words in English and German to the dislikes', () => {
    const row = customer({
      otherAllergens: ['Coriander', 'Pilze', 'zwiebeln', 'Olives', 'scharf', 'Pork', 'Randen', 'Lactose'],
      dislikes: ['Fenchel'],
    });
    expect(movePreferencesToDislikes(row, allergens)).toMatchObject({
      otherAllergens: ['Lactose'],
      dislikes: ['Fenchel', 'Coriander', 'Pilze', 'zwiebeln', 'Olives', 'scharf', 'Pork', 'Randen'],
    });
  });
  it('does not add a dislike twice', () => {
    const row = customer({ otherAllergens: ['  Koriander '], dislikes: ['koriander'] });
    expect(movePreferencesToDislikes(row, allergens)).toMatchObject({
      otherAllergens: [],
      dislikes: ['koriander'],
    });
  });
  it('never moves an EU-14 allergen or one of the allergen list (safety first)', () => {
    const row = customer({
      otherAllergens: ['Celery', 'Sellerie', 'Senf', 'Fisch', 'nuts', 'Milk', 'Kiwi', 'Gluten'],
    });
    expect(movePreferencesToDislikes(row, allergens).otherAllergens).toEqual(row.otherAllergens);
  });
  it('keeps a preference word that the kitchen has made an allergen of the list', () => {
    const list = [...allergens, { allergenId: 21, name: 'Mushrooms', nameDe: 'Pilze', code: null }];
    const row = customer({ otherAllergens: ['Pilze', 'mushroom'] });
    expect(movePreferencesToDislikes(row, list).otherAllergens).toEqual(['Pilze', 'mushroom']);
  });
  it('moves only a whole preference word, not a text that mentions one', () => {
    const row = customer({ otherAllergens: ['keine rohen Zwiebeln', 'onion powder', 'Fish sauce'] });
    expect(movePreferencesToDislikes(row, allergens).otherAllergens).toEqual(row.otherAllergens);
  });
});

describe('the preference words', () => {
  it('are the documented words, singular and plural alike', () => {
    for (const word of [
      'coriander',
      'Mushrooms',
      'Onions',
      'chili',
      'Schweinefleisch',
      'Beetroots',
      'Gurken',
    ]) {
      expect(isPreferenceWord(word), word).toBe(true);
    }
    for (const word of ['raisins', 'Rosinen', 'tomato', 'garlic', 'coconut', 'celery', 'Nüsse', 'Soja']) {
      expect(isPreferenceWord(word), word).toBe(false);
    }
  });
  it('are none that may name an allergen', () => {
    // Raisins are often sulphured: the allergen dictionary says so, and that alone keeps them an allergy.
    expect(mayBeAllergen('Rosinen', [])).toBe(true);
    expect(mayBeAllergen('Blauschimmelkäse', [])).toBe(true);
    expect(mayBeAllergen('Koriander', allergens)).toBe(false);
  });
});

describe('remove-duplicate-allergies', () => {
  it('keeps the first spelling of repeated other allergies and dislikes', () => {
    const row = customer({
      otherAllergens: ['Erdbeeren', 'erdbeeren ', 'Lactose', 'ERDBEEREN'],
      dislikes: ['Rosenkohl', 'Brussels  sprouts', 'rosenkohl', 'brussels sprouts'],
    });
    expect(removeDuplicateAllergies(row, allergens)).toMatchObject({
      otherAllergens: ['Erdbeeren', 'Lactose'],
      dislikes: ['Rosenkohl', 'Brussels  sprouts'],
    });
  });
  it('removes an other allergy that repeats a listed allergy of the customer, and only that', () => {
    const row = customer({ otherAllergens: ['Milch', 'Eier', 'Lupine'], allergenIds: [7] });
    expect(removeDuplicateAllergies(row, allergens).otherAllergens).toEqual(['Eier', 'Lupine']);
  });
});

describe('run-all-allergy-scripts', () => {
  it('corrects, moves and removes duplicates in that order, as one change per field', () => {
    const row = customer({
      otherAllergens: ['Milk', 'milk', 'Koriander', 'Erdbeeren', 'erdbeeren', 'Senf'],
      dislikes: ['Oliven', 'oliven'],
      allergenIds: [10],
    });
    const [fix] = healthFixes([row], allergens, runAllAllergyFixes);
    expect(fix?.value).toMatchObject({
      otherAllergens: ['Erdbeeren'],
      dislikes: ['Oliven', 'Koriander'],
      allergenIds: [10, 7],
    });
    expect(fix?.changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['allergens', 'Mustard', 'Mustard, Milk'],
      ['other_allergens', 'Milk, milk, Koriander, Erdbeeren, erdbeeren, Senf', 'Erdbeeren'],
      ['dislikes', 'Oliven, oliven', 'Oliven, Koriander'],
    ]);
  });
});
