import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import { mondayOfWeekId } from '../calendar/week-id.ts';
import { WEEKDAY_NAMES, WORKWEEK_LENGTH, type WeekdayName } from '../calendar/working-days.ts';

/** Spec §3: an order week has num_days 5 unless days are changed. */
export const DEFAULT_NUM_DAYS = WORKWEEK_LENGTH;

/** Spec §3 day override, as far as the schedule needs it. */
export interface ScheduleOverride {
  readonly date: IsoDate;
  readonly status: number;
}

export interface ScheduledDay {
  readonly date: IsoDate;
  readonly weekday: WeekdayName;
  readonly active: boolean;
}

/**
 * The days an order delivers in its week (DESIGN §8 order model, spec §2 week screens): Monday to Friday
 * by default; "a day override with status 0 means the order is skipped that day: the slot is empty and
 * num_days is reduced". Choices: any other status switches the day on, weekend days included (the week
 * row has Saturday and Sunday slots); overrides outside the week are ignored; for two overrides of one
 * date the later in the list wins.
 */
export function orderWeekSchedule(
  weekId: string,
  overrides: readonly ScheduleOverride[],
): { days: ScheduledDay[]; num_days: number } {
  const monday = mondayOfWeekId(weekId);
  const byDate = new Map(overrides.map((o) => [o.date, o.status]));
  const days = WEEKDAY_NAMES.map((weekday, i) => {
    const date = addDays(monday, i);
    const status = byDate.get(date);
    const active = status === undefined ? i < WORKWEEK_LENGTH : status !== 0;
    return { date, weekday, active };
  });
  return { days, num_days: days.filter((d) => d.active).length };
}
