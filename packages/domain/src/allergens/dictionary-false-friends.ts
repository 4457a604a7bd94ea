/**
 * The allergen dictionary, part 6: false friends and free-from claims (notation: `dictionary.ts`).
 *
 * A false friend is a name that contains an allergen term without being that allergen. Where one is found,
 * the whole words it covers are not read for the allergens it names, and only for those: 'Muskatnuss und
 * Walnüsse' still suggests nuts (the walnuts), 'Mandelmilch' is no milk but still almonds. Names of the
 * same kind are checked on the name as written and with its hyphens joined ('Kokos-Milch' = 'Kokosmilch').
 */
import { falseFriend, type FalseFriend } from './dictionary.ts';

export const FALSE_FRIENDS: readonly FalseFriend[] = [
  // ---- not milk: plant drinks and creams, plant "butters", and words that only look like milk or cheese
  falseFriend(
    'MILK',
    'NUTS',
  )`kokos*, coconut milk, coconut cream, coconut yoghurt, coconut yogurt, coconut butter`,
  falseFriend('MILK')`
    sojamilch, soja milch, soy milk, soymilk, soya milk, sojajoghurt, soy yogurt, soy yoghurt, sojarahm
    soy cream, hafermilch, hafer milch, oat milk, oat cream, haferrahm, haferjoghurt, oat yogurt, mandelmilch
    mandel milch, almond milk, mandeljoghurt, almond yogurt, reismilch, reis milch, rice milk, cashewmilch
    cashew milk, hanfmilch, erbsenmilch, pea milk, dinkelmilch
    peanut butter, erdnussbutter, erdnuss butter, mandelbutter, almond butter, cashewbutter, cashew butter
    haselnussbutter, nut butter, kakaobutter, cocoa butter, cacao butter, sheabutter, shea butter
    apple butter, apfelbutter, butter bean*, butterbohne*, butternut*, butterhead, butterkopfsalat*
    buttersalat*, butterpilz*, butterbirne*, butterfish, butterfisch
    milk thistle, mariendistel, milkfish, milchsäure*, milchsaure, lactic acid, milke*, kalbsmilke*
    leberkäse*, fleischkäse*, headcheese, head cheese
    cream of tartar, cream cracker*, cream soda, crema di balsamico, balsamico creme, balsamicocreme
    balsamic cream, crème de cassis, crème de menthe, demi glace, demiglace, kalbsglace, fleischglace
    glace de viande, marrons glacés
  `,
  // ---- not gluten: grains and flours that are not wheat, rye, barley or oats, and wheat-looking words
  falseFriend('GLUTEN')`
    buchweizen*, buckwheat*, buckwheat flour, maisgriess, reisgriess, hirsegriess, corn semolina, rice semolina
    reismehl, rice flour, maismehl, corn flour, maize flour, kichererbsenmehl, chickpea flour, gram flour
    mandelmehl, almond flour, kokosmehl, coconut flour, kartoffelmehl, potato flour, tapiokamehl
    tapioca flour, maniokmehl, cassava flour, hirsemehl, millet flour, sorghummehl, sorghum flour, teffmehl
    teff flour, quinoamehl, quinoa flour, amaranthmehl, amaranth flour, sojamehl, soy flour, lupinenmehl
    lupin flour, kastanienmehl, marronimehl, chestnut flour, erbsenmehl, pea flour, linsenmehl, lentil flour
    johannisbrot*, guarkernmehl, carob flour, leinsamenmehl, hanfmehl, fischmehl, mehlbanane*, mehlig*
    broth*, brotaufstrich*, brotfrucht*, sweetbread*, reiskleie, rice bran, maltodextrin*, maltose, maltit*
    ginger beer, ginger ale, ingwerbier, root beer, prawn cracker*, shrimp cracker*, corn tortilla*
    maistortilla*, weizenglukosesirup, wheat glucose syrup, glukosesirup weizen
    glucose syrup wheat
  `,
  // Not wheat or egg pasta: noodles of rice, beans, konjac or vegetables, and sauces for pasta.
  falseFriend('GLUTEN', 'EGGS')`
    reisnudel*, reis nudel*, rice noodle*, glasnudel*, glass noodle*, cellophane noodle*, rice vermicelli
    reis vermicelli, mung bean noodle*, sweet potato noodle*, konjak*, konjac*, shirataki*, kelp noodle*
    zucchininudel*, zucchettinudel*, zucchini noodle*, pastasauce*, pasta sauce*
  `,
  falseFriend('GLUTEN', 'EGGS', 'MILK')`rice cake*, reiswaffel*, maiswaffel*, corn cake*, tortenguss*`,
  // ---- not egg: aubergine ('Eierfrucht'), chanterelles ('Eierschwämme'), a plum, egg replacers
  falseFriend('EGGS')`
    eggplant*, egg plant*, eierfrucht*, eierschwamm*, eierschwämm*, eierpilz*, eierpflaume*, egg fruit
    egg replacer, egg substitute, eiersatz*, ei ersatz*, eierersatz*, eier ersatz*
  `,
  // Custard and pudding powders are starch and flavouring: the milk and egg are added in the kitchen.
  falseFriend(
    'EGGS',
    'MILK',
  )`custard powder, *puddingpulver*, pudding powder, cremepulver, vanillecremepulver`,
  // ---- not fish: squid is a mollusc, crayfish a crustacean; herbs, seasonings and ham named after fish
  falseFriend('FISH')`
    *tintenfisch*, cuttlefish, kuttelfisch*, crayfish, crawfish, shellfish, jellyfish, starfish
    fish mint, fishmint, fischminze*, fischgewürz*, fish seasoning, lachsschinken*
  `,
  // ---- not crustaceans or molluscs
  falseFriend('CRUSTACEANS')`crab apple*, crabapple*, crab grass`,
  // Oyster mushrooms, shell pasta, and pastry swirls called snails ('Zimtschnecke') are no molluscs.
  falseFriend('MOLLUSCS')`
    oyster mushroom*, austernpilz*, austernseitling*, oyster plant, muschelnudel*, muschelpasta*
    muschelteigwaren, zimtschnecke*, nussschnecke*, mohnschnecke*, rosinenschnecke*, puddingschnecke*
    schokoschnecke*, schneckennudel*
  `,
  // ---- not Annex II nuts: coconut (above), nutmeg, pine nuts, chestnuts, tiger nuts, kola and betel nuts,
  // candlenuts, water chestnuts; peanuts are their own allergen; Swiss 'Nüsslisalat' is lamb's lettuce;
  // 'Nussbutter' is browned butter and 'Nussschinken' a cut of ham.
  falseFriend('NUTS')`
    muskatnuss*, nutmeg, *erdnuss*, zirbelnuss*, tigernuss*, tiger nut*, erdmandel*, kolanuss*, kola nut*
    betelnuss*, betel nut*, lichtnuss*, candlenut*, candle nut*, wassernuss*, nüsslisalat*, nüssler
    nussbutter, nussschinken*
  `,
  falseFriend('NUTS', 'PEANUTS')`pine nut*, pignoli`,
  // ---- not sulphites: pork ('Schwein' holds 'wein'), grapes, cream of tartar ('Weinstein'), tartaric acid,
  // vine leaves, vineyard peaches and snails, rue ('Weinraute'), wine gums; brandy is distilled and keeps
  // little sulphur dioxide.
  falseFriend('SULPHITES')`
    *schwein*, weintraube*, weinstein*, weinsäure*, weinblatt*, weinblätter*, weinberg*, weinraute*
    weingummi*, wine gum*, weinbrand*
  `,
  // ---- a curry paste is not a curry powder (no mustard or celery seed); plants that only carry the name
  falseFriend('MUSTARD', 'CELERY')`curry paste, currypaste, *currypaste, thai curry`,
  falseFriend('MUSTARD')`garlic mustard, knoblauchsrauke, senfrauke, hedge mustard`,
  falseFriend('CELERY')`kartoffelstock, kartoffel stock, liebstöckel, lovage, maggikraut`,
  falseFriend('SOY')`sonnenblumenlecithin, sunflower lecithin, mungbohnensprossen, mung bean sprouts`,
  falseFriend('MILK', 'SULPHITES')`fondue chinoise, fondue bourguignonne, fleischfondue`,
];

/**
 * Free-from claims in a name ('glutenfreie Teigwaren', 'Aprikosen ungeschwefelt'): the claim itself never
 * suggests its allergen, and what the rest of the name suggests for it becomes MAY_CONTAIN — a product
 * labelled free of an allergen may still be made from it below the legal threshold (gluten-free oats, wheat
 * starch) or carry traces, so a person checks the label. Lactose-free is not a claim: it is still milk.
 */
export const FREE_FROM_CLAIMS: readonly FalseFriend[] = [
  falseFriend('GLUTEN')`glutenfrei*, gluten free, sans gluten, senza glutine, ohne gluten`,
  falseFriend('MILK')`milchfrei*, dairy free, non dairy, ohne milch`,
  falseFriend('EGGS')`eifrei*, egg free, ohne ei`,
  falseFriend('NUTS')`nussfrei*, nut free, ohne nüsse`,
  falseFriend(
    'SULPHITES',
  )`ungeschwefelt*, unsulphured, unsulfured, sulfitfrei*, sulphite free, sulfite free, ohne sulfite, ohne schwefel`,
  falseFriend('MILK', 'EGGS', 'FISH', 'CRUSTACEANS', 'MOLLUSCS')`vegan*`,
];
