import { parseIsoDate, type IsoDate } from './iso-date.ts';

const formatter = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** A planning day's readable date: en-GB short weekday, day and month ('Mon 5 Feb'). */
export function readableDate(date: IsoDate): string {
  return formatter.format(parseIsoDate(date));
}
