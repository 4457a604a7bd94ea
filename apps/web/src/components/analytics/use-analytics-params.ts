import {
  ANALYTICS_PROGRAMMES,
  currentWeekMonday,
  type AnalyticsProgramme,
} from '@brigade/domain/analytics/analytics-range';
import { useSearchParams } from 'react-router';
import type { AnalyticsFilterValues } from './analytics-filters.tsx';
import type { WeekRange } from './week-range-picker.tsx';

/** The query of an analytics table as the address has it (none: the server's default, the last 12 weeks). */
export interface AnalyticsQuery {
  from?: string | undefined;
  to?: string | undefined;
  programme?: AnalyticsProgramme | undefined;
  zone?: number | undefined;
}

const isProgramme = (value: string | null): value is AnalyticsProgramme =>
  (ANALYTICS_PROGRAMMES as readonly (string | null)[]).includes(value);

/**
 * The range and filters of an analytics screen, kept in the address (?from=&to= Mondays, ?programme=,
 * ?zone=) so a screen can be bookmarked and shared; `anchor` is the current week (the shortcuts end there).
 */
export function useAnalyticsParams() {
  const [params, setParams] = useSearchParams();
  const programme = params.get('programme');
  const zone = Number(params.get('zone'));
  const filters: AnalyticsFilterValues = {
    programme: isProgramme(programme) ? programme : 'all',
    zone: Number.isInteger(zone) && zone > 0 ? zone : null,
  };
  const query: AnalyticsQuery = {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    programme: filters.programme === 'all' ? undefined : filters.programme,
    zone: filters.zone ?? undefined,
  };
  const write = (next: AnalyticsQuery) => {
    const entries = Object.entries(next).filter(([, v]) => v !== undefined && v !== null);
    setParams(Object.fromEntries(entries.map(([k, v]) => [k, String(v)])));
  };
  return {
    query,
    filters,
    anchor: currentWeekMonday(new Date()),
    setRange: (range: WeekRange) => write({ ...query, ...range }),
    setFilters: (next: AnalyticsFilterValues) =>
      write({
        ...query,
        programme: next.programme === 'all' ? undefined : next.programme,
        zone: next.zone ?? undefined,
      }),
    /** Back to the default: the last 12 weeks, no filters. */
    reset: () => setParams({}),
  };
}
