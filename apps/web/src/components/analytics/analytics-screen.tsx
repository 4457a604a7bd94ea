import {
  ANALYTICS_RANGE_SHORTCUTS,
  MAX_ANALYTICS_RANGE_WEEKS,
} from '@brigade/domain/analytics/analytics-range';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalyticsFilters, type ZoneOption } from './analytics-filters.tsx';
import type { useAnalyticsParams } from './use-analytics-params.ts';
import { WeekRangePicker } from './week-range-picker.tsx';

interface AnalyticsScreenProps {
  params: ReturnType<typeof useAnalyticsParams>;
  /** The range the server answered with (its default when the address has none). */
  range: { from: string; to: string } | undefined;
  /** Zones to filter by; undefined hides the filters (accounting). */
  zones?: readonly ZoneOption[] | undefined;
  filters?: boolean;
  /** Show the programme filter (the screens whose figures are orders); false keeps the zone only. */
  programme?: boolean;
  fetching: boolean;
  error: Error | null;
  children: ReactNode;
}

/** An analytics screen: the week range, the filters, a refusal with the way back, then its cards. */
export function AnalyticsScreen({
  params,
  range,
  zones,
  filters = true,
  programme = true,
  fetching,
  error,
  children,
}: AnalyticsScreenProps) {
  const { t } = useTranslation('analytics');
  return (
    <>
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={params.reset}>
              {t('range.reset')}
            </Button>
          }
        >
          {error.message}
        </Alert>
      ) : null}
      {range ? (
        <WeekRangePicker
          from={range.from}
          to={range.to}
          maxWeeks={MAX_ANALYTICS_RANGE_WEEKS}
          shortcuts={ANALYTICS_RANGE_SHORTCUTS}
          anchor={params.anchor}
          onChange={params.setRange}
        />
      ) : null}
      {filters ? (
        <AnalyticsFilters
          value={params.filters}
          onChange={params.setFilters}
          programme={programme}
          zones={zones}
        />
      ) : null}
      {fetching ? <LinearProgress sx={{ mb: 1 }} aria-label={t('loading')} /> : null}
      {children}
    </>
  );
}
