import { addDays, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';
import { mondayOfWeekId } from '../calendar/week-id.ts';
import { WEEKDAY_NAMES, type WeekdayName } from '../calendar/working-days.ts';

/** A day override, as far as the schedule needs it. */
export interface ScheduleOverride {
  readonly date: IsoDate;
  readonly status: number;
}

/**
 * The order's own span (schema orders): the ISO weekdays it delivers (1–7, Monday–Friday by default),
 * from `start_date` to the Sunday of the week of `end_date` (null = open-ended).
 */
export interface OrderSpan {
  readonly weekdays?: readonly number[];
  readonly start_date?: IsoDate;
  readonly end_date?: IsoDate | null;
}

/** Whether a date lies in the order's weeks: on or after start_date, up to the Sunday of end_date's week. */
export function inOrderSpan(date: IsoDate, span: OrderSpan): boolean {
  if (span.start_date && date < span.start_date) return false;
  if (span.end_date) {
    const sunday = addDays(span.end_date, 7 - isoWeekday(span.end_date));
    if (date > sunday) return false;
  }
  return true;
}

export interface ScheduledDay {
  readonly date: IsoDate;
  readonly weekday: WeekdayName;
  readonly active: boolean;
}

/**
 * The days an order delivers in its week (ADR 012): Monday to Friday by default; a day override with status 0
 * skips the day, so its slot is empty and num_days is one less. Choices: any other status switches the day
 * on, weekend days included (the week row has Saturday and Sunday slots); overrides outside the week are
 * ignored; for two overrides of one date the later in the list wins.
 *
 * With the order's `span`, the default days are its weekdays, and no day outside its weeks (before the
 * start, after the end week) delivers, whatever an override says.
 */
export function orderWeekSchedule(
  weekId: string,
  overrides: readonly ScheduleOverride[],
  span: OrderSpan = {},
): { days: ScheduledDay[]; num_days: number } {
  const monday = mondayOfWeekId(weekId);
  const byDate = new Map(overrides.map((o) => [o.date, o.status]));
  const days = WEEKDAY_NAMES.map((weekday, i) => {
    const date = addDays(monday, i);
    return { date, weekday, active: deliversOnDate(date, byDate.get(date), span) };
  });
  return { days, num_days: days.filter((d) => d.active).length };
}

/**
 * What {@link orderWeekSchedule} says of one date, without working out the rest of its week: the kitchen asks
 * it of every order for every date it counts. `overrideStatus` is the status of the order's day override of
 * that date, if any.
 */
export function deliversOnDate(
  date: IsoDate,
  overrideStatus: number | undefined,
  span: OrderSpan = {},
): boolean {
  if (!inOrderSpan(date, span)) return false;
  if (overrideStatus !== undefined) return overrideStatus !== 0;
  return (span.weekdays ?? DEFAULT_WEEKDAYS).includes(isoWeekday(date));
}

const DEFAULT_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
