/**
 * The dispatcher's stop order: a list of consignment codes moved one at a time (up, down or dragged), and
 * whether it differs from the order the server keeps.
 */

/** The codes with the one at `from` moved to `to` (both clamped to the list); the list itself is untouched. */
export function moveCode(codes: readonly string[], from: number, to: number): string[] {
  const next = [...codes];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as string);
  return next;
}

/** True when both lists name the same codes in the same order. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, i) => code === b[i]);
}
