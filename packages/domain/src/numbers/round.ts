/**
 * Money and nutrition round to 2 decimals. Halves round away from zero and are judged on the decimal value
 * the number was written as (1.005 → 1.01, -1.005 → -1.01), not on its binary approximation. Non-finite
 * values are returned unchanged.
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const shifted = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(shifted)) / 100;
  return rounded === 0 ? 0 : rounded; // no -0
}
