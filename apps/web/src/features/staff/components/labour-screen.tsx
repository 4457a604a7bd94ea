import {
  ANALYTICS_RANGE_SHORTCUTS,
  MAX_ANALYTICS_RANGE_WEEKS,
} from '@brigade/domain/analytics/analytics-range';
import { mdiUpload } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { WeekRangePicker } from '../../../components/analytics/week-range-picker.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';

/**
 * A labour screen: the upload and the other labour screen in the toolbar, the week range (no programme or zone
 * filter: hours belong to no programme), a refusal with the way back, then its cards.
 */
export function LabourScreen(props: {
  params: ReturnType<typeof useAnalyticsParams>;
  range: { from: string; to: string } | undefined;
  other: { to: string; label: string };
  fetching: boolean;
  error: Error | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('staff');
  const prefix = i18n.language === 'de' ? '/de' : '';
  const { params, range, error } = props;
  return (
    <>
      <PageToolbar>
        <Button color="inherit" component={Link} to={`${prefix}${props.other.to}`}>
          {props.other.label}
        </Button>
        <Button
          color="inherit"
          component={Link}
          to={`${prefix}/analytics/labour/upload_hours`}
          startIcon={<MdiIcon path={mdiUpload} size={0.9} />}
        >
          {t('upload.title')}
        </Button>
      </PageToolbar>
      {error ? (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={params.reset}>
              {t('labour.reset')}
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
      {props.fetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {props.children}
    </>
  );
}
