import type { EuAllergenCode } from '@brigade/domain/allergens/eu-allergens';

/** The 14 allergens of EU Regulation 1169/2011 Annex II, in its order, with the German names of its German text. */
export const euAllergens: readonly { code: EuAllergenCode; name: string; name_de: string }[] = [
  { code: 'GLUTEN', name: 'Cereals containing gluten', name_de: 'Glutenhaltiges Getreide' },
  { code: 'CRUSTACEANS', name: 'Crustaceans', name_de: 'Krebstiere' },
  { code: 'EGGS', name: 'Eggs', name_de: 'Eier' },
  { code: 'FISH', name: 'Fish', name_de: 'Fisch' },
  { code: 'PEANUTS', name: 'Peanuts', name_de: 'Erdnüsse' },
  { code: 'SOY', name: 'Soybeans', name_de: 'Sojabohnen' },
  { code: 'MILK', name: 'Milk', name_de: 'Milch' },
  { code: 'NUTS', name: 'Nuts', name_de: 'Schalenfrüchte' },
  { code: 'CELERY', name: 'Celery', name_de: 'Sellerie' },
  { code: 'MUSTARD', name: 'Mustard', name_de: 'Senf' },
  { code: 'SESAME', name: 'Sesame seeds', name_de: 'Sesamsamen' },
  { code: 'SULPHITES', name: 'Sulphur dioxide and sulphites', name_de: 'Schwefeldioxid und Sulphite' },
  { code: 'LUPIN', name: 'Lupin', name_de: 'Lupinen' },
  { code: 'MOLLUSCS', name: 'Molluscs', name_de: 'Weichtiere' },
];
