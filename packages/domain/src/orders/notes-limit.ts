/** Notes and chef notes hold at most 5000 characters (ADR 031). */
export const NOTES_MAX_LENGTH = 5000;

/** True when a note is short enough to be stored (≤ 5000 characters, counted as the user sees them). */
export function isStorableNote(note: string): boolean {
  return [...note].length <= NOTES_MAX_LENGTH;
}

/** The same limit in string length (UTF-16 units: a character beyond the basic plane takes two), checked first. */
export const NOTE_MAX_UNITS = NOTES_MAX_LENGTH * 2;
