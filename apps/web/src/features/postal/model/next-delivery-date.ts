import { addDays, isoWeekday, type IsoDate } from '@brigade/domain/calendar/iso-date';

/**
 * The next delivery date after today: tomorrow, or Monday from Friday to Sunday (orders deliver Monday to
 * Friday; labels are made the day before).
 */
export function nextDeliveryDate(today: IsoDate): IsoDate {
  let date = addDays(today, 1);
  while (isoWeekday(date) > 5) date = addDays(date, 1);
  return date;
}
