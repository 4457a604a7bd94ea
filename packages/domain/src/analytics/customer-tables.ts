import { weekIdOfMonday } from './analytics-range.ts';
import { addDays, type IsoDate } from '../calendar/iso-date.ts';
import {
  COHORT_OFFSETS,
  WEEKS_DONE_BUCKETS,
  type CohortResponse,
  type ProgrammeMixResponse,
  type WeeksDoneResponse,
} from '../schemas/analytics-tables.ts';

// The customer tables (issue 20) from the counts the SQL makes.

/** The bucket of a number of weeks done: 1, 2, 3, 4, 5–8, 9–12, 13–26, 27–52, 53+. */
export function weeksDoneBucket(weeks: number): (typeof WEEKS_DONE_BUCKETS)[number] {
  if (weeks <= 4) return WEEKS_DONE_BUCKETS[Math.max(0, weeks - 1)]!;
  if (weeks <= 8) return '5–8';
  if (weeks <= 12) return '9–12';
  if (weeks <= 26) return '13–26';
  if (weeks <= 52) return '27–52';
  return '53+';
}

/** Every bucket with its customers (empty buckets as 0), in order. */
export function weeksDoneRows(
  counts: readonly { weeks: number; customers: number }[],
): WeeksDoneResponse['rows'] {
  const sums = new Map<string, number>();
  for (const c of counts)
    sums.set(weeksDoneBucket(c.weeks), (sums.get(weeksDoneBucket(c.weeks)) ?? 0) + c.customers);
  return WEEKS_DONE_BUCKETS.map((weeks_done) => ({ weeks_done, customers: sums.get(weeks_done) ?? 0 }));
}

const MIX_FIELDS = {
  LEAN: 'lean',
  'LEAN flex': 'lean_flex',
  STRONG: 'strong',
  'STRONG flex': 'strong_flex',
  'LEAN trial': 'lean_trial',
  'STRONG trial': 'strong_trial',
} as const;

/** One row per week of the range (weeks without deliveries as zeros), a column per programme. */
export function programmeMixRows(
  mondays: readonly IsoDate[],
  counts: readonly { start_date: IsoDate; programme: string; customers: number }[],
): ProgrammeMixResponse['rows'] {
  const rows = mondays.map((monday) => ({
    week_id: weekIdOfMonday(monday),
    start_date: monday,
    lean: 0,
    lean_flex: 0,
    strong: 0,
    strong_flex: 0,
    lean_trial: 0,
    strong_trial: 0,
  }));
  const byMonday = new Map(rows.map((r) => [r.start_date, r]));
  for (const c of counts) {
    const row = byMonday.get(c.start_date);
    const field = (MIX_FIELDS as Record<string, (typeof MIX_FIELDS)[keyof typeof MIX_FIELDS] | undefined>)[
      c.programme
    ];
    if (row && field) row[field] += c.customers;
  }
  return rows;
}

/**
 * One row per first week (cohort) with customers: its size (k = 0) and, for each offset in
 * {@link COHORT_OFFSETS}, its customers with a delivery that many weeks later; null when that week is after
 * `to`, the range's last week.
 */
export function cohortRows(counts: readonly { start_date: IsoDate; k: number; n: number }[], to: IsoDate) {
  const cohorts = new Map<IsoDate, Map<number, number>>();
  for (const c of counts) {
    const byK = cohorts.get(c.start_date) ?? new Map<number, number>();
    byK.set(c.k, c.n);
    cohorts.set(c.start_date, byK);
  }
  return [...cohorts].map(([monday, byK]) => {
    const row: Record<string, number | string | null> = {
      week_id: weekIdOfMonday(monday),
      start_date: monday,
      customers: byK.get(0) ?? 0,
    };
    for (const k of COHORT_OFFSETS) row[`week_${k}`] = addDays(monday, 7 * k) > to ? null : (byK.get(k) ?? 0);
    return row as CohortResponse['rows'][number];
  });
}
