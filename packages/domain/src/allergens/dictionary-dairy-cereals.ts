/**
 * The allergen dictionary, part 2: milk and cereals containing gluten (notation: `dictionary.ts`). Milk covers
 * every product made from milk, lactose-free ones included (lactose-free milk is still milk).
 */
import { contains, mayContain, type GroupsByAllergen } from './dictionary.ts';

export const DAIRY_AND_CEREAL_GROUPS: GroupsByAllergen = {
  MILK: [
    contains`
      en: milk
      de: Milch
      *milk*, *milch*, lait, latte, leche
    `,
    contains`
      en: a dairy product
      de: ein Milchprodukt
      lactose*, *laktose*, *casein*, *kasein*, *molke*, *whey*, *butter*, beurre, ghee, anke, *rahm*, *sahne*, cream
      *obers, nidle, crème fraîche*, *crème fraîche, crème double, schmand*, *schmand, *joghurt*, *jogurt*
      *yogurt*, *yoghurt*, *yogourt*, skyr, labneh, lassi, kefir*, ayran, *quark*, *topfen*, curd, panna
      *gelato, stracciatella, mascarpone*, dulce de leche
    `,
    contains`
      en: a cheese
      de: ein Käse
      *cheese*, *käse*, chäs*, fromage*, formaggi*, queso, *emmental*, gruyère*, greyerzer*, appenzeller*
      sbrinz, tilsiter*, vacherin*, tête de moine, raclette*, mutschli, *ziger*, parmesan*, parmigiano*
      reggiano, grana, pecorino*, mozzarella*, mozarella*, burrata, ricotta*, feta*, halloumi*, hallumi
      paneer, cheddar*, gouda*, edamer*, edam, brie, camembert*, gorgonzola*, roquefort*, manchego, comté
      taleggio, fontina, provolone, scamorza, reblochon, tomme, limburger, harzer, philadelphia, boursin
      bleu d auvergne
    `,
    contains`
      en: a dish made with milk, cream or cheese
      de: ein Gericht mit Milch, Rahm oder Käse
      tzatziki, raita, kartoffelstock, kartoffelpüree, mashed potato*, *gratin*, alfredo, älplermagronen
    `,
    mayContain`
      en: a cream, often made with milk or cream
      de: eine Creme, oft mit Milch oder Rahm
      *creme, crema
    `,
    mayContain`
      en: ice cream, usually made with milk or cream
      de: Glace, meist mit Milch oder Rahm
      glace, *glace, speiseeis
    `,
    mayContain`
      en: often made with milk protein, whey or buttermilk
      de: oft mit Milcheiweiss, Molke oder Buttermilch
      margarine*, kaffeeweisser, coffee whitener, creamer
    `,
  ],
  GLUTEN: [
    contains`
      en: a cereal containing gluten (wheat, rye, barley, oats, spelt, kamut and their kinds)
      de: ein glutenhaltiges Getreide (Weizen, Roggen, Gerste, Hafer, Dinkel, Kamut und ihre Sorten)
      *wheat*, *weizen*, durum, semolina, semola, *griess*, semoule, rye, *roggen*, barley, *gerste*, *graupe*
      oat*, hafer*, *hafer, spelt, *dinkel*, grünkern*, einkorn*, emmer, kamut*, khorasan, farro, freekeh
      frikeh, triticale, bulgur*, bulghur, burghul, *couscous*, seitan, gluten*, ebly, malt*, malz*, *kleie*
      bran, porridge
    `,
    contains`
      en: a flour, of wheat unless named otherwise
      de: ein Mehl, aus Weizen wenn nicht anders benannt
      flour, mehl*, *mehl, breadcrumb*, bread crumb*, panko, *brösel*, panure, panade, roux
    `,
    contains`
      en: a bread or pastry made from wheat flour
      de: ein Brot oder Gebäck aus Weizenmehl
      *brot*, *bread, *brötchen, *brötli, semmel*, *bürli, *weggli, baguette*, ciabatta*, focaccia*, pita
      pitta, naan, chapati, paratha, bagel*, toast, *brezel*, pretzel*, laugen*, crouton*, *cracker*
      zwieback*, grissini, crostini, bruschetta, biscotti, *teig*, pastry, filo, phyllo, yufka, *strudel*
      *pizza*, doughnut*, donut*, sourdough*, pumpernickel, crumpet*, bun
    `,
    // 'beer' is exact: German berries ('Heidelbeeren') would otherwise read as beer with a plural ending.
    contains`
      en: beer, brewed from barley or wheat malt
      de: Bier, aus Gersten- oder Weizenmalz gebraut
      beer!, beers!, *bier*, lager, ale, stout, kvass
    `,
    // Wheatgrass is cut before the grain forms and is free of gluten when pure, but often carries seed.
    mayContain`
      en: young wheat leaves, gluten-free only if free of seed
      de: junge Weizenblätter, nur ohne Körner glutenfrei
      weizengras*, wheatgrass, wheat grass
    `,
    mayContain`
      en: usually made from wheat (corn tortillas are gluten-free)
      de: meist aus Weizen (Maistortillas sind glutenfrei)
      tortilla*, wrap
    `,
    mayContain`
      en: often made or seasoned with wheat or barley malt
      de: oft mit Weizen oder Gerstenmalz hergestellt oder gewürzt
      cornflakes, corn flakes, soba, maggi, flüssigwürze, rice cracker*, reiscracker*
    `,
  ],
};
