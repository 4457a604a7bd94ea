import { isEuAllergenCode } from '../allergens/eu-allergens.ts';
import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import type { NutrientValues } from '../nutrition/analyse-recipe.ts';
import { nutritionRows, type NutritionRow } from './label-numbers.ts';
import { ALLERGEN_LABEL_WORDS, LABEL_TEXTS, type LabelLanguage } from './label-texts.ts';

/** An allergen of the catalogue: the EU-14 carry their code, the kitchen's own have none. */
export interface LabelAllergen {
  readonly allergenId: number;
  readonly code: string | null;
  readonly name: string;
  readonly nameDe: string;
}

/** One ingredient line of a recipe (one serving) with its ingredient's declarations (ADR 054). */
export interface LabelLine {
  readonly ingredientId: number;
  readonly name: string;
  readonly nameDe: string;
  readonly clientFacingName: string;
  /** Grams in one serving; null when the line cannot be turned into grams. */
  readonly grams: number | null;
  readonly contains: readonly number[];
  readonly mayContain: readonly number[];
}

export interface LabelRecipe {
  readonly recipeId: number;
  readonly name: string;
  readonly clientFacingName: string;
  readonly lines: readonly LabelLine[];
  /** Allergens set on the recipe by hand: they count as "contains". */
  readonly manualAllergenIds: readonly number[];
  /** Null when the serving weighs nothing: the label says nutrition is not available. */
  readonly per100g: NutrientValues | null;
  readonly servingWeightG: number;
}

/** A piece of printed text; `strong` is an emphasised allergen. */
export interface LabelSegment {
  readonly text: string;
  readonly strong: boolean;
}

/** What every label of one recipe prints, in one language. */
export interface MealLabelContent {
  readonly recipeId: number;
  readonly title: string;
  /** The ingredients in descending weight, each as its segments (lines without a weight last, in line order). */
  readonly ingredients: readonly (readonly LabelSegment[])[];
  /** Allergens set by hand that no ingredient names: printed emphasised after the list. */
  readonly contains: readonly string[];
  /** Allergens only as traces. */
  readonly mayContain: readonly string[];
  /** The allergen ids the label emphasises (each of the recipe's "contains" allergens). */
  readonly emphasised: readonly number[];
  readonly netWeightG: number;
  readonly nutrition: readonly NutritionRow[] | null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('de-CH');

/** The word a label prints for an allergen: the EU-14's short word, else the catalogue's name. */
function allergenWord(allergen: LabelAllergen, language: LabelLanguage): string {
  if (allergen.code && isEuAllergenCode(allergen.code)) return ALLERGEN_LABEL_WORDS[allergen.code][language];
  return language === 'de' ? allergen.nameDe || allergen.name : allergen.name;
}

/** The name an ingredient carries on a label: the client-facing name (in German the German name first). */
function ingredientName(line: LabelLine, language: LabelLanguage): string {
  if (language === 'de') return line.nameDe.trim() || line.clientFacingName.trim() || line.name;
  return line.clientFacingName.trim() || line.name;
}

interface Ingredient {
  readonly name: string;
  grams: number | null;
  readonly contains: Set<number>;
  readonly order: number;
}

/** Lines of one ingredient are one entry; their grams add up (unknown when any line is unknown). */
function ingredientsOf(lines: readonly LabelLine[], language: LabelLanguage): Ingredient[] {
  const byId = new Map<number, Ingredient>();
  lines.forEach((line, order) => {
    const seen = byId.get(line.ingredientId);
    if (seen) {
      seen.grams = seen.grams === null || line.grams === null ? null : seen.grams + line.grams;
      for (const id of line.contains) seen.contains.add(id);
      return;
    }
    const name = ingredientName(line, language);
    byId.set(line.ingredientId, { name, grams: line.grams, contains: new Set(line.contains), order });
  });
  return [...byId.values()].sort((a, b) => (b.grams ?? -1) - (a.grams ?? -1) || a.order - b.order);
}

/** The ingredient emphasised, followed by the allergens its name does not already say: "Rahm (Milch)". */
function segmentsOf(ingredient: Ingredient, words: readonly string[]): LabelSegment[] {
  if (words.length === 0) return [{ text: ingredient.name, strong: false }];
  const name = fold(ingredient.name);
  const unsaid = words.filter((w) => !name.includes(fold(w)));
  const segments: LabelSegment[] = [{ text: ingredient.name, strong: true }];
  if (unsaid.length === 0) return segments;
  segments.push({ text: ' (', strong: false });
  unsaid.forEach((word, i) => {
    if (i > 0) segments.push({ text: ', ', strong: false });
    segments.push({ text: word, strong: true });
  });
  segments.push({ text: ')', strong: false });
  return segments;
}

/**
 * The content of a recipe's meal labels (ADR 068), as food law asks of prepacked food: the name of the food, the
 * ingredients in descending weight with every allergen they contain emphasised (Regulation (EU) 1169/2011 Art. 21;
 * Swiss LIV Art. 11), traces as "may contain", the net weight and the nutrition per 100 g. An allergen set on the
 * recipe by hand that no ingredient declares is printed emphasised after the list. Allergens come from the
 * ingredients' declarations (ADR 054), never from words alone.
 */
export function mealLabelContent(
  recipe: LabelRecipe,
  catalogue: readonly LabelAllergen[],
  language: LabelLanguage,
): MealLabelContent {
  const allergens = new Map(catalogue.map((a) => [a.allergenId, a]));
  const word = (id: number) => {
    const allergen = allergens.get(id);
    return allergen ? allergenWord(allergen, language) : null;
  };
  const wordsOf = (ids: Iterable<number>) =>
    [...ids].flatMap((id) => word(id) ?? []).filter((w, i, all) => all.indexOf(w) === i);
  const ingredients = ingredientsOf(recipe.lines, language);
  const fromIngredients = new Set(ingredients.flatMap((i) => [...i.contains]));
  const manual = recipe.manualAllergenIds.filter((id) => !fromIngredients.has(id) && allergens.has(id));
  const contained = new Set([...fromIngredients, ...manual].filter((id) => allergens.has(id)));
  const traces = new Set(recipe.lines.flatMap((l) => l.mayContain).filter((id) => !contained.has(id)));
  return {
    recipeId: recipe.recipeId,
    title: recipe.clientFacingName.trim() || recipe.name,
    ingredients: ingredients.map((i) => segmentsOf(i, wordsOf(i.contains))),
    contains: wordsOf(manual),
    mayContain: wordsOf(traces),
    emphasised: [...contained].sort((a, b) => a - b),
    netWeightG: Math.round(recipe.servingWeightG),
    nutrition: recipe.per100g ? nutritionRows(recipe.per100g, LABEL_TEXTS[language]) : null,
  };
}

/** How long a meal keeps (ADR 068): best before and use by, in days after it is produced. */
export interface ShelfLife {
  readonly bestBeforeDays: number;
  readonly useByDays: number;
}

/** A meal's dates: produced on its kitchen day (the delivery date), then its best-before and use-by dates. */
export function mealLabelDates(deliveryDate: IsoDate, shelfLife: ShelfLife) {
  return {
    produced: deliveryDate,
    bestBefore: addDays(deliveryDate, shelfLife.bestBeforeDays),
    useBy: addDays(deliveryDate, shelfLife.useByDays),
  };
}
