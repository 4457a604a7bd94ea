import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { WEEKDAY_NAMES, type WeekdayName } from '../calendar/working-days.ts';

/** The planning counter a delivered day adds to (numOther for trials and undetermined programmes). */
export type WeekCountKey = 'numLean' | 'numLeanFlex' | 'numStrong' | 'numStrongFlex' | 'numOther';

export type WeekCounts = Partial<Record<WeekdayName, WeekCountKey>>;

/** The week's totals per working day (the planning-day counts), from the counts of the week's rows. */
export function weekTotals(
  weekStart: IsoDate,
  rows: readonly { readonly counts: WeekCounts }[],
): ({ date: IsoDate } & Record<WeekCountKey, number>)[] {
  return WEEKDAY_NAMES.slice(0, 5).map((weekday, i) => {
    const total = {
      date: addDays(weekStart, i),
      numLean: 0,
      numLeanFlex: 0,
      numStrong: 0,
      numStrongFlex: 0,
      numOther: 0,
    };
    for (const row of rows) {
      const key = row.counts[weekday];
      if (key) total[key] += 1;
    }
    return total;
  });
}
