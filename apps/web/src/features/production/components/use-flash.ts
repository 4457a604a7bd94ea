import { useCallback, useEffect, useState } from 'react';
import { FLASH_INTERVAL_MS, flashFrame, type FlashKind } from '@brigade/domain/ui/flash-pattern';

export interface Flash {
  /** The flash colour now, or null for the resting colour. */
  colour: string | null;
  /** Starts (or restarts) a flash: 'uploading' while a day uploads, then 'success' or 'failure'. */
  flash: (kind: FlashKind) => void;
  /** Back to the resting colour. */
  reset: () => void;
}

interface Run {
  kind: FlashKind;
  /** A new run each time, so flashing the same kind twice restarts the pattern. */
  id: number;
}

let runs = 0;

/** The upload feedback of a planning day; the timing is the domain's flashFrame. */
export function useFlash(): Flash {
  const [run, setRun] = useState<Run | null>(null);
  const [colour, setColour] = useState<string | null>(null);

  useEffect(() => {
    if (!run) return;
    let toggles = 0;
    const timer = setInterval(() => {
      toggles += 1;
      const frame = flashFrame(run.kind, toggles);
      setColour(frame.colour);
      if (frame.settled) clearInterval(timer);
    }, FLASH_INTERVAL_MS[run.kind]);
    return () => clearInterval(timer);
  }, [run]);

  const flash = useCallback((kind: FlashKind) => {
    runs += 1;
    setRun({ kind, id: runs });
    setColour(flashFrame(kind, 0).colour);
  }, []);

  const reset = useCallback(() => {
    setRun(null);
    setColour(null);
  }, []);

  return { colour, flash, reset };
}
