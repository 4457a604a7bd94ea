import { describe, expect, it } from 'vitest';
import { moveCode, sameOrder } from './stop-order.ts';

const codes = ['A', 'B', 'C', 'D'];

describe('moving a stop', () => {
  it('moves a stop down one place (the down arrow) and up one place (the up arrow)', () => {
    expect(moveCode(codes, 1, 2)).toEqual(['A', 'C', 'B', 'D']);
    expect(moveCode(codes, 1, 0)).toEqual(['B', 'A', 'C', 'D']);
  });

  it('drops a dragged stop at the place of the row it is dropped on', () => {
    expect(moveCode(codes, 0, 3)).toEqual(['B', 'C', 'D', 'A']);
    expect(moveCode(codes, 3, 0)).toEqual(['D', 'A', 'B', 'C']);
  });

  it('keeps the first stop first when moved up and the last last when moved down', () => {
    expect(moveCode(codes, 0, -1)).toEqual(codes);
    expect(moveCode(codes, 3, 4)).toEqual(codes);
  });

  it('ignores a stop that is not in the list and never changes the list it was given', () => {
    expect(moveCode(codes, 7, 0)).toEqual(codes);
    moveCode(codes, 0, 2);
    expect(codes).toEqual(['A', 'B', 'C', 'D']);
  });

  it('tells an edited order from the kept one', () => {
    expect(sameOrder(codes, ['A', 'B', 'C', 'D'])).toBe(true);
    expect(sameOrder(codes, moveCode(codes, 2, 1))).toBe(false);
    expect(sameOrder(codes, ['A', 'B', 'C'])).toBe(false);
    // Moved down and back up again: nothing left to save.
    expect(sameOrder(codes, moveCode(moveCode(codes, 1, 2), 2, 1))).toBe(true);
  });
});
