/**
 * Demo ingredients: nutrients per 100 g of the edible part from USDA FoodData Central
 * (U.S. Department of Agriculture, Agricultural Research Service, https://fdc.nal.usda.gov), public domain
 * (CC0 1.0). Each ingredient names its FDC record (dataset and FDC ID) in `source`. Values are those of the
 * record: energy kcal, total fat, saturated fat, carbohydrate by difference, total sugars, total dietary fibre,
 * protein and sodium (mg). Several kitchen ingredients may share one record (cherry tomatoes and tomatoes).
 *
 * Densities (g per ml) come from the records' household measures where they give one (e.g. 1 cup of flour
 * 125 g / 236.6 ml, 1 tsp of cinnamon 2.6 g / 4.93 ml), else typical kitchen values (chopped herbs), rounded;
 * piece weights are the record's "1 medium" or "1 large" measure, or the kitchen's usual piece (a garlic clove,
 * a slice of bread). These conversion figures are Brigade's, not FoodData Central's nutrient data.
 * Allergen tags follow EU Regulation 1169/2011 Annex II (the names of seed/reference.ts).
 *
 * Caveat: the values were written without access to the FDC site and cross-checked for about 80 records
 * against other public code quoting SR Legacy. Not verified, or filled in where the record lacks them: firm
 * tofu sugars, brown rice saturated fat, almond drink saturated fat and sodium (estimates); hummus (FDC 174289,
 * energy disputed); the FDC IDs of parmesan, bread roll, canned tomatoes, mussels, white wine and coconut milk.
 * Check them against fdc.nal.usda.gov before printing real labels from this data.
 */

/** The EU-14 allergen names of seed/reference.ts, by a short code. */
export const ALLERGEN = {
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soy: 'Soybeans',
  milk: 'Milk',
  nuts: 'Nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame seeds',
  sulphites: 'Sulphur dioxide and sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
} as const;
export type AllergenCode = keyof typeof ALLERGEN;

export type IngredientCategory =
  'produce' | 'herbs' | 'dairy' | 'meat' | 'fish' | 'dry' | 'nuts' | 'oil' | 'spice' | 'bakery' | 'drinks';

/** kcal, fat g, saturated fat g, carbohydrates g, sugars g, fibre g, protein g, sodium mg — per 100 g. */
export type Nutrients = readonly [number, number, number, number, number, number, number, number];

export interface DemoIngredient {
  name: string;
  name_de: string;
  category: IngredientCategory;
  nutrients: Nutrients | null;
  source: string;
  density?: number;
  piece?: number;
  contains?: readonly AllergenCode[];
  mayContain?: readonly AllergenCode[];
  /** False: allergens never reviewed (flagged for review in matching). Default true. */
  reviewed?: boolean;
  legacy?: boolean;
  spec?: string;
  specDe?: string;
}

type Extra = Omit<DemoIngredient, 'name' | 'name_de' | 'category' | 'nutrients' | 'source'>;

const sr = (fdcId: number) => `USDA FoodData Central, SR Legacy, FDC ID ${fdcId}`;

function ing(
  name: string,
  name_de: string,
  category: IngredientCategory,
  nutrients: Nutrients,
  fdcId: number,
  extra: Extra = {},
): DemoIngredient {
  return { name, name_de, category, nutrients, source: sr(fdcId), ...extra };
}

/** Density from a household measure: grams in one teaspoon (4.93 ml), rounded to 2 decimals. */
const perTsp = (grams: number) => Math.round((grams / 4.93) * 100) / 100;

export const demoIngredients: readonly DemoIngredient[] = [
  // ---- dairy and eggs
  ing('Whole milk 3.25%', 'Vollmilch 3,25 %', 'dairy', [61, 3.25, 1.865, 4.8, 5.05, 0, 3.15, 43], 171265, {
    density: 1.03,
    contains: ['milk'],
  }),
  ing('Egg', 'Ei', 'dairy', [143, 9.51, 3.126, 0.72, 0.37, 0, 12.56, 142], 171287, {
    piece: 50,
    contains: ['eggs'],
    spec: 'Swiss free-range, size L, 50 g without shell',
    specDe: 'Schweizer Freiland, Grösse L, 50 g ohne Schale',
  }),
  ing('Egg white', 'Eiweiss', 'dairy', [52, 0.17, 0, 0.73, 0.71, 0, 10.9, 166], 172183, {
    piece: 33,
    density: 1.03,
    contains: ['eggs'],
  }),
  ing('Egg yolk', 'Eigelb', 'dairy', [322, 26.54, 9.551, 3.59, 0.56, 0, 15.86, 48], 172184, {
    piece: 17,
    contains: ['eggs'],
  }),
  ing(
    'Butter, unsalted',
    'Butter, ungesalzen',
    'dairy',
    [717, 81.11, 51.368, 0.06, 0.06, 0, 0.85, 11],
    173430,
    {
      density: 0.96,
      contains: ['milk'],
    },
  ),
  ing(
    'Plain yogurt, whole milk',
    'Naturjoghurt',
    'dairy',
    [61, 3.25, 2.096, 4.66, 4.66, 0, 3.47, 46],
    171284,
    {
      density: 1.03,
      contains: ['milk'],
    },
  ),
  ing(
    'Greek yogurt, low-fat',
    'Griechischer Joghurt, fettarm',
    'dairy',
    [73, 1.92, 1.371, 3.94, 3.56, 0, 9.95, 34],
    170903,
    {
      density: 1.05,
      contains: ['milk'],
    },
  ),
  ing(
    'Greek yogurt, non-fat',
    'Griechischer Joghurt, Magerstufe',
    'dairy',
    [59, 0.39, 0.117, 3.6, 3.24, 0, 10.19, 36],
    170894,
    {
      density: 1.05,
      contains: ['milk'],
    },
  ),
  ing('Cottage cheese 2%', 'Hüttenkäse 2 %', 'dairy', [81, 2.27, 1.235, 4.76, 4, 0, 10.45, 308], 172182, {
    contains: ['milk'],
  }),
  ing('Cheddar', 'Cheddar', 'dairy', [403, 33.31, 18.867, 3.37, 0.48, 0, 22.87, 653], 173414, {
    contains: ['milk'],
  }),
  ing('Parmesan', 'Parmesan', 'dairy', [392, 25.83, 16.41, 3.22, 0.8, 0, 35.75, 1602], 171247, {
    contains: ['milk'],
  }),
  ing('Mozzarella', 'Mozzarella', 'dairy', [300, 22.35, 13.152, 2.19, 1.03, 0, 22.17, 627], 170845, {
    contains: ['milk'],
  }),
  ing('Feta', 'Feta', 'dairy', [265, 21.49, 14.946, 3.88, 3.88, 0, 14.21, 917], 173420, {
    contains: ['milk'],
  }),
  ing('Gruyère', 'Greyerzer', 'dairy', [413, 32.34, 18.913, 0.36, 0.36, 0, 29.81, 336], 171251, {
    contains: ['milk'],
  }),
  ing('Cream cheese', 'Frischkäse', 'dairy', [350, 34.44, 20.213, 5.52, 3.76, 0, 6.15, 314], 173418, {
    contains: ['milk'],
  }),
  ing('Ricotta', 'Ricotta', 'dairy', [174, 12.98, 8.295, 3.04, 0.27, 0, 11.26, 84], 170851, {
    contains: ['milk'],
  }),
  ing('Heavy cream', 'Vollrahm', 'dairy', [340, 36.08, 23.032, 2.79, 2.92, 0, 2.84, 27], 170859, {
    density: 1.0,
    contains: ['milk'],
  }),
  ing('Soy drink', 'Sojadrink', 'drinks', [54, 1.75, 0.205, 6.28, 3.99, 0.6, 3.27, 51], 172446, {
    density: 1.03,
    contains: ['soy'],
  }),
  ing(
    'Almond drink, unsweetened',
    'Mandeldrink, ungesüsst',
    'drinks',
    [15, 1.04, 0, 1.31, 0, 0.2, 0.42, 72],
    174832,
    {
      density: 1.02,
      contains: ['nuts'],
    },
  ),

  // ---- meat, fish and seafood (raw)
  ing('Chicken breast', 'Pouletbrust', 'meat', [120, 2.62, 0.563, 0, 0, 0, 22.5, 45], 171077, {
    spec: 'Swiss, skinless, raw',
    specDe: 'Schweizer, ohne Haut, roh',
  }),
  ing(
    'Ground beef 85% lean',
    'Rindshackfleisch 15 % Fett',
    'meat',
    [215, 15, 5.885, 0, 0, 0, 18.59, 66],
    171796,
  ),
  ing('Atlantic salmon, farmed', 'Lachs (Zucht)', 'fish', [208, 13.42, 3.05, 0, 0, 0, 20.42, 59], 175167, {
    contains: ['fish'],
    spec: 'Fillet, skin on, pin-boned, raw',
    specDe: 'Filet mit Haut, entgrätet, roh',
  }),
  ing('Atlantic cod', 'Kabeljau', 'fish', [82, 0.67, 0.131, 0, 0, 0, 17.81, 54], 171955, {
    contains: ['fish'],
  }),
  ing(
    'Rainbow trout, farmed',
    'Regenbogenforelle (Zucht)',
    'fish',
    [141, 6.18, 1.804, 0, 0, 0, 20.77, 51],
    175154,
    {
      contains: ['fish'],
    },
  ),
  ing(
    'Tuna, light, canned in water',
    'Thon in Wasser, abgetropft',
    'fish',
    [86, 0.96, 0.24, 0, 0, 0, 19.44, 247],
    173709,
    {
      contains: ['fish'],
    },
  ),
  ing('Shrimp', 'Crevetten', 'fish', [85, 0.51, 0.101, 0, 0, 0, 20.1, 119], 175179, {
    contains: ['crustaceans'],
  }),
  ing('Blue mussels', 'Miesmuscheln', 'fish', [86, 2.24, 0.425, 3.69, 0, 0, 11.9, 286], 174216, {
    contains: ['molluscs'],
  }),
  ing('Tofu, firm', 'Tofu, fest', 'dry', [144, 8.72, 1.261, 2.78, 0, 2.3, 17.27, 14], 172475, {
    contains: ['soy'],
  }),

  // ---- grains, flours, bread
  ing('Rolled oats', 'Haferflocken', 'dry', [379, 6.52, 1.11, 67.7, 0.99, 10.1, 13.15, 6], 173904, {
    density: 0.34,
    contains: ['gluten'],
  }),
  ing('Wheat flour, white', 'Weissmehl', 'dry', [364, 0.98, 0.155, 76.31, 0.27, 2.7, 10.33, 2], 168894, {
    density: 0.53,
    contains: ['gluten'],
  }),
  ing('Whole wheat flour', 'Vollkornmehl', 'dry', [340, 2.5, 0.43, 71.97, 0.41, 10.7, 13.21, 2], 168944, {
    density: 0.51,
    contains: ['gluten'],
  }),
  ing(
    'White rice, long-grain',
    'Langkornreis, weiss',
    'dry',
    [365, 0.66, 0.18, 79.95, 0.12, 1.3, 7.13, 5],
    168877,
    {
      density: 0.78,
    },
  ),
  ing('Brown rice, long-grain', 'Vollkornreis', 'dry', [367, 3.2, 0.64, 76.25, 0.85, 3.6, 7.54, 7], 169703, {
    density: 0.78,
  }),
  ing('Pasta, dry', 'Teigwaren, trocken', 'dry', [371, 1.51, 0.277, 74.67, 2.67, 3.2, 13.04, 6], 169736, {
    contains: ['gluten'],
    mayContain: ['eggs'],
  }),
  ing('Quinoa, cooked', 'Quinoa, gekocht', 'dry', [120, 1.92, 0.231, 21.3, 0.87, 2.8, 4.4, 7], 168917, {
    density: 0.78,
  }),
  ing('Couscous, cooked', 'Couscous, gekocht', 'dry', [112, 0.16, 0.029, 23.22, 0.1, 1.4, 3.79, 5], 169700, {
    density: 0.66,
    contains: ['gluten'],
  }),
  ing('Bulgur, dry', 'Bulgur, trocken', 'dry', [342, 1.33, 0.232, 75.87, 0.41, 12.5, 12.29, 17], 170285, {
    density: 0.59,
    contains: ['gluten'],
  }),
  ing('Whole wheat bread', 'Vollkornbrot', 'bakery', [252, 3.5, 0.766, 42.71, 4.41, 6, 12.45, 455], 172688, {
    piece: 32,
    contains: ['gluten'],
    mayContain: ['sesame', 'soy'],
    spec: 'Sliced, 32 g a slice',
    specDe: 'Geschnitten, 32 g pro Scheibe',
  }),
  ing('White bread', 'Toastbrot', 'bakery', [266, 3.33, 0.698, 49.42, 5.67, 2.7, 8.85, 490], 174924, {
    piece: 25,
    contains: ['gluten'],
    mayContain: ['milk', 'soy'],
  }),
  ing('Bread roll', 'Brötchen', 'bakery', [293, 4.3, 0.61, 52.7, 1.13, 2.3, 9.88, 543], 174985, {
    piece: 57,
    contains: ['gluten'],
    mayContain: ['sesame'],
  }),

  // ---- legumes
  ing('Lentils, dry', 'Linsen, trocken', 'dry', [352, 1.06, 0.154, 63.35, 2.03, 10.7, 24.63, 6], 172420, {
    density: 0.81,
  }),
  ing(
    'Chickpeas, cooked',
    'Kichererbsen, gekocht',
    'dry',
    [164, 2.59, 0.269, 27.42, 4.8, 7.6, 8.86, 7],
    173757,
    {
      density: 0.69,
    },
  ),
  ing(
    'Black beans, cooked',
    'Schwarze Bohnen, gekocht',
    'dry',
    [132, 0.54, 0.139, 23.71, 0.32, 8.7, 8.86, 1],
    173735,
    {
      density: 0.73,
    },
  ),
  ing(
    'Kidney beans, cooked',
    'Kidneybohnen, gekocht',
    'dry',
    [127, 0.5, 0.073, 22.8, 0.32, 6.4, 8.67, 1],
    173740,
    {
      density: 0.75,
    },
  ),
  ing('Hummus', 'Hummus', 'dry', [166, 9.6, 1.437, 14.29, 0.27, 6, 7.9, 379], 174289, {
    density: 1.04,
    contains: ['sesame'],
  }),

  // ---- nuts and seeds
  ing('Almonds', 'Mandeln', 'nuts', [579, 49.93, 3.802, 21.55, 4.35, 12.5, 21.15, 1], 170567, {
    contains: ['nuts'],
  }),
  ing('Walnuts', 'Baumnüsse', 'nuts', [654, 65.21, 6.126, 13.71, 2.61, 6.7, 15.23, 2], 170187, {
    contains: ['nuts'],
  }),
  ing('Cashews', 'Cashewnüsse', 'nuts', [553, 43.85, 7.783, 30.19, 5.91, 3.3, 18.22, 12], 170162, {
    contains: ['nuts'],
  }),
  ing('Hazelnuts', 'Haselnüsse', 'nuts', [628, 60.75, 4.464, 16.7, 4.34, 9.7, 14.95, 0], 170581, {
    contains: ['nuts'],
  }),
  ing('Pistachios', 'Pistazien', 'nuts', [562, 45.32, 5.907, 27.17, 7.66, 10.6, 20.16, 1], 170184, {
    contains: ['nuts'],
  }),
  ing('Pine nuts', 'Pinienkerne', 'nuts', [673, 68.37, 4.899, 13.08, 3.59, 3.7, 13.69, 2], 170591, {
    mayContain: ['nuts', 'peanuts'],
  }),
  ing('Peanuts', 'Erdnüsse', 'nuts', [567, 49.24, 6.279, 16.13, 4.72, 8.5, 25.8, 18], 172430, {
    contains: ['peanuts'],
  }),
  ing('Peanut butter', 'Erdnussbutter', 'nuts', [598, 51.36, 10.43, 22.31, 10.49, 5, 22.21, 17], 172470, {
    density: 1.08,
    contains: ['peanuts'],
  }),
  ing('Chia seeds', 'Chiasamen', 'nuts', [486, 30.74, 3.33, 42.12, 0, 34.4, 16.54, 16], 170554, {
    density: 0.81,
  }),
  ing('Flaxseed', 'Leinsamen', 'nuts', [534, 42.16, 3.663, 28.88, 1.55, 27.3, 18.29, 30], 169414, {
    density: 0.7,
  }),
  ing('Sunflower seeds', 'Sonnenblumenkerne', 'nuts', [584, 51.46, 4.455, 20, 2.62, 8.6, 20.78, 9], 170562, {
    density: 0.59,
  }),
  ing('Pumpkin seeds', 'Kürbiskerne', 'nuts', [559, 49.05, 8.659, 10.71, 1.4, 6, 30.23, 7], 170556, {
    density: 0.55,
  }),
  ing('Sesame seeds', 'Sesam', 'nuts', [573, 49.67, 6.957, 23.45, 0.3, 11.8, 17.73, 11], 170150, {
    density: 0.61,
    contains: ['sesame'],
  }),
  ing('Tahini', 'Tahini (Sesampaste)', 'nuts', [595, 53.76, 7.529, 21.19, 0.49, 9.3, 17, 115], 170189, {
    density: 1.0,
    contains: ['sesame'],
  }),
  ing(
    'Coconut, desiccated',
    'Kokosraspel',
    'nuts',
    [660, 64.53, 57.218, 23.65, 7.35, 16.3, 6.88, 37],
    170170,
    {
      density: 0.34,
    },
  ),
  ing('Coconut milk, canned', 'Kokosmilch', 'drinks', [197, 21.33, 18.915, 2.81, 3.3, 0, 2.02, 13], 170173, {
    density: 0.97,
  }),

  // ---- oils, fats, condiments, sweeteners
  ing('Olive oil', 'Olivenöl', 'oil', [884, 100, 13.808, 0, 0, 0, 0, 2], 171413, { density: 0.91 }),
  ing('Rapeseed oil', 'Rapsöl', 'oil', [884, 100, 7.365, 0, 0, 0, 0, 0], 172336, { density: 0.92 }),
  ing('Coconut oil', 'Kokosöl', 'oil', [892, 99.06, 82.475, 0, 0, 0, 0, 0], 171412, { density: 0.92 }),
  ing('Sesame oil', 'Sesamöl', 'oil', [884, 100, 14.2, 0, 0, 0, 0, 0], 171016, {
    density: 0.92,
    contains: ['sesame'],
  }),
  ing('Mayonnaise', 'Mayonnaise', 'oil', [680, 74.85, 11.742, 0.57, 0.57, 0, 0.96, 635], 171009, {
    density: 0.92,
    contains: ['eggs'],
    mayContain: ['mustard'],
  }),
  ing('Mustard', 'Senf', 'spice', [60, 3.34, 0.214, 5.83, 0.92, 4, 3.74, 1104], 172234, {
    density: 1.01,
    contains: ['mustard'],
  }),
  ing('Soy sauce', 'Sojasauce', 'spice', [53, 0.57, 0.073, 4.93, 0.4, 0.8, 8.14, 5493], 174277, {
    density: 1.08,
    contains: ['soy', 'gluten'],
  }),
  ing('Miso', 'Miso', 'spice', [198, 6.01, 1.139, 25.37, 6.2, 5.4, 12.79, 3728], 172442, {
    density: 1.15,
    contains: ['soy'],
    mayContain: ['gluten'],
  }),
  ing('Honey', 'Honig', 'oil', [304, 0, 0, 82.4, 82.12, 0.2, 0.3, 4], 169640, { density: 1.42 }),
  ing('Maple syrup', 'Ahornsirup', 'oil', [260, 0.06, 0.007, 67.04, 60.46, 0, 0.04, 12], 169661, {
    density: 1.32,
  }),
  ing('Sugar', 'Zucker', 'dry', [387, 0, 0, 99.98, 99.8, 0, 0, 1], 169655, { density: 0.85 }),
  ing('Brown sugar', 'Rohrzucker', 'dry', [380, 0, 0, 98.09, 97.02, 0, 0.12, 28], 168833, { density: 0.93 }),
  ing('Balsamic vinegar', 'Balsamicoessig', 'oil', [88, 0, 0, 17.03, 14.95, 0, 0.49, 23], 172241, {
    density: 1.06,
    contains: ['sulphites'],
  }),
  ing('Cider vinegar', 'Apfelessig', 'oil', [21, 0, 0, 0.93, 0.4, 0, 0, 5], 173469, {
    density: 1.01,
    mayContain: ['sulphites'],
  }),
  ing('Tomato paste', 'Tomatenpüree', 'produce', [82, 0.47, 0.107, 18.91, 12.18, 4.1, 4.32, 59], 170459, {
    density: 1.1,
  }),
  ing(
    'Canned tomatoes',
    'Pelati-Tomaten (Dose)',
    'produce',
    [16, 0.25, 0.036, 3.47, 2.35, 1.9, 0.79, 115],
    170502,
    {
      density: 1.02,
    },
  ),
  ing('Olives, black', 'Schwarze Oliven', 'produce', [116, 10.9, 1.415, 6.04, 0, 1.6, 0.84, 735], 169094, {
    piece: 4,
  }),
  ing('Capers', 'Kapern', 'spice', [23, 0.86, 0.233, 4.89, 0.41, 3.2, 2.36, 2348], 172245, { density: 0.6 }),
  ing(
    'Dark chocolate 70–85%',
    'Dunkle Schokolade 70–85 %',
    'dry',
    [598, 42.63, 24.489, 45.9, 23.99, 10.9, 7.79, 20],
    170273,
    {
      contains: ['soy'],
      mayContain: ['milk', 'nuts'],
    },
  ),
  ing(
    'Cocoa powder, unsweetened',
    'Kakaopulver, ungesüsst',
    'dry',
    [228, 13.7, 8.07, 57.9, 1.75, 37, 19.6, 21],
    169593,
    {
      density: 0.36,
    },
  ),
  ing('Baking powder', 'Backpulver', 'dry', [53, 0, 0, 27.7, 0, 0.2, 0, 10600], 172805, {
    density: perTsp(4.6),
  }),
  ing('Vanilla extract', 'Vanilleextrakt', 'spice', [288, 0.06, 0.01, 12.65, 12.65, 0, 0.06, 9], 173471, {
    density: 0.88,
  }),
  ing('White wine', 'Weisswein', 'drinks', [82, 0, 0, 2.6, 0.96, 0, 0.07, 5], 174833, {
    density: 0.99,
    contains: ['sulphites'],
  }),

  // ---- spices and salt (used by the teaspoon)
  ing('Salt', 'Salz', 'spice', [0, 0, 0, 0, 0, 0, 0, 38758], 173468, { density: perTsp(6) }),
  ing(
    'Black pepper',
    'Schwarzer Pfeffer',
    'spice',
    [251, 3.26, 1.392, 63.95, 0.64, 25.3, 10.39, 20],
    170931,
    {
      density: perTsp(2.3),
    },
  ),
  ing('Cinnamon', 'Zimt', 'spice', [247, 1.24, 0.345, 80.59, 2.17, 53.1, 3.99, 10], 171320, {
    density: perTsp(2.6),
  }),
  ing('Cumin', 'Kreuzkümmel', 'spice', [375, 22.27, 1.535, 44.24, 2.25, 10.5, 17.81, 168], 170923, {
    density: perTsp(2.1),
  }),
  ing('Paprika', 'Paprikapulver', 'spice', [282, 12.89, 2.14, 53.99, 10.34, 34.9, 14.14, 68], 171329, {
    density: perTsp(2.3),
  }),
  ing('Turmeric', 'Kurkuma', 'spice', [312, 3.25, 1.838, 67.14, 3.21, 22.7, 9.68, 27], 172231, {
    density: perTsp(3),
  }),
  // Spice blends are often milled with mustard seed and celery: traces declared.
  ing('Curry powder', 'Currypulver', 'spice', [325, 14.01, 2.237, 55.83, 2.76, 53.2, 14.29, 52], 170924, {
    density: perTsp(2),
    mayContain: ['mustard', 'celery'],
  }),
  ing('Ground ginger', 'Ingwerpulver', 'spice', [335, 4.24, 2.599, 71.62, 3.39, 14.1, 8.98, 27], 170926, {
    density: perTsp(1.8),
  }),
  ing('Nutmeg', 'Muskatnuss', 'spice', [525, 36.31, 25.94, 49.29, 2.99, 20.8, 5.84, 16], 171326, {
    density: perTsp(2.2),
  }),
  ing(
    'Oregano, dried',
    'Oregano, getrocknet',
    'spice',
    [265, 4.28, 1.551, 68.92, 4.09, 42.5, 9, 25],
    171328,
    {
      density: perTsp(1),
    },
  ),
  ing('Thyme, dried', 'Thymian, getrocknet', 'spice', [276, 7.43, 2.73, 63.94, 1.71, 37, 9.11, 55], 170938, {
    density: perTsp(1.4),
  }),
  ing(
    'Cayenne pepper',
    'Cayennepfeffer',
    'spice',
    [318, 17.27, 3.26, 56.63, 10.34, 27.2, 12.01, 30],
    170932,
    {
      density: perTsp(1.8),
    },
  ),

  // ---- fruit
  ing('Banana', 'Banane', 'produce', [89, 0.33, 0.112, 22.84, 12.23, 2.6, 1.09, 1], 173944, { piece: 118 }),
  ing('Apple', 'Apfel', 'produce', [52, 0.17, 0.028, 13.81, 10.39, 2.4, 0.26, 1], 171688, { piece: 182 }),
  ing('Pear', 'Birne', 'produce', [57, 0.14, 0.022, 15.23, 9.75, 3.1, 0.36, 1], 169118, { piece: 178 }),
  ing('Peach', 'Pfirsich', 'produce', [39, 0.25, 0.019, 9.54, 8.39, 1.5, 0.91, 0], 169928, { piece: 150 }),
  ing('Blueberries', 'Heidelbeeren', 'produce', [57, 0.33, 0.028, 14.49, 9.96, 2.4, 0.74, 1], 171711, {
    density: 0.62,
  }),
  ing('Strawberries', 'Erdbeeren', 'produce', [32, 0.3, 0.015, 7.68, 4.89, 2, 0.67, 1], 167762, {
    piece: 12,
  }),
  ing('Raspberries', 'Himbeeren', 'produce', [52, 0.65, 0.019, 11.94, 4.42, 6.5, 1.2, 1], 167755, {
    density: 0.52,
  }),
  ing('Cherries', 'Kirschen', 'produce', [63, 0.2, 0.038, 16.01, 12.82, 2.1, 1.06, 0], 171719, { piece: 8 }),
  ing('Grapes', 'Trauben', 'produce', [69, 0.16, 0.054, 18.1, 15.48, 0.9, 0.72, 2], 174683, { piece: 5 }),
  ing('Orange', 'Orange', 'produce', [47, 0.12, 0.015, 11.75, 9.35, 2.4, 0.94, 0], 169097, { piece: 131 }),
  ing('Orange juice', 'Orangensaft', 'drinks', [45, 0.2, 0.024, 10.4, 8.4, 0.2, 0.7, 1], 169098, {
    density: 1.04,
  }),
  ing('Apple juice', 'Apfelsaft', 'drinks', [46, 0.13, 0.022, 11.3, 9.62, 0.2, 0.1, 4], 171686, {
    density: 1.04,
  }),
  ing('Carrot juice', 'Karottensaft', 'drinks', [40, 0.15, 0.027, 9.28, 3.91, 0.8, 0.95, 66], 170491, {
    density: 1.04,
  }),
  ing('Lemon', 'Zitrone', 'produce', [29, 0.3, 0.039, 9.32, 2.5, 2.8, 1.1, 2], 167746, { piece: 58 }),
  ing('Lemon juice', 'Zitronensaft', 'drinks', [22, 0.24, 0.04, 6.9, 2.52, 0.3, 0.35, 1], 167747, {
    density: 1.03,
  }),
  ing('Lime', 'Limette', 'produce', [30, 0.2, 0.022, 10.54, 1.69, 2.8, 0.7, 2], 168155, { piece: 67 }),
  ing('Lime juice', 'Limettensaft', 'drinks', [25, 0.07, 0.008, 8.42, 1.69, 0.4, 0.42, 2], 168156, {
    density: 1.03,
  }),
  ing('Mango', 'Mango', 'produce', [60, 0.38, 0.092, 14.98, 13.66, 1.6, 0.82, 1], 169910, { piece: 200 }),
  ing('Pineapple', 'Ananas', 'produce', [50, 0.12, 0.009, 13.12, 9.85, 1.4, 0.54, 1], 169124),
  ing('Kiwi', 'Kiwi', 'produce', [61, 0.52, 0.029, 14.66, 8.99, 3, 1.14, 3], 168153, { piece: 69 }),
  ing('Watermelon', 'Wassermelone', 'produce', [30, 0.15, 0.016, 7.55, 6.2, 0.4, 0.61, 1], 167765),
  ing('Pomegranate seeds', 'Granatapfelkerne', 'produce', [83, 1.17, 0.12, 18.7, 13.67, 4, 1.67, 3], 169134, {
    density: 0.73,
  }),
  ing('Medjool dates', 'Medjool-Datteln', 'produce', [277, 0.15, 0, 74.97, 66.47, 6.7, 1.81, 1], 168191, {
    piece: 24,
  }),
  ing('Raisins', 'Rosinen', 'produce', [299, 0.25, 0.03, 79.32, 65.18, 4.5, 3.3, 26], 168165, {
    density: 0.61,
    mayContain: ['sulphites'],
  }),
  ing(
    'Dried apricots',
    'Getrocknete Aprikosen',
    'produce',
    [241, 0.51, 0.017, 62.64, 53.44, 7.3, 3.39, 10],
    173941,
    {
      piece: 8,
      contains: ['sulphites'],
    },
  ),
  ing('Avocado', 'Avocado', 'produce', [160, 14.66, 2.126, 8.53, 0.66, 6.7, 2, 7], 171705, {
    piece: 150,
    spec: 'Hass, ripe; piece = edible part of one fruit',
    specDe: 'Hass, reif; Stück = essbarer Teil einer Frucht',
  }),
  ing('Coconut water', 'Kokoswasser', 'drinks', [19, 0.2, 0.176, 3.71, 2.61, 1.1, 0.72, 105], 170174, {
    density: 1.02,
  }),

  // ---- vegetables
  ing('Broccoli', 'Broccoli', 'produce', [34, 0.37, 0.039, 6.64, 1.7, 2.6, 2.82, 33], 170379),
  ing('Spinach', 'Spinat', 'produce', [23, 0.39, 0.063, 3.63, 0.42, 2.2, 2.86, 79], 168462),
  ing('Carrot', 'Karotte', 'produce', [41, 0.24, 0.037, 9.58, 4.74, 2.8, 0.93, 69], 170393, { piece: 61 }),
  ing('Onion', 'Zwiebel', 'produce', [40, 0.1, 0.042, 9.34, 4.24, 1.7, 1.1, 4], 170000, { piece: 110 }),
  ing('Red onion', 'Rote Zwiebel', 'produce', [40, 0.1, 0.042, 9.34, 4.24, 1.7, 1.1, 4], 170000, {
    piece: 110,
  }),
  ing('Shallot', 'Schalotte', 'produce', [72, 0.1, 0.017, 16.8, 7.87, 3.2, 2.5, 12], 170499, { piece: 25 }),
  ing('Spring onion', 'Frühlingszwiebel', 'produce', [32, 0.19, 0.032, 7.34, 2.33, 2.6, 1.83, 16], 170005, {
    piece: 15,
  }),
  ing('Garlic', 'Knoblauch', 'produce', [149, 0.5, 0.089, 33.06, 1, 2.1, 6.36, 17], 169230, {
    piece: 3,
    spec: 'Piece = one clove',
    specDe: 'Stück = eine Zehe',
  }),
  ing('Tomato', 'Tomate', 'produce', [18, 0.2, 0.028, 3.89, 2.63, 1.2, 0.88, 5], 170457, { piece: 123 }),
  ing('Cherry tomatoes', 'Cherrytomaten', 'produce', [18, 0.2, 0.028, 3.89, 2.63, 1.2, 0.88, 5], 170457, {
    piece: 17,
  }),
  ing('Cucumber', 'Gurke', 'produce', [15, 0.11, 0.037, 3.63, 1.67, 0.5, 0.65, 2], 168409, { piece: 300 }),
  ing('Red bell pepper', 'Peperoni, rot', 'produce', [26, 0.3, 0.027, 6.03, 4.2, 2.1, 0.99, 4], 170108, {
    piece: 119,
  }),
  ing('Green bell pepper', 'Peperoni, grün', 'produce', [20, 0.17, 0.058, 4.64, 2.4, 1.7, 0.86, 3], 170427, {
    piece: 119,
  }),
  ing('Zucchini', 'Zucchetti', 'produce', [17, 0.32, 0.084, 3.11, 2.5, 1, 1.21, 8], 169291, { piece: 196 }),
  ing('Potato', 'Kartoffel', 'produce', [77, 0.09, 0.026, 17.47, 0.82, 2.1, 2.05, 6], 170026, { piece: 213 }),
  ing('Sweet potato', 'Süsskartoffel', 'produce', [86, 0.05, 0.018, 20.12, 4.18, 3, 1.57, 55], 168482, {
    piece: 130,
  }),
  ing('Mushrooms', 'Champignons', 'produce', [22, 0.34, 0.05, 3.26, 1.98, 1, 3.09, 5], 169251, { piece: 18 }),
  ing('Cauliflower', 'Blumenkohl', 'produce', [25, 0.28, 0.13, 4.97, 1.91, 2, 1.92, 30], 169986),
  ing('White cabbage', 'Weisskohl', 'produce', [25, 0.1, 0.034, 5.8, 3.2, 2.5, 1.28, 18], 169975),
  ing('Red cabbage', 'Rotkohl', 'produce', [31, 0.16, 0.021, 7.37, 3.83, 2.1, 1.43, 27], 169977),
  ing('Romaine lettuce', 'Lattich (Romana)', 'produce', [17, 0.3, 0.039, 3.29, 1.19, 2.1, 1.23, 8], 169247),
  ing('Iceberg lettuce', 'Eisbergsalat', 'produce', [14, 0.14, 0.018, 2.97, 1.97, 1.2, 0.9, 10], 169248),
  ing('Green leaf lettuce', 'Kopfsalat', 'produce', [15, 0.15, 0.02, 2.87, 0.78, 1.3, 1.36, 28], 169249),
  ing('Rocket', 'Rucola', 'produce', [25, 0.66, 0.086, 3.65, 2.05, 1.6, 2.58, 27], 169387),
  ing('Celery', 'Stangensellerie', 'produce', [14, 0.17, 0.042, 2.97, 1.34, 1.6, 0.69, 80], 169988, {
    piece: 40,
    contains: ['celery'],
  }),
  ing('Celeriac', 'Knollensellerie', 'produce', [42, 0.3, 0.079, 9.2, 1.6, 1.8, 1.5, 100], 169989, {
    contains: ['celery'],
  }),
  ing('Leek', 'Lauch', 'produce', [61, 0.3, 0.04, 14.15, 3.9, 1.8, 1.5, 20], 169246, { piece: 89 }),
  ing('Beetroot', 'Rande', 'produce', [43, 0.17, 0.027, 9.56, 6.76, 2.8, 1.61, 78], 169145, { piece: 82 }),
  ing('Pumpkin', 'Kürbis', 'produce', [26, 0.1, 0.052, 6.5, 2.76, 0.5, 1, 1], 168448),
  ing('Butternut squash', 'Butternut-Kürbis', 'produce', [45, 0.1, 0.021, 11.69, 2.2, 2, 1, 4], 169295),
  ing('Aubergine', 'Aubergine', 'produce', [25, 0.18, 0.034, 5.88, 3.53, 3, 0.98, 2], 169228, { piece: 458 }),
  ing('Green asparagus', 'Grüner Spargel', 'produce', [20, 0.12, 0.04, 3.88, 1.88, 2.1, 2.2, 2], 168389, {
    piece: 16,
  }),
  ing('Green beans', 'Grüne Bohnen', 'produce', [31, 0.22, 0.05, 6.97, 3.26, 2.7, 1.83, 6], 169961),
  ing('Green peas', 'Erbsen', 'produce', [81, 0.4, 0.071, 14.45, 5.67, 5.7, 5.42, 5], 170419, {
    density: 0.61,
  }),
  ing('Sweet corn', 'Mais', 'produce', [86, 1.35, 0.325, 18.7, 6.26, 2, 3.27, 15], 169998, { density: 0.64 }),
  ing('Brussels sprouts', 'Rosenkohl', 'produce', [43, 0.3, 0.062, 8.95, 2.2, 3.8, 3.38, 25], 170383, {
    piece: 19,
  }),
  ing('Fennel', 'Fenchel', 'produce', [31, 0.2, 0.09, 7.3, 3.93, 3.1, 1.24, 52], 169385, { piece: 234 }),
  ing('Radish', 'Radieschen', 'produce', [16, 0.1, 0.032, 3.4, 1.86, 1.6, 0.68, 39], 169276, { piece: 5 }),
  ing('Pak choi', 'Pak Choi', 'produce', [13, 0.2, 0.027, 2.18, 1.18, 1, 1.5, 65], 170390),
  ing('Ginger', 'Ingwer', 'produce', [80, 0.75, 0.203, 17.77, 1.7, 2, 1.82, 13], 169231),
  ing('Parsley', 'Petersilie', 'herbs', [36, 0.79, 0.132, 6.33, 0.85, 3.3, 2.97, 56], 170416, {
    density: 0.25,
  }),
  ing('Basil', 'Basilikum', 'herbs', [23, 0.64, 0.041, 2.65, 0.3, 1.6, 3.15, 4], 172232, { density: 0.18 }),
  ing('Coriander leaves', 'Koriander', 'herbs', [23, 0.52, 0.014, 3.67, 0.87, 2.8, 2.13, 46], 169997, {
    density: 0.27,
  }),
  ing('Chives', 'Schnittlauch', 'herbs', [30, 0.73, 0.146, 4.35, 1.85, 2.5, 3.27, 3], 169994, {
    density: 0.2,
  }),

  // ---- drinks and water
  ing('Water', 'Wasser', 'drinks', [0, 0, 0, 0, 0, 0, 0, 4], 174158, { density: 1 }),
  ing('Coffee, brewed', 'Kaffee', 'drinks', [1, 0.02, 0.002, 0, 0, 0, 0.12, 2], 171890, { density: 1 }),
  ing('Green tea, brewed', 'Grüntee', 'drinks', [1, 0, 0, 0, 0, 0, 0.22, 1], 171917, { density: 1 }),
];

/** Ingredients of the older app (/ingredients/v1): read-only, no nutrient data, not in any demo recipe. */
export const legacyIngredients: readonly DemoIngredient[] = [
  ['Vegetable stock cube (old)', 'Gemüsebouillon-Würfel (alt)'],
  ['Margarine tub (old)', 'Margarine Becher (alt)'],
  ['Muesli mix house (old)', 'Hausmüesli-Mischung (alt)'],
  ['Protein powder vanilla (old)', 'Proteinpulver Vanille (alt)'],
  ['Salad dressing base (old)', 'Salatsaucen-Basis (alt)'],
  ['Frozen spinach block (old)', 'Tiefkühlspinat Block (alt)'],
].map(([name, name_de]) => ({
  name: name!,
  name_de: name_de!,
  category: 'dry' as const,
  nutrients: null,
  source: 'Imported from the previous recipe system; no nutrient data',
  reviewed: false,
  legacy: true,
}));

/** Fictional Swiss wholesalers. */
export const demoSuppliers = [
  {
    name: 'Alpenfrisch Gemüse AG',
    contact: 'Martina Keller',
    email: 'bestellung@alpenfrisch.example.ch',
    phone: '+41 44 512 30 10',
    prefix: 'AF',
  },
  {
    name: 'Limmat Gastro Service GmbH',
    contact: 'Daniel Brunner',
    email: 'orders@limmat-gastro.example.ch',
    phone: '+41 44 271 88 40',
    prefix: 'LG',
  },
  {
    name: 'Seeland Milch & Käse AG',
    contact: 'Sandra Gerber',
    email: 'verkauf@seeland-milch.example.ch',
    phone: '+41 32 385 12 00',
    prefix: 'SM',
  },
  {
    name: 'Rheinfisch Handels AG',
    contact: 'Luca Bianchi',
    email: 'info@rheinfisch.example.ch',
    phone: '+41 61 690 44 22',
    prefix: 'RF',
  },
  {
    name: 'Berner Metzgerei Zulieferer AG',
    contact: 'Peter Zaugg',
    email: 'bestellungen@bmz.example.ch',
    phone: '+41 31 992 15 50',
    prefix: 'BM',
  },
] as const;

/**
 * Who sells a category, its usual pack (size, unit) and a typical Swiss wholesale price per kg or litre
 * (CHF; a plausible 2026 level, not a quote).
 */
export const supplyOf: Record<
  IngredientCategory,
  { supplier: number; packSize: number; packUnit: 'kg' | 'g' | 'l'; chfPerUnit: number; second?: number }
> = {
  produce: { supplier: 0, packSize: 5, packUnit: 'kg', chfPerUnit: 4.8, second: 1 },
  herbs: { supplier: 0, packSize: 250, packUnit: 'g', chfPerUnit: 0.032 },
  dairy: { supplier: 2, packSize: 1, packUnit: 'kg', chfPerUnit: 9.5 },
  meat: { supplier: 4, packSize: 2.5, packUnit: 'kg', chfPerUnit: 28 },
  fish: { supplier: 3, packSize: 2, packUnit: 'kg', chfPerUnit: 36 },
  dry: { supplier: 1, packSize: 5, packUnit: 'kg', chfPerUnit: 3.9 },
  nuts: { supplier: 1, packSize: 1, packUnit: 'kg', chfPerUnit: 19 },
  oil: { supplier: 1, packSize: 1, packUnit: 'l', chfPerUnit: 8.5 },
  spice: { supplier: 1, packSize: 500, packUnit: 'g', chfPerUnit: 0.045 },
  bakery: { supplier: 1, packSize: 1, packUnit: 'kg', chfPerUnit: 6.2 },
  drinks: { supplier: 1, packSize: 1, packUnit: 'l', chfPerUnit: 3.2 },
};
