import type { NutrientField } from '@brigade/domain/schemas/ingredients';
import type { RecipeDataCandidate, RecipeDataNutrients } from '@brigade/domain/schemas/recipe-data';
import { RecipeDataError } from './port.ts';

// The Spoonacular food API's answers read into Brigade's shapes: the search's `{ results: [{ id, name }] }` and
// the ingredient information's `{ id, name, nutrition: { nutrients: [{ name, amount, unit }] } }`.

/** Spoonacular's nutrient names (its `nutrition.nutrients[].name`) for Brigade's per-100 g fields. */
const nutrientNames: Record<NutrientField, string> = {
  energy_kcal: 'Calories',
  fat_g: 'Fat',
  saturated_fat_g: 'Saturated Fat',
  carbohydrates_g: 'Carbohydrates',
  sugars_g: 'Sugar',
  fibre_g: 'Fiber',
  protein_g: 'Protein',
  sodium_mg: 'Sodium',
};
/** The unit each field is kept in, and how many of it one of the service's units is. */
const massInGrams: Record<string, number> = { g: 1, mg: 0.001, µg: 0.000_001, mcg: 0.000_001 };
const energyInKcal: Record<string, number> = { kcal: 1, kj: 1 / 4.184 };

function convert(field: NutrientField, amount: number, unit: string): number | null {
  const u = unit.trim().toLowerCase();
  if (field === 'energy_kcal') {
    const kcal = energyInKcal[u];
    return kcal === undefined ? null : amount * kcal;
  }
  const grams = massInGrams[u];
  if (grams === undefined) return null;
  return field === 'sodium_mg' ? amount * grams * 1000 : amount * grams;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

const malformed = (what: string) => new RecipeDataError('failed', `recipe-data service: ${what}`);

/** The candidates of a search answer; entries without an id or a name are left out. */
export function toCandidates(body: object): RecipeDataCandidate[] {
  const results = (body as { results?: unknown }).results;
  if (!Array.isArray(results)) throw malformed('the search answer has no results list');
  const candidates: RecipeDataCandidate[] = [];
  for (const r of results as { id?: unknown; name?: unknown }[]) {
    if ((typeof r?.id === 'number' || typeof r?.id === 'string') && typeof r.name === 'string') {
      candidates.push({ external_id: String(r.id), name: r.name });
    }
  }
  return candidates;
}

/** The amounts of the ingredient answer's nutrients, by lower-case name. */
function amountsByName(list: unknown[]): Map<string, { amount: number; unit: string }> {
  const byName = new Map<string, { amount: number; unit: string }>();
  for (const n of list as { name?: unknown; amount?: unknown; unit?: unknown }[]) {
    if (typeof n?.name === 'string' && typeof n.amount === 'number' && Number.isFinite(n.amount)) {
      byName.set(n.name.toLowerCase(), { amount: n.amount, unit: typeof n.unit === 'string' ? n.unit : '' });
    }
  }
  return byName;
}

/**
 * One ingredient's nutrients per 100 g (it was asked for 100 g) in Brigade's fields: null where the service
 * has none, gives a unit that does not convert, or a negative amount.
 */
export function toNutrients(externalId: string, body: object): RecipeDataNutrients {
  const answer = body as { name?: unknown; nutrition?: { nutrients?: unknown } };
  const list = answer.nutrition?.nutrients;
  if (!Array.isArray(list)) throw malformed('the ingredient answer has no nutrients list');
  const byName = amountsByName(list);
  const nutrients = Object.fromEntries(
    (Object.entries(nutrientNames) as [NutrientField, string][]).map(([field, name]) => {
      const found = byName.get(name.toLowerCase());
      const value = found ? convert(field, found.amount, found.unit) : null;
      return [field, value === null || value < 0 ? null : round(value)];
    }),
  ) as Record<NutrientField, number | null>;
  return {
    external_id: externalId,
    name: typeof answer.name === 'string' ? answer.name : '',
    source: `spoonacular ingredient ${externalId}`,
    ...nutrients,
  };
}
