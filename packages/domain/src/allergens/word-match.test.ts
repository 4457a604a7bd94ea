import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsPhrase, isMatchBlocked, sameWords, wordsMatch, wordsMatchUnblocked } from './word-match.ts';

describe('wordsMatch', () => {
  it('matches by containment', () => {
    expect(wordsMatch('Peanut butter', 'peanut')).toBe(true);
    expect(wordsMatch('Hazelnut', 'nut')).toBe(true);
    expect(wordsMatch('Soy sauce', 'SOY')).toBe(true);
    expect(wordsMatch('Rice', 'nut')).toBe(false);
  });
  it('matches singular against plural both ways', () => {
    expect(wordsMatch('Walnuts', 'nut')).toBe(true);
    expect(wordsMatch('Walnut', 'nuts')).toBe(true);
    expect(wordsMatch('Cherry tomato', 'tomatoes')).toBe(true);
    expect(wordsMatch('Tomatoes, canned', 'tomato')).toBe(true);
    expect(wordsMatch('Strawberries', 'berry')).toBe(true);
    expect(wordsMatch('Strawberry', 'berries')).toBe(true);
    expect(wordsMatch('Mixed berries', 'berry')).toBe(true);
  });
  it('matches an ingredient that is a whole word of the term, not a part of one', () => {
    expect(wordsMatch('Peanuts', 'peanut butter')).toBe(true);
    expect(wordsMatch('oil', 'coconut oil')).toBe(true);
    expect(wordsMatch('Ice', 'rice')).toBe(false);
  });
  it('over-matches by design where blocks exist to correct it', () => {
    expect(wordsMatch('Eggplant', 'egg')).toBe(true);
    expect(wordsMatch('Peanut', 'pea')).toBe(true);
  });
  it('never matches blank text', () => {
    expect(wordsMatch('Rice', '')).toBe(false);
    expect(wordsMatch('', 'rice')).toBe(false);
    expect(wordsMatch(' - ', ' ')).toBe(false);
  });
  it('always matches a name against itself and inside a longer name', () => {
    const word = fc.stringMatching(/^[a-z]{3,10}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(wordsMatch(a, a)).toBe(true);
        expect(wordsMatch(`${b} ${a}`, a)).toBe(true);
        expect(wordsMatch(`${a.toUpperCase()}s`, a)).toBe(true);
      }),
    );
  });
});

describe('blocks', () => {
  const blocks = [{ subject: 'Eggplant', test: 'egg' }];
  it('override the match for the blocked pair only', () => {
    expect(isMatchBlocked('eggplant', 'Egg', blocks)).toBe(true);
    expect(isMatchBlocked('Eggplants', 'eggs', blocks)).toBe(true);
    expect(wordsMatchUnblocked('Eggplant', 'egg', blocks)).toBe(false);
    expect(wordsMatchUnblocked('Egg noodles', 'egg', blocks)).toBe(true);
    expect(wordsMatchUnblocked('Eggplant', 'plant', blocks)).toBe(true);
  });
  it('cover every ingredient whose name contains the phrase, not only the whole name', () => {
    expect(wordsMatchUnblocked('Eggplant, grilled', 'egg', blocks)).toBe(false);
    expect(wordsMatchUnblocked('Baby eggplants', 'eggs', blocks)).toBe(false);
    // The phrase is whole words: 'eggplantish' is not the phrase 'eggplant'.
    expect(containsPhrase('Eggplantish sauce', 'eggplant')).toBe(false);
  });
  it('silence the match in both directions: the word in the name, and the name a whole word of the term', () => {
    const butter = [{ subject: 'peanut', test: 'peanut butter' }];
    // The ingredient 'Peanut' is a whole word of the dislike 'peanut butter' (the second direction).
    expect(wordsMatch('Peanut', 'peanut butter')).toBe(true);
    expect(wordsMatchUnblocked('Peanut', 'peanut butter', butter)).toBe(false);
    expect(wordsMatchUnblocked('Peanut oil', 'peanut butter', butter)).toBe(false);
    // The first direction with a phrase block.
    const nutmeg = [{ subject: 'nutmeg', test: 'nut' }];
    expect(wordsMatchUnblocked('Nutmeg, ground', 'nuts', nutmeg)).toBe(false);
    expect(wordsMatchUnblocked('Walnuts', 'nuts', nutmeg)).toBe(true);
  });
  it('apply to their own word only', () => {
    expect(isMatchBlocked('egg', 'eggplant', blocks)).toBe(false);
  });
  it('sameWords compares up to case and plural', () => {
    expect(sameWords('Tomatoes', 'tomato')).toBe(true);
    expect(sameWords('tomato', 'potato')).toBe(false);
    expect(sameWords('', '')).toBe(false);
  });
});
