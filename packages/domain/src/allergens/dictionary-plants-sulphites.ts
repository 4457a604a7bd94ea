/**
 * The allergen dictionary, part 4: celery, mustard, sesame, lupin and sulphites (notation: `dictionary.ts`).
 * Sulphites count from 10 mg/kg or 10 mg/l as SO2 (Annex II): wine and sulphured dried fruit are above it;
 * dried fruit in general, vinegars and sauerkraut often are.
 */
import { contains, mayContain, type GroupsByAllergen } from './dictionary.ts';

export const PLANT_AND_SULPHITE_GROUPS: GroupsByAllergen = {
  CELERY: [
    contains`
      en: celery
      de: Sellerie
      *sellerie*, celer*, suppengrün, suppengemüse, mirepoix, soffritto
    `,
    // Most stock cubes, bouillon and seasoning pastes sold in Switzerland list celery, not all: may-contain.
    mayContain`
      en: a stock or seasoning that usually contains celery
      de: eine Brühe oder Würze, meist mit Sellerie
      *bouillon*, *brühe, brühwürfel*, stock, broth, *fond, fumet, suppenwürze, suppengewürz, streuwürze
      gemüsewürze
    `,
  ],
  MUSTARD: [
    contains`
      en: mustard
      de: Senf
      mustard*, *mustard, senf*, *senf, dijon*, moutarde*, mostarda, senape
    `,
    // Annex II names mustard; the allergen is in the seed. The leaves of mustard plants are not usually
    // declared, but they are the same species (Brassica juncea): suggested as may-contain for a person to decide.
    mayContain`
      en: the leaves of a mustard plant; Annex II mustard is above all the seed
      de: die Blätter einer Senfpflanze; Anhang II meint vor allem die Senfsaat
      mustard green*, mustard leaf, mustard leaves, senfkohl*, senfblätter, senfblatt*, senfgrün
    `,
    mayContain`
      en: often made with mustard (and horseradish)
      de: oft mit Senf (und Meerrettich) hergestellt
      wasabi*
    `,
  ],
  SESAME: [
    contains`
      en: sesame or a sesame paste
      de: Sesam oder eine Sesampaste
      *sesam*, tahini*, tahin, tahina, tehina, gomasio, gomashio, goma, halva*, halwa, helva
    `,
    contains`
      en: a dish made with tahini (sesame)
      de: ein Gericht mit Tahini (Sesam)
      *hummus*, houmous, hommos, baba ganoush, baba ghanoush, baba ghanouj, za atar, zaatar
    `,
  ],
  SULPHITES: [
    // Annex II: sulphur dioxide and sulphites above 10 mg/kg or 10 mg/l as SO2. Wine is nearly always above
    // that, even without added sulphites (fermentation makes some).
    contains`
      en: wine, which contains sulphites above 10 mg/l
      de: Wein, der über 10 mg/l Sulfite enthält
      *wine, wein*, *wein, vino, vin blanc, vin rouge, champagne*, champagner*, prosecco, sekt, crémant
      sherry, marsala, vermouth, wermut, noilly prat
    `,
    contains`
      en: a sulphite or sulphur dioxide (E 220–E 228)
      de: ein Sulfit oder Schwefeldioxid (E 220–E 228)
      sulfit*, *sulfit, sulphit*, *sulphite, schwefeldioxid, sulphur dioxide, sulfur dioxide
      geschwefelt*, sulphured, sulfured, e220, e221, e222, e223, e224, e225, e226, e227, e228
    `,
    // Dried apricots keep their colour only with sulphur dioxide, far above 10 mg/kg; unsulphured ones say so.
    contains`
      en: dried fruit that is usually sulphured
      de: Trockenobst, das meist geschwefelt ist
      dried apricot, apricots dried, getrocknete aprikose, aprikosen getrocknet, dörraprikose*, trockenaprikose*
      softaprikose*, soft apricot
    `,
    mayContain`
      en: dried fruit, often sulphured
      de: Trockenobst, oft geschwefelt
      dried fruit, trockenfrücht*, trockenfrucht*, trockenobst, dörrobst, dörrfrücht*, raisin*, sultana*
      sultanine*, rosine*, weinbeere*, korinthe*, dried cranberr*, getrocknete cranberr*
    `,
    // Balsamic vinegar is made from grape must and wine vinegar; it is nearly always declared with sulphites.
    contains`
      en: a balsamic vinegar, made from must and wine
      de: ein Balsamessig aus Most und Wein
      balsamic*, balsamico*, *balsamico, balsamessig
    `,
    mayContain`
      en: a vinegar that often keeps sulphites from wine or is preserved with them
      de: ein Essig, oft mit Sulfiten aus Wein
      *weinessig, wine vinegar, sherry vinegar, sherryessig, *apfelessig, cider vinegar
      aceto, cider, cidre
    `,
    mayContain`
      en: often made with white wine or preserved with sulphites
      de: oft mit Weisswein oder mit Sulfiten haltbar gemacht
      sauerkraut
    `,
  ],
  LUPIN: [
    contains`
      en: lupin
      de: Lupine
      *lupin*
    `,
  ],
};
