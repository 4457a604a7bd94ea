import { describe, expect, it } from 'vitest';
import { dislikeNamed, isDislikeSuppressed, matchedDislikes } from './dislike-suppression.ts';

describe('dislike suppression (ADR 077)', () => {
  const dislikes = ['Coriander', 'Onions', 'Mushrooms'];

  it('finds a dislike whatever its case or surrounding spaces, in the list’s spelling', () => {
    expect(dislikeNamed(dislikes, '  onions ')).toBe('Onions');
    expect(dislikeNamed(dislikes, 'ONIONS')).toBe('Onions');
    expect(dislikeNamed(dislikes, 'Onion')).toBeUndefined();
  });

  it('leaves the suppressed dislikes out of the matching, keeping the order of the others', () => {
    expect(matchedDislikes(dislikes, ['onions'])).toEqual(['Coriander', 'Mushrooms']);
    expect(matchedDislikes(dislikes, [])).toEqual(dislikes);
    expect(matchedDislikes(dislikes, ['Garlic'])).toEqual(dislikes);
  });

  it('tells whether one dislike is suppressed', () => {
    expect(isDislikeSuppressed('Coriander', ['coriander '])).toBe(true);
    expect(isDislikeSuppressed('Mushrooms', ['coriander'])).toBe(false);
  });
});
