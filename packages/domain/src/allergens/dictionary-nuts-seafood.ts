/**
 * The allergen dictionary, part 3: tree nuts, fish, crustaceans and molluscs (notation: `dictionary.ts`).
 * Nuts are the eight of Annex II only: almond, hazelnut, walnut, cashew, pecan, Brazil nut, pistachio and
 * macadamia (Queensland) nut. Coconut, pine nuts, nutmeg, chestnuts and peanuts are not among them
 * (`dictionary-false-friends.ts`; peanuts are their own allergen).
 */
import { contains, mayContain, type GroupsByAllergen } from './dictionary.ts';

export const NUT_AND_SEAFOOD_GROUPS: GroupsByAllergen = {
  NUTS: [
    contains`
      en: a tree nut
      de: eine Schalenfrucht (Nuss)
      almond*, *mandel*, hazelnut*, *haselnuss*, filbert*, walnut*, *walnuss*, *baumnuss*, *cashew*
      pecan*, *pekan*, brazil nut, *paranuss*, pistachio*, *pistazie*, macadamia*, queensland nut
      nut, *nuss*
    `,
    contains`
      en: a product made from tree nuts
      de: ein Produkt aus Nüssen
      praline paste, pralinemasse, praline masse, praliné paste, *nougat*, marzipan*, *marzipan
      gianduja*, gianduia*, macaron
    `,
    mayContain`
      en: often made with almonds or other nuts
      de: oft mit Mandeln oder anderen Nüssen
      praline*, praliné*, amaretti, amaretto*, persipan*, makrone*, *makrone, florentiner
    `,
  ],
  FISH: [
    contains`
      en: a fish
      de: ein Fisch
      *fish*, *fisch*, salmon*, *lachs*, saumon, tuna, thon*, tonno, cod, *dorsch*, kabeljau*, bacalao
      bacalhau, baccalà, anchov*, *sardelle*, sardine*, alici, trout*, *forelle*, zander*, pike, perch
      *barsch*, egli*, felchen*, *saibling*, arctic char, *hecht*, carp, karpfen*, eel
      *aal, stör, sturgeon, wels, haddock, pollock, pollack, coley, whiting, hake
      mackerel*, *makrele*, herring*, *hering*, matjes*, rollmops, bückling, kipper*, sprat*, sprotte*
      bass, branzino, loup de mer, dorade*, bream, *brasse, snapper, grouper
      halibut, heilbutt*, steinbutt*, turbot, plaice, scholle*, sole, seezunge*, seeteufel*
      rotbarbe*, red mullet, john dory, tilapia, pangasius, barramundi, mahi mahi
      pilchard*, skrei
    `,
    contains`
      en: fish roe
      de: Fischrogen
      roe, *rogen, caviar, kaviar, bottarga, tarama*, ikura, tobiko, masago
    `,
    contains`
      en: a fish product
      de: ein Fischprodukt
      fish sauce, fischsauce, nam pla, nuoc mam, colatura, garum, dashi*, bonito*, katsuobushi, fumet
      anchovy paste, sardellenpaste, fish stock, fischfond, kamaboko
    `,
  ],
  CRUSTACEANS: [
    contains`
      en: a crustacean
      de: ein Krebstier
      *shrimp*, *prawn*, *garnele*, *crevette*, *scampi*, langoustine*, *langust*, kaisergranat*, gamba*
      gamberi*, camarón*, *lobster*, *hummer*, crab*, *krabbe*, crayfish
      crawfish, écrevisse*, *krebs*, krill, crustacean*, *krustentier*
    `,
    contains`
      en: a crustacean product
      de: ein Produkt aus Krebstieren
      shrimp paste, belacan, belachan, terasi, trassi, kapi, prawn cracker*, krabbenchips
    `,
    mayContain`
      en: a soup traditionally made from crustaceans
      de: eine Suppe, traditionell aus Krebstieren
      bisque
    `,
  ],
  MOLLUSCS: [
    contains`
      en: a mollusc
      de: ein Weichtier
      *muschel*, mussel*, clam*, scallop, coquille saint jacques, coquilles saint jacques, capesante
      oyster*, *auster*, squid*, calamar*, *kalmar*, *tintenfisch*, sepia*, cuttlefish, kuttelfisch*, octopus*, oktopus*
      pulpo*, polpo, krake*, snail*, *schnecke*, escargot*, abalone, seeohr, whelk*, cockle*, vongole
      cozze, moules, periwinkle*, mollusc*, mollusk*, weichtier*
    `,
  ],
};
