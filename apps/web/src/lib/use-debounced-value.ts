import { useEffect, useState } from 'react';

/** Spec §9: autocomplete (search) delay 300 ms. */
export const searchDelayMs = 300;

export function useDebouncedValue<T>(value: T, delayMs = searchDelayMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
