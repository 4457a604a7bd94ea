import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFlash } from './use-flash.ts';

const blue = '#90CAF9';
const red = '#EF9A9A';
const green = '#A5D6A7';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useFlash (upload feedback)', () => {
  it('rests without a flash', () => {
    const { result } = renderHook(() => useFlash());
    expect(result.current.colour).toBeNull();
  });

  it('alternates blue every 500 ms while uploading, until reset', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current.flash('uploading'));
    expect(result.current.colour).toBe(blue);
    advance(499);
    expect(result.current.colour).toBe(blue);
    advance(1);
    expect(result.current.colour).toBeNull();
    advance(500);
    expect(result.current.colour).toBe(blue);
    advance(60_000);
    advance(500);
    expect([blue, null]).toContain(result.current.colour);
    act(() => result.current.reset());
    expect(result.current.colour).toBeNull();
    advance(5000);
    expect(result.current.colour).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('flashes red every 200 ms on failure, stops after more than 8 toggles and stays red', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current.flash('failure'));
    const seen: (string | null)[] = [result.current.colour];
    for (let i = 0; i < 9; i++) {
      advance(200);
      seen.push(result.current.colour);
    }
    expect(seen).toEqual([red, null, red, null, red, null, red, null, red, red]);
    expect(vi.getTimerCount()).toBe(0);
    advance(10_000);
    expect(result.current.colour).toBe(red);
  });

  it('goes green with the same pattern on success, after an upload', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current.flash('uploading'));
    advance(500);
    act(() => result.current.flash('success'));
    expect(result.current.colour).toBe(green);
    advance(200);
    expect(result.current.colour).toBeNull();
    advance(1600);
    expect(result.current.colour).toBe(green);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the pattern when the same kind flashes again', () => {
    const { result } = renderHook(() => useFlash());
    act(() => result.current.flash('success'));
    advance(1800);
    act(() => result.current.flash('success'));
    advance(200);
    expect(result.current.colour).toBeNull();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('stops its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useFlash());
    act(() => result.current.flash('uploading'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
