/**
 * Test data for suggest.test.ts: ingredient names as a Swiss kitchen writes them (English and German), with
 * the allergens Annex II expects for them.
 *
 * SUGGESTION_CORPUS: one or more names separated by ';', then '|', then the expected codes; a code ending
 * in '?' is expected as MAY_CONTAIN, the others as CONTAINS.
 * FALSE_FRIEND_CORPUS: names that must not suggest the codes after '|'; with no code, nothing at all.
 */
/** @internal test data */
export const SUGGESTION_CORPUS = `
Quark 20 %; Magerquark; Rahmquark; Speisequark mager | MILK
Emmentaler gerieben; Gruyère AOP rezent; Greyerzer; Appenzeller mild; Sbrinz AOP; Tilsiter | MILK
Raclettekäse in Scheiben; Vacherin Fribourgeois; Tête de Moine; Bergkäse | MILK
Mascarpone; Ricotta; Feta; Parmesan gerieben; Parmigiano Reggiano; Grana Padano; Pecorino Romano | MILK
Mozzarella di bufala; Burrata; Halloumi; Paneer; Hüttenkäse; Cottage cheese; Frischkäse nature | MILK
Cream cheese; Ziegenkäse; Goat cheese; Blue cheese crumbles; Schabziger | MILK
Vollrahm 35%; Halbrahm; Sauerrahm; Kaffeerahm; Schlagsahne; Heavy cream; Sour cream; Double cream | MILK
Crème fraîche; Creme fraiche; Schmand; Butter, ungesalzen; Bratbutter; Butterschmalz; Ghee | MILK
Kräuterbutter; Naturjoghurt; Jogurt nature; Greek yoghurt; Kefir; Molkenpulver; Whey protein | MILK
Buttermilch; Vollmilch UHT; Milchpulver; Laktosefreie Milch; Skimmed milk powder | MILK
Natriumcaseinat; Milchreis; Rahmspinat; Kartoffelstock; Tzatziki | MILK
Margarine | MILK?
Weizenmehl Typ 405; Weissmehl; Halbweissmehl; Ruchmehl; Zopfmehl; Dinkelmehl; Roggenmehl | GLUTEN
Plain flour; Wholemeal flour; Spelt flour; Paniermehl; Panko; Breadcrumbs; Semmelbrösel | GLUTEN
Griess; Hartweizengriess; Semolina; Farro; Freekeh; Bulgur; Couscous; Seitan; Grünkern | GLUTEN
Einkorn; Emmer; Kamut; Rollgerste; Pearl barley; Haferflocken; Rolled oats; Porridge oats | GLUTEN
Oat bran; Haferkleie; Malzextrakt; Barley malt syrup; Roggen; Rye bread; Vollkornbrot | GLUTEN
Toastbrot; Baguette; Sauerteigbrot; Laugenbrezel; Croutons; Pita bread; Knäckebrot | GLUTEN
Weizenbier; Bier hell; Lager beer; Weizenstärke; Pizzateig | GLUTEN
Spaghetti; Penne rigate; Teigwaren, trocken; Nudeln; Gnocchi; Lasagneblätter; Udon noodles; Hörnli | GLUTEN EGGS?
Blätterteig; Kuchenteig; Puff pastry | GLUTEN MILK? EGGS?
Wiener Schnitzel paniert | GLUTEN EGGS?
Älplermagronen | GLUTEN MILK EGGS?
Eiernudeln; Egg noodles; Spätzli; Knöpfli; Frische Eier-Tagliatelle | GLUTEN EGGS
Ravioli mit Ricotta | GLUTEN MILK EGGS?
Gipfeli; Croissant; Butterzopf | GLUTEN MILK EGGS?
Weizengras; Tortillas | GLUTEN?
Haselnusskerne gemahlen; Haselnüsse ganz; Mandeln gehobelt; Mandelstifte; Ground almonds | NUTS
Almond flour; Mandelmilch; Almond drink; Baumnusskerne; Walnut halves; Cashewkerne | NUTS
Cashew nuts, roasted; Pecan nuts; Pekannüsse; Paranüsse; Brazil nuts; Pistazien geschält | NUTS
Pistachios; Macadamianüsse; Queensland nuts; Praliné-Masse; Nougat; Marzipan; Gianduja | NUTS
Nussmischung; Mixed nuts; Walnussöl; Haselnussöl | NUTS
Romesco | NUTS GLUTEN?
Amaretti | NUTS?
Frangipane | NUTS EGGS MILK
Erdnüsse geröstet; Peanuts, salted; Erdnussbutter; Peanut butter; Erdnussöl; Arachisöl | PEANUTS
Satay sauce | PEANUTS SOY?
Lachsfilet; Räucherlachs; Smoked salmon; Thunfisch in Öl; Thon; Tuna steak; Kabeljaufilet; Dorsch | FISH
Cod loin; Sardellenfilets; Anchovies in oil; Sardinen; Forellenfilet; Trout fillets; Zanderfilet | FISH
Eglifilets; Felchenfilet; Haddock; Alaska pollock; Makrele geräuchert; Heringsfilet; Wolfsbarsch | FISH
Sea bass fillet; Dorade royale; Saibling; Fischsauce; Fish sauce; Bonito flakes; Dashi; Kaviar | FISH
Fischfond | FISH CELERY?
Worcestershire sauce | FISH GLUTEN?
Crevetten roh; Riesencrevetten; Shrimps, cooked; King prawns; Garnelen; Scampi geschält | CRUSTACEANS
Langoustines; Kaisergranat; Hummer; Lobster tails; Crab meat; Krabbenfleisch; Gambas | CRUSTACEANS
Flusskrebsschwänze; Crayfish tails; Shrimp paste; Krabbenchips | CRUSTACEANS
Miesmuscheln; Mussels; Venusmuscheln; Clams; Jakobsmuscheln; Scallops; Austern; Oysters | MOLLUSCS
Tintenfischringe; Calamari rings; Squid; Pulpo; Octopus; Weinbergschnecken; Escargots | MOLLUSCS
Oyster sauce; Austernsauce | MOLLUSCS GLUTEN? SOY?
Eier, Freiland; Ei; Eigelb; Eiweiss; Egg yolks; Egg whites; Vollei pasteurisiert; Wachteleier | EGGS
Meringues; Baiser | EGGS
Mayonnaise; Remoulade; Aioli | EGGS MUSTARD?
Sauce hollandaise; Béarnaise | EGGS MILK
Sojabohnen; Soybeans; Tofu natur; Räuchertofu; Tempeh; Edamame; Sojamilch; Sojalecithin | SOY
Miso paste; Tamari | SOY GLUTEN?
Sojasauce; Soy sauce; Shoyu; Teriyaki sauce | SOY GLUTEN
Hoisin sauce | SOY GLUTEN? SESAME?
Sojasprossen | SOY?
Sellerie Knolle; Knollensellerie; Stangensellerie; Celery sticks; Celeriac; Celery salt | CELERY
Selleriesalz; Suppengrün | CELERY
Gemüsebouillon; Vegetable stock cubes; Hühnerbrühe | CELERY?
Senf; Dijon mustard; Dijonsenf; Mustard seeds; Senfkörner; Senfpulver; Wholegrain mustard | MUSTARD
Mostarda di Cremona | MUSTARD
Mustard greens; Wasabi paste | MUSTARD?
Sesam; Sesame seeds; Sesamöl; Tahini; Tahin; Gomasio; Halva; Hummus; Za'atar | SESAME
Weisswein; Rotwein; Dry white wine; Kochwein; Prosecco; Portwein; Marsala | SULPHITES
Dried apricots; Getrocknete Aprikosen; Balsamico; Aceto balsamico di Modena | SULPHITES
Natriummetabisulfit | SULPHITES
Rosinen; Sultaninen; Raisins; Weinessig; Rotweinessig; Apfelessig; Sauerkraut | SULPHITES?
Lupinenmehl; Süsslupinen; Lupin flour | LUPIN
Pesto Genovese; Pesto rosso | MILK NUTS?
Béchamelsauce | MILK GLUTEN
Caesar dressing | EGGS FISH MILK MUSTARD?
French dressing | EGGS? MUSTARD?
Red curry paste; Rote Currypaste | FISH? CRUSTACEANS?
Currypulver | MUSTARD? CELERY?
Birchermüesli | GLUTEN MILK NUTS?
Ovomaltine | GLUTEN MILK
Cordon bleu | GLUTEN MILK EGGS?
Fischstäbchen | FISH GLUTEN
Meeresfrüchte-Mix | CRUSTACEANS? MOLLUSCS?
Surimi | FISH CRUSTACEANS? EGGS?
Vollmilchschokolade | MILK NUTS? SOY?
Dark chocolate 70% | MILK? NUTS? SOY?
Nutella | NUTS MILK SOY?
Lemon curd | MILK EGGS
Zabaione | EGGS SULPHITES
Basler Läckerli | NUTS GLUTEN
Glutenfreie Teigwaren | GLUTEN? EGGS?
`;

/** @internal test data */
export const FALSE_FRIEND_CORPUS = `
Aubergine; Eggplant; Eierfrucht; Eierschwämme; Eierschwammerl; Butterkopfsalat; Butterhead lettuce |
Butternut squash; Butternut-Kürbis; Cream of tartar; Weinstein; Nutritional yeast; Hefeflocken |
Milk thistle; Mariendistel; Coconut milk; Kokosmilch; Kokos-Milch; Kokosnuss; Desiccated coconut |
Nutmeg; Muskatnuss gemahlen; Pine nuts; Pinienkerne; Marroni; Chestnuts; Water chestnuts |
Buchweizen; Buckwheat flour; Rice flour; Reismehl; Maisstärke; Cornflour; Maisgriess (Polenta) |
Kakaobutter; Cocoa butter; Shea butter; Ochsenherz-Tomate; Fleischtomate; Crab apple |
Fischminze; Fish mint; Lemongrass; Zitronengras; Rice milk; Reismilch; Leberkäse; Fleischkäse |
Kalbsmilken; Nüsslisalat; Austernpilze; Oyster mushrooms; Schweinefilet; Weintrauben; Lachsschinken |
Glasnudeln; Reisnudeln; Rice noodles; Kartoffeln mehligkochend; Tiger nuts; Erdmandeln |
Johannisbrotkernmehl; Vermicelles (Marronipüree); Reiswaffeln; Butter beans; Eisbergsalat; Reis |
Kokosjoghurt; Kokosmehl; Coconut cream; Maltodextrin; Ginger beer; Maistortillas |
Oat milk; Hafermilch; Almond milk; Sojamilch; Soy yogurt | MILK
Peanut butter; Erdnussbutter | MILK NUTS
Erdnussöl; Erdnüsse | NUTS
Muschelnudeln; Zimtschnecken | MOLLUSCS
Tintenfischringe; Cuttlefish | FISH
Fondue chinoise | MILK
Mungbohnensprossen |
`;
