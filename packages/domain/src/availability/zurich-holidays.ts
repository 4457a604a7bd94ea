import { formatIsoDate, type IsoDate } from '../calendar/iso-date.ts';

/** Easter Sunday (Gregorian, anonymous algorithm of Meeus/Jones/Butcher) as a UTC-midnight date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

export interface Holiday {
  date: IsoDate;
  name: string;
}

const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const fixed = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));

/** The public holidays of the canton of Zürich in a year, in date order (Sechseläuten is a half day: left out). */
export function zurichHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  const days: [Date, string][] = [
    [fixed(year, 1, 1), "New Year's Day"],
    [fixed(year, 1, 2), "Berchtold's Day"],
    [plusDays(easter, -2), 'Good Friday'],
    [plusDays(easter, 1), 'Easter Monday'],
    [fixed(year, 5, 1), 'Labour Day'],
    [plusDays(easter, 39), 'Ascension Day'],
    [plusDays(easter, 50), 'Whit Monday'],
    [fixed(year, 8, 1), 'Swiss National Day'],
    [fixed(year, 12, 25), 'Christmas Day'],
    [fixed(year, 12, 26), "St Stephen's Day"],
  ];
  return days
    .map(([date, name]) => ({ date: formatIsoDate(date), name }))
    .sort((x, y) => x.date.localeCompare(y.date));
}

/** The Monday-to-Friday holidays after `today` up to `months` months later: the days deliveries pause. */
export function upcomingWeekdayHolidays(today: IsoDate, months: number): Holiday[] {
  const year = Number(today.slice(0, 4));
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const until = formatIsoDate(new Date(Date.UTC(y, m - 1 + months, d)));
  return [...zurichHolidays(year), ...zurichHolidays(year + 1)].filter((h) => {
    const weekday = new Date(`${h.date}T00:00:00Z`).getUTCDay();
    return h.date > today && h.date <= until && weekday >= 1 && weekday <= 5;
  });
}
