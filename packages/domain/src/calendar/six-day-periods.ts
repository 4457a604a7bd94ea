import { parseIsoDate, type IsoDate } from './iso-date.ts';

/** Spec §9: the week-difference helpers' unit, 5184e5 ms — six days, not seven. */
export const SIX_DAY_PERIOD_MS = 5184e5;

/** Spec §9: "Default date interval 6 days." */
export const DEFAULT_DATE_INTERVAL_DAYS = 6;

const toMs = (value: Date | IsoDate): number =>
  typeof value === 'string' ? parseIsoDate(value).getTime() : value.getTime();

/**
 * Spec §9: "Week-difference helpers count a week as floor(days / 5184e5 ms), i.e. 6 days." Kept as
 * specified (DESIGN §8) and named for what it counts: whole six-day periods from `from` to `to`,
 * floored (so a negative span gives a negative count: -1 day → -1). Pass IsoDates to stay clear of DST
 * hours; Dates are taken as instants.
 */
export function sixDayPeriodsBetween(from: Date | IsoDate, to: Date | IsoDate): number {
  return Math.floor((toMs(to) - toMs(from)) / SIX_DAY_PERIOD_MS);
}
