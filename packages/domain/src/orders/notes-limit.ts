/** Notes and chef notes hold at most 5000 characters (ADR 031). */
export const NOTES_MAX_LENGTH = 5000;

/** True when a note is short enough to be stored (≤ 5000 characters, counted as the user sees them). */
export function isStorableNote(note: string): boolean {
  return [...note].length <= NOTES_MAX_LENGTH;
}

/**
 * The old app's rule, a note over the limit is not stored (Brigade's screens refuse it, ADR 031): the note to
 * keep after an edit — the new one, or the current one when the new one is too long. The web warns the user.
 */
export function noteToStore(next: string, current: string | null): string | null {
  return isStorableNote(next) ? next : current;
}
