import { TZDate } from '@date-fns/tz';
import { formatIsoDate, type IsoDate } from './iso-date.ts';

/** The business runs on Zurich time; "today" and week roll-overs are read there. */
export const BUSINESS_TIME_ZONE = 'Europe/Zurich';

/** The calendar date at the instant `now` in the business time zone (injected clock, no Date.now()). */
export function businessDate(now: Date, timeZone: string = BUSINESS_TIME_ZONE): IsoDate {
  const local = new TZDate(now.getTime(), timeZone);
  return formatIsoDate(new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate())));
}
