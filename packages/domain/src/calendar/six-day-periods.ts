import { parseIsoDate, type IsoDate } from './iso-date.ts';

/** The old app's week-difference unit, 5184e5 ms — six days, not seven. */
export const SIX_DAY_PERIOD_MS = 5184e5;

const toMs = (value: Date | IsoDate): number =>
  typeof value === 'string' ? parseIsoDate(value).getTime() : value.getTime();

/**
 * The old app's "week difference" counted a week as floor(ms / 5184e5), i.e. 6 days. Kept as it was
 * (ADR 008) and named for what it counts: whole six-day periods from `from` to `to`,
 * floored (so a negative span gives a negative count: -1 day → -1). Pass IsoDates to stay clear of DST
 * hours; Dates are taken as instants.
 * @public
 */
export function sixDayPeriodsBetween(from: Date | IsoDate, to: Date | IsoDate): number {
  return Math.floor((toMs(to) - toMs(from)) / SIX_DAY_PERIOD_MS);
}
