const DIGITS = /^[1-9]\d*$/;

/**
 * True for a whole number ≥ 1 within the safe-integer range,
 * given as a number or as its plain decimal text (route and query parameters): '12' yes; '012', '+12',
 * '1e3', '1.0', ' 12', 0 and -1 no.
 */
export function isPositiveInteger(value: unknown): boolean {
  return parsePositiveInteger(value) !== null;
}

/** The value as a positive integer, or null when {@link isPositiveInteger} is false. */
export function parsePositiveInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !DIGITS.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}
