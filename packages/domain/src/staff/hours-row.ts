import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { weekIdOfDate } from '../calendar/week-id.ts';
import { DomainError } from '../errors/domain-error.ts';
import { roundTo2 } from '../numbers/round.ts';

/** An hours row, as entered. */
export interface HoursEntry {
  readonly employee_id: number;
  readonly date: IsoDate;
  readonly total_hours: number;
  readonly extra_hours: number;
  readonly break_hours: number;
}

export interface HoursRow extends HoursEntry {
  readonly net_hours: number;
  readonly original_date: IsoDate;
  readonly week_id: string;
}

/** Brigade's own message. */
export const INVALID_LAG_MESSAGE = 'The lag must be a whole number of days';

/**
 * Net hours = total + extra − break, rounded to 2 decimals. A break longer than the hours gives a
 * negative result on purpose, so the entry shows up as wrong instead of being hidden as 0.
 */
export function netHours(entry: Pick<HoursEntry, 'total_hours' | 'extra_hours' | 'break_hours'>): number {
  return roundTo2(entry.total_hours + entry.extra_hours - entry.break_hours);
}

/** The date shifted by an optional lag in days (positive = later). */
export function shiftDateByLag(date: IsoDate, lagDays = 0): IsoDate {
  if (!Number.isInteger(lagDays)) throw new DomainError('INVALID_ARGUMENT', INVALID_LAG_MESSAGE);
  return addDays(date, lagDays);
}

/**
 * An hours row: net hours, the original date, the date shifted by the lag, and the week id — of the
 * shifted date, since the lag exists to put hours into the week they are paid in.
 * @public
 */
export function hoursRow(entry: HoursEntry, lagDays = 0): HoursRow {
  const date = shiftDateByLag(entry.date, lagDays);
  return {
    ...entry,
    date,
    original_date: entry.date,
    net_hours: netHours(entry),
    week_id: weekIdOfDate(date),
  };
}
