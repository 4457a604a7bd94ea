import { defaultWeekMonday } from '@brigade/domain/calendar/default-week';
import { DEFAULT_MARGIN_WEEKS, MAX_MARGIN_WEEKS } from '@brigade/domain/margins/margin-weeks';
import { mdiFileExcel } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WeekRangePicker } from '../../../components/analytics/week-range-picker.tsx';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { marginsExportUrl, useMargins } from '../api/get-margins.ts';
import { MarginsChart } from '../components/margins-chart.tsx';
import { MarginsNotes } from '../components/margins-notes.tsx';
import { MarginsTable } from '../components/margins-table.tsx';

/**
 * /notes/margins (SUPER): per ISO week and programme the revenue (The Week's prices), the food cost (the
 * kitchen's portions at supplier prices) and the gross margin, as a chart and a table, with an .xlsx of the
 * same. ?from=&to= are the first and last Monday; none: the 8 weeks up to the default week.
 */
export default function MarginsPage() {
  const { t } = useTranslation('margins');
  const [params, setParams] = useSearchParams();
  const query = useMargins({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const data = query.data;
  return (
    <>
      <PageToolbar>
        {data ? (
          <Button
            color="inherit"
            href={marginsExportUrl({ from: data.from, to: data.to })}
            download
            startIcon={<MdiIcon path={mdiFileExcel} size={0.9} />}
          >
            {t('export')}
          </Button>
        ) : null}
      </PageToolbar>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setParams({})}>
              {t('range.default')}
            </Button>
          }
        >
          {query.error.message}
        </Alert>
      ) : null}
      {data ? (
        <>
          <WeekRangePicker
            from={data.from}
            to={data.to}
            maxWeeks={MAX_MARGIN_WEEKS}
            shortcuts={[DEFAULT_MARGIN_WEEKS]}
            anchor={defaultWeekMonday(new Date())}
            onChange={({ from, to }) => setParams({ from, to })}
          />
          {query.isFetching ? <LinearProgress sx={{ mb: 1 }} /> : null}
          <MarginsChart weeks={data.weeks} />
          <MarginsTable data={data} />
          <MarginsNotes data={data} />
        </>
      ) : query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : null}
    </>
  );
}
