import { describe, expect, it } from 'vitest';
import { FLASH_COLOURS, flashFrame, MAX_FLASH_TOGGLES } from './flash-pattern.ts';

const blue = '#90CAF9';
const red = '#EF9A9A';
const green = '#A5D6A7';

describe('flashFrame', () => {
  it('uses the blue, red and green of the old app', () => {
    expect(FLASH_COLOURS).toEqual({ uploading: blue, failure: red, success: green });
  });

  it('alternates blue while uploading and never settles', () => {
    const frames = [0, 1, 2, 3, 50, 51].map((t) => flashFrame('uploading', t));
    expect(frames.map((f) => f.colour)).toEqual([blue, null, blue, null, blue, null]);
    expect(frames.every((f) => !f.settled)).toBe(true);
  });

  it('flashes red for 8 toggles, then stays red after the 9th', () => {
    for (let t = 0; t <= MAX_FLASH_TOGGLES; t++) {
      expect(flashFrame('failure', t)).toEqual({ colour: t % 2 === 0 ? red : null, settled: false });
    }
    expect(flashFrame('failure', 9)).toEqual({ colour: red, settled: true });
    expect(flashFrame('failure', 100)).toEqual({ colour: red, settled: true });
  });

  it('flashes green with the same pattern', () => {
    expect(flashFrame('success', 0)).toEqual({ colour: green, settled: false });
    expect(flashFrame('success', 7)).toEqual({ colour: null, settled: false });
    expect(flashFrame('success', 8)).toEqual({ colour: green, settled: false });
    expect(flashFrame('success', 9)).toEqual({ colour: green, settled: true });
  });

  it('treats odd input as no toggles yet', () => {
    expect(flashFrame('failure', -3)).toEqual({ colour: red, settled: false });
    expect(flashFrame('uploading', 1.7)).toEqual({ colour: null, settled: false });
  });
});
