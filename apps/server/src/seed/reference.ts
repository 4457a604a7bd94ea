/** The 14 allergens of EU Regulation 1169/2011 Annex II, in its order, with the German names of its German text. */
export const euAllergens: readonly { name: string; name_de: string }[] = [
  { name: 'Cereals containing gluten', name_de: 'Glutenhaltiges Getreide' },
  { name: 'Crustaceans', name_de: 'Krebstiere' },
  { name: 'Eggs', name_de: 'Eier' },
  { name: 'Fish', name_de: 'Fisch' },
  { name: 'Peanuts', name_de: 'Erdnüsse' },
  { name: 'Soybeans', name_de: 'Sojabohnen' },
  { name: 'Milk', name_de: 'Milch' },
  { name: 'Nuts', name_de: 'Schalenfrüchte' },
  { name: 'Celery', name_de: 'Sellerie' },
  { name: 'Mustard', name_de: 'Senf' },
  { name: 'Sesame seeds', name_de: 'Sesamsamen' },
  { name: 'Sulphur dioxide and sulphites', name_de: 'Schwefeldioxid und Sulphite' },
  { name: 'Lupin', name_de: 'Lupinen' },
  { name: 'Molluscs', name_de: 'Weichtiere' },
];
