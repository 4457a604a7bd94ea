import { parseBagCode, parseMealLabel, RESET_CODE } from '@brigade/domain/labels/label-codes';

/** The packing table's state: the bag being packed and a meal scanned before its bag. */
export interface ScanSession {
  readonly bag: string | null;
  readonly meal: string | null;
}

export type ScanStep =
  | { readonly kind: 'reset' }
  | { readonly kind: 'unknown' }
  | { readonly kind: 'wait-bag'; readonly session: ScanSession }
  | { readonly kind: 'wait-meal'; readonly session: ScanSession }
  | { readonly kind: 'check'; readonly session: ScanSession; readonly meal: string; readonly bag: string };

/**
 * What a scan does (ADR 068): RESET (a reset label) starts over; a bag's barcode becomes the bag being packed
 * (and checks a meal scanned before it); a meal label's QR is checked against that bag, or waits for one.
 * Anything else is not a label.
 */
export function scan(session: ScanSession, text: string): ScanStep {
  const value = text.trim();
  if (value.toUpperCase() === RESET_CODE) return { kind: 'reset' };
  if (parseBagCode(value)) {
    const next = { bag: value, meal: null };
    return session.meal
      ? { kind: 'check', session: next, meal: session.meal, bag: value }
      : { kind: 'wait-meal', session: next };
  }
  if (parseMealLabel(value)) {
    return session.bag
      ? { kind: 'check', session: { bag: session.bag, meal: null }, meal: value, bag: session.bag }
      : { kind: 'wait-bag', session: { bag: null, meal: value } };
  }
  return { kind: 'unknown' };
}

/** Flashing of a verdict (§9 of the old app's constants): red fast, green slow, stopping after 9 toggles. */
export const FLASH = {
  colours: { blue: '#90CAF9', red: '#EF9A9A', green: '#A5D6A7' },
  intervalMs: { red: 200, green: 500 },
  toggles: 9,
} as const;
