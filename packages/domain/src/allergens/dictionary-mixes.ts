/**
 * The allergen dictionary, part 5: sauces, dishes and bakery goods whose name hides several allergens
 * (notation: `dictionary.ts`). What the usual recipe always has is CONTAINS; what many recipes or brands add
 * is MAY_CONTAIN.
 */
import { mix, type MixGroup } from './dictionary.ts';

export const MIX_GROUPS: readonly MixGroup[] = [
  // ---- sauces, dressings and pastes
  // Pesto alla genovese has cheese and pine nuts (not Annex II nuts); many bought pestos use cashews instead.
  mix(['MILK'], ['NUTS'])`
    en: a basil sauce with hard cheese, often made with cashews
    de: eine Basilikumsauce mit Hartkäse, oft mit Cashewnüssen
    pesto*, *pesto
  `,
  mix(['MILK', 'GLUTEN'], [])`
    en: a white sauce of milk, butter and flour
    de: eine weisse Sauce aus Milch, Butter und Mehl
    béchamel*, *béchamel, besciamella, white sauce, mornay*
  `,
  mix(['EGGS', 'MILK'], [])`
    en: a sauce of egg yolk and butter
    de: eine Sauce aus Eigelb und Butter
    hollandaise*, béarnaise*, choron
  `,
  mix(['EGGS'], ['MUSTARD'])`
    en: a sauce made with egg yolk, often with mustard
    de: eine Sauce mit Eigelb, oft mit Senf
    mayonnaise*, *mayonnaise, mayonaise, majonäse, mayo, remoulade*, *remoulade, tartar sauce, tartare sauce
    sauce tartare, cocktail sauce, cocktailsauce, thousand island, aioli, rouille, salad cream
  `,
  mix([], ['EGGS', 'MUSTARD'])`
    en: a dressing, often made with egg and mustard
    de: eine Salatsauce, oft mit Ei und Senf
    dressing*, *dressing, salatsauce*, *salatsauce
  `,
  mix([], ['MUSTARD', 'SULPHITES'])`
    en: a dressing of vinegar and oil, often with mustard
    de: eine Sauce aus Essig und Öl, oft mit Senf
    vinaigrette*
  `,
  mix(['EGGS', 'FISH', 'MILK'], ['MUSTARD'])`
    en: a dressing of egg, anchovy and parmesan
    de: eine Sauce aus Ei, Sardellen und Parmesan
    caesar*
  `,
  mix(['MILK', 'EGGS'], [])`
    en: a dressing of buttermilk and mayonnaise
    de: eine Sauce aus Buttermilch und Mayonnaise
    ranch dressing, ranch sauce
  `,
  mix(['FISH'], ['GLUTEN'])`
    en: a sauce made with anchovies, often with barley malt vinegar
    de: eine Sauce mit Sardellen, oft mit Malzessig
    worcester*
  `,
  mix(['FISH'], [])`
    en: a sauce made with anchovies
    de: eine Sauce mit Sardellen
    puttanesca
  `,
  mix(['FISH', 'EGGS'], [])`
    en: a sauce of tuna, anchovies and mayonnaise
    de: eine Sauce aus Thunfisch, Sardellen und Mayonnaise
    tonnato
  `,
  mix([], ['FISH'])`
    en: an olive paste, usually with anchovies
    de: eine Olivenpaste, meist mit Sardellen
    tapenade
  `,
  mix([], ['FISH', 'CRUSTACEANS'])`
    en: a curry paste, often with fish sauce or shrimp paste
    de: eine Currypaste, oft mit Fischsauce oder Crevettenpaste
    curry paste, currypaste, *currypaste, thai curry, tom yum, tom yam, laksa*, pad thai
  `,
  // Many curry powders (Madras style) hold mustard seed, some celery seed; curry pastes are a different thing.
  mix([], ['MUSTARD', 'CELERY'])`
    en: a spice blend that often contains mustard seed or celery seed
    de: eine Gewürzmischung, oft mit Senfsaat oder Selleriesamen
    curry, currypulver, curry powder, currypowder, madras curry, curry madras
  `,
  mix(['PEANUTS'], ['SOY'])`
    en: a peanut sauce
    de: eine Erdnusssauce
    satay*, saté
  `,
  mix(['SOY'], ['GLUTEN', 'SESAME'])`
    en: a sauce of fermented soybeans, often with wheat
    de: eine Sauce aus fermentierten Sojabohnen, oft mit Weizen
    hoisin*, black bean sauce, ketjap*, kecap*
  `,
  mix(['SOY', 'GLUTEN'], [])`
    en: a sauce brewed from soybeans and wheat
    de: eine Sauce aus Sojabohnen und Weizen
    soy sauce, soya sauce, sojasauce*, soja sauce, shoyu, teriyaki*, gochujang
  `,
  mix(['SOY'], ['GLUTEN'])`
    en: a soy product, often fermented with wheat or barley
    de: ein Sojaprodukt, oft mit Weizen oder Gerste fermentiert
    tamari, miso*
  `,
  mix(['SOY'], ['GLUTEN', 'FISH'])`
    en: a citrus and soy sauce, often with bonito
    de: eine Zitrus-Soja-Sauce, oft mit Bonito
    ponzu
  `,
  mix(['MOLLUSCS'], ['GLUTEN', 'SOY'])`
    en: a sauce made from oysters
    de: eine Sauce aus Austern
    oyster sauce, austernsauce, austern sauce
  `,
  mix(['CRUSTACEANS', 'MOLLUSCS'], ['FISH'])`
    en: a sauce of dried shrimp and scallops
    de: eine Sauce aus getrockneten Crevetten und Jakobsmuscheln
    xo sauce
  `,
  mix([], ['GLUTEN', 'CELERY'])`
    en: a gravy, often thickened with flour and made with stock
    de: eine Bratensauce, oft mit Mehl gebunden und mit Brühe
    gravy, bratensauce, bratenjus, demi glace, demiglace
  `,
  mix(['MILK'], ['SULPHITES'])`
    en: melted cheese, often with white wine
    de: geschmolzener Käse, oft mit Weisswein
    fondue*
  `,
  mix(['SESAME'], ['FISH'])`
    en: a rice seasoning of sesame, often with fish flakes
    de: eine Reiswürze aus Sesam, oft mit Fischflocken
    furikake
  `,
  mix(['NUTS', 'SESAME'], [])`
    en: a spice mix of hazelnuts and sesame
    de: eine Gewürzmischung aus Haselnüssen und Sesam
    dukkah, duqqa
  `,
  mix(['NUTS'], ['GLUTEN'])`
    en: a paste of walnuts or almonds, often with breadcrumbs
    de: eine Paste aus Baumnüssen oder Mandeln, oft mit Paniermehl
    muhammara, romesco
  `,
  // ---- fish, seafood and breaded dishes
  mix(['FISH'], ['CRUSTACEANS', 'EGGS'])`
    en: fish paste, often with crab extract and egg white
    de: Fischpaste, oft mit Krebsextrakt und Eiweiss
    surimi*, crab stick*, crabstick*
  `,
  mix(['FISH', 'GLUTEN'], [])`
    en: breaded fish
    de: panierter Fisch
    fish finger*, fish stick*, fischstäbchen
  `,
  mix(['FISH'], ['CRUSTACEANS', 'MOLLUSCS'])`
    en: a fish soup, often with shellfish
    de: eine Fischsuppe, oft mit Meeresfrüchten
    bouillabaisse, cioppino
  `,
  mix([], ['FISH', 'CRUSTACEANS', 'MOLLUSCS'])`
    en: fish or shellfish
    de: Fisch oder Meeresfrüchte
    seafood, sea food
  `,
  mix([], ['CRUSTACEANS', 'MOLLUSCS'])`
    en: shellfish: crustaceans or molluscs
    de: Meeresfrüchte: Krebstiere oder Weichtiere
    meeresfrücht*, frutti di mare, fruits de mer, shellfish, paella
  `,
  mix(['GLUTEN'], ['EGGS'])`
    en: breaded: coated in breadcrumbs, often with egg
    de: paniert: mit Paniermehl, oft mit Ei
    paniert*, breaded, wiener schnitzel, schnitzel wiener art, milanese
  `,
  mix(['GLUTEN', 'MILK'], ['EGGS'])`
    en: a breaded cutlet filled with cheese
    de: ein paniertes, mit Käse gefülltes Schnitzel
    cordon bleu
  `,
  // ---- pasta, dumplings and cereal dishes
  // Dried durum-wheat pasta has no egg, but Swiss and German 'Teigwaren' often do: egg is may-contain.
  mix(['GLUTEN'], ['EGGS'])`
    en: pasta or noodles of wheat, often made with egg
    de: Teigwaren oder Nudeln aus Weizen, oft mit Ei
    pasta*, *teigwaren*, *nudel*, *noodle, spaghetti*, penne, fusilli, farfalle, rigatoni, tagliatelle, fettuccine
    linguine, pappardelle, lasagne*, lasagna*, cannelloni, ravioli, tortellini, tortelloni, agnolotti, gnocchi
    orecchiette, macaroni, maccheroni, makkaroni, *magronen, hörnli, vermicelli, orzo, ditalini, conchiglie
    fregola, udon, ramen, mie, lo mein, chow mein, dumpling*, *knödel*, maultasche*, wonton*, gyoza
    pelmeni, pierogi
  `,
  mix(['GLUTEN', 'EGGS'], [])`
    en: egg noodles of wheat flour and egg
    de: Eierteigwaren aus Weizenmehl und Ei
    *spätzle*, *spätzli*, *knöpfli*, *chnöpfli*, flädli*
  `,
  mix(['GLUTEN'], ['NUTS'])`
    en: a cereal mix of oats, often with nuts
    de: eine Getreidemischung aus Hafer, oft mit Nüssen
    *müesli*, *muesli*, granola*
  `,
  mix(['GLUTEN', 'MILK'], ['NUTS'])`
    en: oat flakes soaked in milk or yoghurt
    de: in Milch oder Joghurt eingeweichte Haferflocken
    bircher*
  `,
  mix(['GLUTEN', 'MILK'], [])`
    en: a drink powder of barley malt and milk
    de: ein Getränkepulver aus Gerstenmalz und Milch
    ovomaltine*, ovaltine
  `,
  mix(['MILK'], [])`
    en: a soft drink made from milk whey
    de: ein Erfrischungsgetränk aus Milchserum
    rivella
  `,
  // ---- bakery and desserts
  mix(['GLUTEN', 'MILK'], ['EGGS'])`
    en: a pastry of wheat flour and butter
    de: ein Gebäck aus Weizenmehl und Butter
    *zopf, *gipfel*, croissant*
  `,
  mix(['GLUTEN', 'MILK', 'EGGS'], [])`
    en: a bread or pastry of wheat flour, butter, milk and egg
    de: ein Gebäck aus Weizenmehl, Butter, Milch und Ei
    brioche*, crêpe*, pancake*, pfannkuchen*, palatschinken, quiche*, tiramisu
  `,
  mix(['GLUTEN'], ['EGGS', 'MILK'])`
    en: a cake or biscuit of wheat flour, often with egg and butter
    de: ein Kuchen oder Gebäck aus Weizenmehl, oft mit Ei und Butter
    *cake, *kuchen*, *torte*, muffin*, biscuit*, *biskuit*, cookie*, *keks*, *guetzli*, waffle*, *waffel*
    shortbread*, madeleine*, scone*, blätterteig*, puff pastry
  `,
  mix(['NUTS', 'GLUTEN', 'MILK'], [])`
    en: a butter pastry with nuts
    de: ein Buttergebäck mit Nüssen
    baklava*, nusstorte*, nussgipfel*, financier*
  `,
  mix(['NUTS', 'GLUTEN'], [])`
    en: a honey biscuit with almonds and hazelnuts
    de: ein Honiggebäck mit Mandeln und Haselnüssen
    leckerli*, läckerli*
  `,
  mix(['NUTS'], ['PEANUTS', 'SULPHITES'])`
    en: a mix of nuts and dried fruit
    de: eine Mischung aus Nüssen und Trockenobst
    studentenfutter, trail mix
  `,
  mix(['NUTS', 'EGGS', 'MILK'], [])`
    en: an almond cream of almonds, butter and eggs
    de: eine Mandelcreme aus Mandeln, Butter und Eiern
    frangipane*
  `,
  mix(['NUTS', 'MILK'], ['SOY'])`
    en: a hazelnut spread with milk
    de: ein Haselnussaufstrich mit Milch
    nutella, nussnougatcreme, nuss nougat creme, hazelnut spread, haselnussaufstrich
  `,
  mix(['MILK', 'EGGS'], [])`
    en: a custard of milk and egg
    de: eine Creme aus Milch und Ei
    custard*, crème pâtissière, crème brûlée, crème caramel, lemon curd
  `,
  mix(['EGGS', 'SULPHITES'], [])`
    en: a foam of egg yolk and Marsala wine
    de: eine Schaumcreme aus Eigelb und Marsala
    zabaione, zabaglione, sabayon
  `,
  mix(['MILK'], ['EGGS'])`
    en: a pudding or sauce of milk, often with egg
    de: ein Pudding oder eine Sauce aus Milch, oft mit Ei
    *pudding*, vanillecreme, vanillesauce, vanilla sauce, flan
  `,
  mix([], ['MILK', 'NUTS', 'SOY'])`
    en: chocolate, which often contains milk, traces of nuts and soy lecithin
    de: Schokolade, oft mit Milch, Spuren von Nüssen und Sojalecithin
    *chocolat*, *schokolade*, schoko*, kuvertüre*, couverture*
  `,
  mix(['MILK'], [])`
    en: white chocolate, made with milk
    de: weisse Schokolade, aus Milch
    white chocolate, weisse schokolade
  `,
  // ---- salads
  mix(['CELERY', 'NUTS', 'EGGS'], [])`
    en: a salad of celery, walnuts and mayonnaise
    de: ein Salat aus Sellerie, Baumnüssen und Mayonnaise
    waldorf*
  `,
];
