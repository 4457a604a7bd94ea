import type { EuAllergenCode } from '../allergens/eu-allergens.ts';
import type { MealType } from '../programmes/meal-types.ts';

/** The languages a label is printed in. */
export const LABEL_LANGUAGES = ['en', 'de'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/**
 * The words printed on labels, in each label language. One copy for the screen and the PDF, so what prints from
 * the server reads as the preview does.
 */
export const LABEL_TEXTS = {
  en: {
    ingredients: 'Ingredients',
    mayContain: 'May contain traces of',
    contains: 'Contains',
    produced: 'Produced',
    bestBefore: 'Best before',
    useBy: 'Use by',
    netWeight: 'Net weight',
    nutrition: 'Nutrition per 100 g',
    energy: 'Energy',
    fat: 'Fat',
    saturates: 'of which saturates',
    carbohydrate: 'Carbohydrate',
    sugars: 'of which sugars',
    protein: 'Protein',
    salt: 'Salt',
    noNutrition: 'Nutrition not available',
    storage: 'Keep refrigerated at 5 °C or below. Once opened, eat the same day.',
    scan: 'Scan for the full analysis',
    bags: 'Bags',
    meals: 'Meals',
    allergies: 'Allergies',
    stop: 'Stop',
    pickUp: 'Pick-up point',
    window: 'Delivery',
  },
  de: {
    ingredients: 'Zutaten',
    mayContain: 'Kann Spuren enthalten von',
    contains: 'Enthält',
    produced: 'Hergestellt',
    bestBefore: 'Mindestens haltbar bis',
    useBy: 'Zu verbrauchen bis',
    netWeight: 'Nettogewicht',
    nutrition: 'Nährwerte pro 100 g',
    energy: 'Energie',
    fat: 'Fett',
    saturates: 'davon gesättigte Fettsäuren',
    carbohydrate: 'Kohlenhydrate',
    sugars: 'davon Zucker',
    protein: 'Eiweiss',
    salt: 'Salz',
    noNutrition: 'Nährwerte nicht verfügbar',
    storage: 'Gekühlt lagern bei höchstens 5 °C. Nach dem Öffnen am selben Tag verzehren.',
    scan: 'Scannen für die ganze Analyse',
    bags: 'Taschen',
    meals: 'Mahlzeiten',
    allergies: 'Allergien',
    stop: 'Stopp',
    pickUp: 'Abholpunkt',
    window: 'Lieferung',
  },
} as const satisfies Record<LabelLanguage, Record<string, string>>;

export type LabelTexts = Record<keyof (typeof LABEL_TEXTS)['en'], string>;

/**
 * The word an ingredient list emphasises for each of the EU-14 (Regulation (EU) 1169/2011 Annex II): short, as
 * labels print them ("Rahm (Milch)"), not the catalogue's long names.
 */
export const ALLERGEN_LABEL_WORDS: Record<EuAllergenCode, Record<LabelLanguage, string>> = {
  GLUTEN: { en: 'gluten', de: 'Gluten' },
  CRUSTACEANS: { en: 'crustaceans', de: 'Krebstiere' },
  EGGS: { en: 'egg', de: 'Ei' },
  FISH: { en: 'fish', de: 'Fisch' },
  PEANUTS: { en: 'peanuts', de: 'Erdnüsse' },
  SOY: { en: 'soy', de: 'Soja' },
  MILK: { en: 'milk', de: 'Milch' },
  NUTS: { en: 'nuts', de: 'Schalenfrüchte' },
  CELERY: { en: 'celery', de: 'Sellerie' },
  MUSTARD: { en: 'mustard', de: 'Senf' },
  SESAME: { en: 'sesame', de: 'Sesam' },
  SULPHITES: { en: 'sulphites', de: 'Sulfite' },
  LUPIN: { en: 'lupin', de: 'Lupinen' },
  MOLLUSCS: { en: 'molluscs', de: 'Weichtiere' },
};

/** Meal types as labels print them. */
export const MEAL_TYPE_LABEL_NAMES: Record<MealType, Record<LabelLanguage, string>> = {
  breakfast: { en: 'Breakfast', de: 'Frühstück' },
  shot: { en: 'Shot', de: 'Shot' },
  lunch: { en: 'Lunch', de: 'Mittagessen' },
  dressing: { en: 'Dressing', de: 'Dressing' },
  treat: { en: 'Treat', de: 'Snack' },
  power_shake: { en: 'Power shake', de: 'Power-Shake' },
  dinner: { en: 'Dinner', de: 'Abendessen' },
  other: { en: 'Other', de: 'Anderes' },
};
