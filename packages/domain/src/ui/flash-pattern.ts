/**
 * Upload feedback on a planning day (ADR 044): uploading flashes blue, alternating every 500 ms until reset;
 * a failure goes red and flashes every 200 ms, stopping after more than 8 toggles and staying red; a success
 * goes green with the same pattern. Between flashes the day shows its resting colour (light grey on weekends).
 */
export const FLASH_KINDS = ['uploading', 'failure', 'success'] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];

export const FLASH_COLOURS: Readonly<Record<FlashKind, string>> = {
  uploading: '#90CAF9',
  failure: '#EF9A9A',
  success: '#A5D6A7',
};

export const FLASH_INTERVAL_MS: Readonly<Record<FlashKind, number>> = {
  uploading: 500,
  failure: 200,
  success: 200,
};

/** A finishing flash stops once it has toggled more than this many times. */
export const MAX_FLASH_TOGGLES = 8;

export interface FlashFrame {
  /** The flash colour, or null for the day's resting colour. */
  readonly colour: string | null;
  /** True once the flash has stopped for good (its colour then stays). */
  readonly settled: boolean;
}

/**
 * The frame after `toggles` toggles. The flash starts lit (0 toggles); each toggle flips it. Uploading never
 * settles (it runs until the answer arrives); failure and success settle lit on their 9th toggle.
 */
export function flashFrame(kind: FlashKind, toggles: number): FlashFrame {
  const count = Math.max(0, Math.floor(toggles));
  const colour = FLASH_COLOURS[kind];
  if (kind !== 'uploading' && count > MAX_FLASH_TOGGLES) return { colour, settled: true };
  return { colour: count % 2 === 0 ? colour : null, settled: false };
}
