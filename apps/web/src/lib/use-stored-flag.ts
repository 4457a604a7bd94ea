import { useCallback, useState } from 'react';

/** The browser-kept flags of spec §4 (persisted local state), each with its default (ADR 075). */
export const storedFlags = {
  showJson: { key: 'brigade.flags.showJson', fallback: true },
  hideStashed: { key: 'brigade.flags.hideStashed', fallback: true },
} as const;

type Flag = (typeof storedFlags)[keyof typeof storedFlags];

function read({ key, fallback }: Flag): boolean {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : value === 'true';
  } catch {
    return fallback;
  }
}

/** A yes/no setting kept in this browser (localStorage); storage that refuses leaves it for the session. */
export function useStoredFlag(flag: Flag): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => read(flag));
  const set = useCallback(
    (next: boolean) => {
      setOn(next);
      try {
        localStorage.setItem(flag.key, String(next));
      } catch {
        // Private mode or full storage: the flag holds until the page is left.
      }
    },
    [flag],
  );
  return [on, set];
}
