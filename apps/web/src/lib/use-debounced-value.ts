import { useEffect, useState } from 'react';

/** Autocomplete and search ask the server 300 ms after typing stops. */
export const searchDelayMs = 300;

export function useDebouncedValue<T>(value: T, delayMs = searchDelayMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
