import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { apiQueueIntervalMs, dismiss, dismissAll, notify, useNotices } from './notifications.ts';

describe('snackbar queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissAll());
    vi.useRealTimers();
  });

  it('closes the newest API-layer message every 3 s; screen messages stay until closed', () => {
    const { result } = renderHook(() => useNotices());
    act(() => {
      notify('saved', 'success');
      notify('first failure', 'error', 'api');
      notify('second failure', 'error', 'api');
    });
    expect(result.current.map((n) => n.message)).toEqual(['saved', 'first failure', 'second failure']);
    act(() => vi.advanceTimersByTime(apiQueueIntervalMs));
    expect(result.current.map((n) => n.message)).toEqual(['saved', 'first failure']);
    act(() => vi.advanceTimersByTime(apiQueueIntervalMs));
    expect(result.current.map((n) => n.message)).toEqual(['saved']);
    act(() => vi.advanceTimersByTime(10 * apiQueueIntervalMs));
    expect(result.current.map((n) => n.message)).toEqual(['saved']);
    act(() => dismiss(result.current[0]?.id ?? 0));
    expect(result.current).toEqual([]);
  });

  it('shows a repeated message once', () => {
    const { result } = renderHook(() => useNotices());
    act(() => {
      notify('offline', 'error', 'api');
      notify('offline', 'error', 'api');
    });
    expect(result.current).toHaveLength(1);
  });
});
