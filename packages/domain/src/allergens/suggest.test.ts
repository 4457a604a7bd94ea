import { describe, expect, it } from 'vitest';
import { EGG_SOY_PEANUT_GROUPS } from './dictionary.ts';
import { DAIRY_AND_CEREAL_GROUPS } from './dictionary-dairy-cereals.ts';
import { FALSE_FRIENDS, FREE_FROM_CLAIMS } from './dictionary-false-friends.ts';
import { MIX_GROUPS } from './dictionary-mixes.ts';
import { NUT_AND_SEAFOOD_GROUPS } from './dictionary-nuts-seafood.ts';
import { PLANT_AND_SULPHITE_GROUPS } from './dictionary-plants-sulphites.ts';
import { EU_ALLERGEN_CODES, isEuAllergenCode, type EuAllergenCode } from './eu-allergens.ts';
import { FALSE_FRIEND_CORPUS, SUGGESTION_CORPUS } from './suggest.corpus.ts';
import { suggestAllergens, type SuggestedDeclaration } from './suggest.ts';

interface CorpusLine {
  readonly names: string[];
  readonly codes: { readonly code: EuAllergenCode; readonly declaration: SuggestedDeclaration }[];
}

function parseCorpus(text: string): CorpusLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [names = '', codes = ''] = line.split('|');
      return {
        names: names.split(';').map((name) => name.trim()),
        codes: codes
          .split(' ')
          .filter((code) => code !== '')
          .map((written) => {
            const code = written.replace(/\?$/, '');
            if (!isEuAllergenCode(code)) throw new Error(`Unknown allergen code '${written}' in '${line}'`);
            return { code, declaration: written.endsWith('?') ? 'MAY_CONTAIN' : 'CONTAINS' };
          }),
      };
    });
}

const codesOf = (name: string) => suggestAllergens(name).map((s) => s.code);
const declarationOf = (name: string, code: EuAllergenCode) =>
  suggestAllergens(name).find((s) => s.code === code)?.declaration;

describe('suggestAllergens on the corpus', () => {
  it('finds at least 95 % of the expected allergens and flags no false friend', () => {
    const lines = parseCorpus(SUGGESTION_CORPUS);
    const pairs = lines.flatMap((line) =>
      line.names.flatMap((name) => line.codes.map((c) => ({ name, ...c }))),
    );
    const missed = pairs.filter(({ name, code }) => !codesOf(name).includes(code));
    const sameDeclaration = pairs.filter(
      ({ name, code, declaration }) => declarationOf(name, code) === declaration,
    );
    const names = lines.flatMap((line) => line.names);
    const extras = lines.flatMap((line) =>
      line.names.flatMap((name) =>
        codesOf(name)
          .filter((code) => !line.codes.some((c) => c.code === code))
          .map((code) => `${name}: ${code}`),
      ),
    );

    const friendLines = parseCorpus(FALSE_FRIEND_CORPUS);
    const friendNames = friendLines.flatMap((line) => line.names);
    const falseFlags = friendLines.flatMap((line) =>
      line.names.flatMap((name) =>
        codesOf(name)
          .filter((code) => line.codes.length === 0 || line.codes.some((c) => c.code === code))
          .map((code) => `${name}: ${code}`),
      ),
    );

    const found = pairs.length - missed.length;
    const recall = (100 * found) / pairs.length;
    console.log(
      [
        `allergen suggestion corpus: ${names.length} names, ${pairs.length} expected pairs, ${found} found, ` +
          `recall ${recall.toFixed(1)} %; declaration as expected for ${sameDeclaration.length}; ` +
          `${extras.length} suggestions beyond the expected`,
        `false friends: ${friendNames.length} names, ${falseFlags.length} false flags`,
        ...missed.map(({ name, code }) => `  missed: ${name}: ${code}`),
        ...extras.map((extra) => `  beyond the expected: ${extra}`),
        ...falseFlags.map((flag) => `  false flag: ${flag}`),
      ].join('\n'),
    );

    expect(names.length).toBeGreaterThanOrEqual(150);
    expect(friendNames.length).toBeGreaterThanOrEqual(30);
    expect(recall).toBeGreaterThanOrEqual(95);
    expect(falseFlags).toEqual([]);
  });
});

describe('suggestAllergens: text', () => {
  it('ignores case, accents and punctuation, and spells umlauts out', () => {
    for (const name of ['Gruyère', 'GRUYERE', 'gruyere', 'Käse', 'Kaese', 'Crème-fraîche', 'Quark (20 %)']) {
      expect(codesOf(name), name).toEqual(['MILK']);
    }
    expect(codesOf('Haselnüsse')).toEqual(['NUTS']);
    expect(codesOf('Haselnuesse')).toEqual(['NUTS']);
    expect(codesOf('Grieß')).toEqual(['GLUTEN']);
    expect(codesOf('Griess')).toEqual(['GLUTEN']);
  });

  it('finds long stems inside German compounds', () => {
    expect(suggestAllergens('Vollmilchschokolade').find((s) => s.code === 'MILK')?.term).toBe('milch');
    expect(suggestAllergens('Weizenmehl')[0]?.term).toBe('weizen');
    expect(suggestAllergens('Lachsfilet')[0]).toMatchObject({ code: 'FISH', term: 'lachs' });
    expect(suggestAllergens('Haselnusskerne')[0]).toMatchObject({ code: 'NUTS', term: 'haselnuss' });
    expect(codesOf('Räucherlachs')).toEqual(['FISH']);
    expect(codesOf('Bergkäse')).toEqual(['MILK']);
  });

  it('reads English and German plurals', () => {
    expect(codesOf('Eggs')).toEqual(['EGGS']);
    expect(codesOf('Eier')).toEqual(['EGGS']);
    expect(codesOf('Anchovies')).toEqual(['FISH']);
    expect(codesOf('Austern')).toEqual(['MOLLUSCS']);
    expect(codesOf('Walnüsse')).toEqual(['NUTS']);
    expect(codesOf('Brazil nuts')).toEqual(['NUTS']);
    expect(codesOf('Oats')).toEqual(['GLUTEN']);
  });

  it('keeps short terms to whole words', () => {
    for (const name of [
      'Reis',
      'Brei',
      'Speisestärke',
      'Eis',
      'Eisbergsalat',
      'Avocado',
      'Boat-shaped pepper',
    ]) {
      expect(codesOf(name), name).toEqual([]);
    }
    expect(codesOf('Ei')).toEqual(['EGGS']);
    expect(codesOf('Goat cheese')).toEqual(['MILK']);
    expect(codesOf('Cod fillet')).toEqual(['FISH']);
  });

  it('gives nothing for a blank name', () => {
    expect(suggestAllergens('')).toEqual([]);
    expect(suggestAllergens(' - ')).toEqual([]);
  });
});

describe('suggestAllergens: false friends', () => {
  it('ignores only the words a false friend covers', () => {
    expect(codesOf('Muskatnuss')).toEqual([]);
    expect(suggestAllergens('Muskatnuss und Walnüsse')).toMatchObject([{ code: 'NUTS', term: 'walnuss' }]);
    expect(codesOf('Kokosmilch')).toEqual([]);
    expect(codesOf('Kokosmilch und Vollmilch')).toEqual(['MILK']);
    expect(codesOf('Mandelmilch')).toEqual(['NUTS']);
    expect(codesOf('Hafermilch')).toEqual(['GLUTEN']);
    expect(codesOf('Erdnussbutter')).toEqual(['PEANUTS']);
  });

  it('also reads a hyphenated compound as one word', () => {
    expect(codesOf('Kokos-Milch')).toEqual([]);
    expect(codesOf('Butternut-Kürbis')).toEqual([]);
    expect(codesOf('Reis-Nudeln')).toEqual([]);
  });

  it('keeps the allergen of a word that is no false friend', () => {
    expect(codesOf('Erdnussöl')).toEqual(['PEANUTS']);
    expect(codesOf('Krabbenchips')).toEqual(['CRUSTACEANS']);
    expect(codesOf('Milchreis')).toEqual(['MILK']);
    expect(codesOf('Muschelnudeln')).toEqual(['GLUTEN', 'EGGS']);
  });

  it('turns a claimed free-from allergen into may-contain, with the claim in the reason', () => {
    const [gluten] = suggestAllergens('Glutenfreie Teigwaren');
    expect(gluten).toMatchObject({ code: 'GLUTEN', declaration: 'MAY_CONTAIN', term: 'teigwaren' });
    expect(gluten?.reason.en).toContain("the name says 'glutenfrei'");
    expect(gluten?.reason.de).toContain("der Name sagt 'glutenfrei'");
    expect(declarationOf('Aprikosen getrocknet, ungeschwefelt', 'SULPHITES')).toBe('MAY_CONTAIN');
    expect(declarationOf('Laktosefreie Vollmilch', 'MILK')).toBe('CONTAINS');
    expect(codesOf('Gluten-free')).toEqual([]);
  });
});

describe('suggestAllergens: declarations, order and reasons', () => {
  it('lets CONTAINS win over MAY_CONTAIN for one allergen', () => {
    expect(declarationOf('Pesto', 'NUTS')).toBe('MAY_CONTAIN');
    expect(suggestAllergens('Pesto mit Cashewkernen').find((s) => s.code === 'NUTS')).toMatchObject({
      declaration: 'CONTAINS',
      term: 'cashew',
    });
    expect(declarationOf('Dunkle Schokolade', 'MILK')).toBe('MAY_CONTAIN');
    expect(declarationOf('Vollmilchschokolade', 'MILK')).toBe('CONTAINS');
  });

  it('lets a longer term of the same allergen speak for the shorter one inside it', () => {
    expect(suggestAllergens('Weinessig')).toMatchObject([{ declaration: 'MAY_CONTAIN', term: 'weinessig' }]);
    expect(suggestAllergens('Weisswein')).toMatchObject([{ declaration: 'CONTAINS', term: 'wein' }]);
    expect(suggestAllergens('Sojasprossen')).toMatchObject([{ code: 'SOY', declaration: 'MAY_CONTAIN' }]);
  });

  it('gives one suggestion per allergen, in Annex II order', () => {
    const codes = codesOf('Sesam, Senf, Sellerie, Milch und Weizen; Weizenmehl');
    expect(codes).toEqual(['GLUTEN', 'MILK', 'CELERY', 'MUSTARD', 'SESAME']);
    expect(codesOf('Caesar dressing')).toEqual(['EGGS', 'FISH', 'MILK', 'MUSTARD']);
    const order = EU_ALLERGEN_CODES.filter((code) => codesOf('Tamari, Sesam, Crevetten').includes(code));
    expect(codesOf('Tamari, Sesam, Crevetten')).toEqual(order);
  });

  it('explains each suggestion in English and German with the dictionary term', () => {
    expect(suggestAllergens('Quark 20 %')).toEqual([
      {
        code: 'MILK',
        declaration: 'CONTAINS',
        term: 'quark',
        reason: { en: "'quark' is a dairy product", de: "'Quark' ist ein Milchprodukt" },
      },
    ]);
    expect(suggestAllergens('Gruyere AOP')[0]).toMatchObject({
      term: 'gruyère',
      reason: { en: "'gruyère' is a cheese", de: "'Gruyère' ist ein Käse" },
    });
    expect(suggestAllergens('Pesto Genovese')[1]?.reason.de).toMatch(/^'Pesto' ist eine Basilikumsauce/);
  });

  it('takes well under a millisecond for a 60-character name', () => {
    const name = 'Bio-Vollmilchschokolade mit Haselnüssen und Meersalz, 70 %';
    for (let i = 0; i < 50; i += 1) suggestAllergens(name);
    const runs = 500;
    const start = performance.now();
    for (let i = 0; i < runs; i += 1) suggestAllergens(name);
    const perName = (performance.now() - start) / runs;
    expect(perName).toBeLessThan(1);
  });
});

describe('the dictionary', () => {
  const groups = [
    EGG_SOY_PEANUT_GROUPS,
    DAIRY_AND_CEREAL_GROUPS,
    NUT_AND_SEAFOOD_GROUPS,
    PLANT_AND_SULPHITE_GROUPS,
  ].flatMap((byCode) => Object.values(byCode).flat());
  const lists = [...groups, ...MIX_GROUPS, ...FALSE_FRIENDS, ...FREE_FROM_CLAIMS].map((group) => group.terms);
  const terms = lists
    .flatMap((list) => list.split(/[,\n]/).map((term) => term.trim()))
    .filter((t) => t !== '');

  it('writes its terms in lower case, in its notation', () => {
    expect(terms.filter((term) => term !== term.toLowerCase())).toEqual([]);
    expect(terms.filter((term) => !/^\*?[\p{Ll}\d][\p{Ll}\d ]*[\p{Ll}\d](\*|!)?$/u.test(term))).toEqual([]);
  });

  it('has at least 30 false friends and reasons in both languages', () => {
    const friends = FALSE_FRIENDS.flatMap((friend) => friend.terms.split(/[,\n]/)).filter((t) => t.trim());
    expect(friends.length).toBeGreaterThanOrEqual(30);
    for (const group of [...groups, ...MIX_GROUPS]) {
      expect(group.reason.en.trim()).not.toBe('');
      expect(group.reason.de.trim()).not.toBe('');
    }
  });
});
