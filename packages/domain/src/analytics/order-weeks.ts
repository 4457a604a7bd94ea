import { addDays, isoWeekday, type IsoDate } from '../calendar/iso-date.ts';

/** What the analytics rules read of an order (schema comments: start_date and end_date are Mondays). */
export interface OrderSpan {
  /** The Monday of the first week (any date of it is read as its week). */
  readonly start_date: IsoDate;
  /** The Monday of the last week; null = until cancelled (subscriptions). */
  readonly end_date: IsoDate | null;
  /** ISO weekdays delivered (1 = Monday); Monday–Friday when absent. */
  readonly weekdays?: readonly number[] | null;
}

/** A day override as the analytics read it: status 0 skips the day, any other status delivers it. */
export interface DayOverrideStatus {
  readonly date: IsoDate;
  readonly status: number;
}

const DEFAULT_WEEKDAYS = [1, 2, 3, 4, 5] as const;

const mondayOf = (date: IsoDate): IsoDate => addDays(date, 1 - isoWeekday(date));

/** The order's weekdays and each overridden date's status (the later override of a date wins). */
const daysOf = (order: OrderSpan, overrides: readonly DayOverrideStatus[]) => ({
  weekdays: new Set(order.weekdays ?? DEFAULT_WEEKDAYS),
  byDate: new Map(overrides.map((o) => [o.date, o.status])),
});

/**
 * The Mondays of the weeks an order runs in, from its start week to its end week, cut to [from, to] (both
 * read as their weeks). An open order (no end_date) runs until `to`; without `to` it is refused, since it
 * would never end.
 */
export function orderWeekMondays(order: OrderSpan, from: IsoDate | null, to: IsoDate): IsoDate[] {
  let monday = mondayOf(order.start_date);
  const fromMonday = from === null ? null : mondayOf(from);
  if (fromMonday !== null && fromMonday > monday) monday = fromMonday;
  const lastOwn = order.end_date === null ? null : mondayOf(order.end_date);
  const toMonday = mondayOf(to);
  const last = lastOwn === null || lastOwn > toMonday ? toMonday : lastOwn;
  const mondays: IsoDate[] = [];
  for (; monday <= last; monday = addDays(monday, 7)) mondays.push(monday);
  return mondays;
}

/**
 * The dates an order delivers in the week of `monday` (ADR 012): its weekdays, less the days a status-0
 * override skips, plus the days another status switches on (weekends too). For two overrides of one date the
 * later in the list wins, as in `orderWeekSchedule`.
 */
export function deliveredDates(
  order: OrderSpan,
  overrides: readonly DayOverrideStatus[],
  monday: IsoDate,
): IsoDate[] {
  const { weekdays, byDate } = daysOf(order, overrides);
  const dates: IsoDate[] = [];
  for (let i = 0; i < 7; i++) {
    const date = addDays(monday, i);
    const status = byDate.get(date);
    if (status === undefined ? weekdays.has(i + 1) : status !== 0) dates.push(date);
  }
  return dates;
}

/**
 * The days status-0 overrides take away from an order in the week of `monday`: only days it would otherwise
 * deliver count (skipping a day the order never delivers gives no discount).
 */
export function skippedDates(
  order: OrderSpan,
  overrides: readonly DayOverrideStatus[],
  monday: IsoDate,
): IsoDate[] {
  const { weekdays, byDate } = daysOf(order, overrides);
  const sunday = addDays(monday, 6);
  return [...byDate]
    .filter(([date, status]) => status === 0 && date >= monday && date <= sunday)
    .filter(([date]) => weekdays.has(isoWeekday(date)))
    .map(([date]) => date)
    .sort();
}
