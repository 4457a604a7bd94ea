import { useState } from 'react';
import { useSetLineDone } from '../api/set-line-done.ts';
import type { DoneControl } from './shopping-lines-table.tsx';

/** Ticking lines of a list: one request at a time; the mark changes when the server confirms. */
export function useDoneControl(id: number): DoneControl {
  const setDone = useSetLineDone(id);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  return {
    busyKey,
    onToggle: (lineKey, isDone) => {
      setBusyKey(lineKey);
      setDone.mutate({ lineKey, isDone }, { onSettled: () => setBusyKey(null) });
    },
  };
}
