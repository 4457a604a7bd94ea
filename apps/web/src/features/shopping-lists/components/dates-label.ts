import { formatDay } from '../../../lib/format.ts';

/** A list's dates in short: 'Mon 2 Mar, Tue 3 Mar' (the first four, then '+ n'). */
export function datesLabel(dates: readonly string[], language: string): string {
  const shown = dates.slice(0, 4).map((d) => formatDay(d, language));
  return dates.length > 4 ? `${shown.join(', ')} + ${dates.length - 4}` : shown.join(', ');
}
