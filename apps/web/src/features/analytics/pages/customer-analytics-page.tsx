import {
  cohortResponse,
  customerWeeklyResponse,
  programmeMixResponse,
  weeksDoneResponse,
  COHORT_OFFSETS,
  type CohortResponse,
  type WeeksDoneResponse,
} from '@brigade/domain/schemas/analytics-tables';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard } from '../../../components/analytics/analytics-card.tsx';
import { formatCount, formatPercent, weekLabel } from '../../../components/analytics/format.ts';
import {
  useAnalyticsParams,
  type AnalyticsQuery,
} from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { useZoneOptions } from '../../../components/analytics/use-zone-options.ts';
import { AnalyticsScreen } from '../../../components/analytics/analytics-screen.tsx';

const MIX = ['lean', 'lean_flex', 'strong', 'strong_flex', 'lean_trial', 'strong_trial'] as const;

/** /analytics/customer (SUPER): active, new, returning and churned customers, weeks done, programme mix, retention. */
export default function CustomerAnalyticsPage() {
  const { t, i18n } = useTranslation('analytics-screens');
  const params = useAnalyticsParams();
  const q = params.query;
  const weekly = useAnalyticsTable('/analytics/customers/weekly', customerWeeklyResponse, q);
  const done = useAnalyticsTable('/analytics/customers/weeks-done', weeksDoneResponse, q);
  const mix = useAnalyticsTable('/analytics/customers/programme-mix', programmeMixResponse, q);
  const cohorts = useAnalyticsTable('/analytics/customers/cohorts', cohortResponse, q);
  const n = (v: number) => formatCount(v, i18n.language);
  const weeks = weekly.data?.rows ?? [];
  const label = (w: { week_id: string }) => weekLabel(w.week_id);
  return (
    <AnalyticsScreen
      params={params}
      range={weekly.data}
      zones={useZoneOptions()}
      fetching={[weekly, done, mix, cohorts].some((x) => x.isFetching)}
      error={weekly.error ?? done.error ?? mix.error ?? cohorts.error}
    >
      {weekly.data ? (
        <AnalyticsCard
          title={t('customer.weekly.title')}
          caption={t('customer.weekly.caption')}
          testId="customers-weekly"
          rows={weeks}
          rowKey={(r) => r.week_id}
          exportPath="/analytics/customers/weekly"
          query={q}
          emptyMessage={t('empty')}
          chart={
            <LineChart
              height={260}
              skipAnimation
              xAxis={[{ scaleType: 'point', data: weeks.map(label) }]}
              series={(['active', 'new', 'churned'] as const).map((k) => ({
                data: weeks.map((w) => w[k]),
                label: t(`customer.weekly.${k}`),
              }))}
            />
          }
          columns={[
            { key: 'week', label: t('week'), value: label },
            ...(['active', 'new', 'returning', 'churned'] as const).map((k) => ({
              key: k,
              label: t(`customer.weekly.${k}`),
              numeric: true,
              value: (r: (typeof weeks)[number]) => n(r[k]),
            })),
          ]}
        />
      ) : null}
      {done.data ? <WeeksDoneCard rows={done.data.rows} query={q} /> : null}
      {mix.data ? (
        <AnalyticsCard
          title={t('customer.mix.title')}
          testId="customers-programme-mix"
          rows={mix.data.rows}
          rowKey={(r) => r.week_id}
          exportPath="/analytics/customers/programme-mix"
          query={q}
          emptyMessage={t('empty')}
          chart={
            <BarChart
              height={260}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: mix.data.rows.map(label) }]}
              series={MIX.map((k) => ({
                data: mix.data.rows.map((r) => r[k]),
                label: t(`programmes.${k}`),
                stack: 'mix',
              }))}
            />
          }
          columns={[
            { key: 'week', label: t('week'), value: label },
            ...MIX.map((k) => ({
              key: k,
              label: t(`programmes.${k}`),
              numeric: true,
              value: (r: (typeof mix.data.rows)[number]) => n(r[k]),
            })),
          ]}
        />
      ) : null}
      {cohorts.data ? <CohortCard rows={cohorts.data.rows} query={q} /> : null}
    </AnalyticsScreen>
  );
}

/** Retention by first week: each cohort's size and the share with a delivery 1 to 52 weeks later. */
function CohortCard({ rows, query: q }: { rows: CohortResponse['rows']; query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation('analytics-screens');
  const n = (v: number) => formatCount(v, i18n.language);
  const label = (w: { week_id: string }) => weekLabel(w.week_id);
  return (
    <AnalyticsCard
      title={t('customer.cohorts.title')}
      caption={t('customer.cohorts.caption')}
      testId="customers-cohorts"
      rows={rows}
      rowKey={(r) => r.week_id}
      exportPath="/analytics/customers/cohorts"
      query={q}
      emptyMessage={t('empty')}
      columns={[
        { key: 'week', label: t('customer.cohorts.first'), value: label },
        {
          key: 'customers',
          label: t('customer.cohorts.customers'),
          numeric: true,
          value: (r) => n(r.customers),
        },
        ...COHORT_OFFSETS.map((k) => ({
          key: `week_${k}`,
          label: t('customer.cohorts.after', { count: k }),
          numeric: true,
          value: (r: (typeof rows)[number]) => {
            const v = r[`week_${k}`];
            return v === null
              ? '–'
              : formatPercent(r.customers ? (v / r.customers) * 100 : null, i18n.language);
          },
        })),
      ]}
    />
  );
}

/** The customers active in the range by their weeks done (buckets). */
function WeeksDoneCard({ rows, query: q }: { rows: WeeksDoneResponse['rows']; query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation('analytics-screens');
  const n = (v: number) => formatCount(v, i18n.language);
  return (
    <AnalyticsCard
      title={t('customer.done.title')}
      caption={t('customer.done.caption')}
      testId="customers-weeks-done"
      rows={rows.some((r) => r.customers > 0) ? rows : []}
      rowKey={(r) => r.weeks_done}
      exportPath="/analytics/customers/weeks-done"
      query={q}
      emptyMessage={t('empty')}
      chart={
        <BarChart
          height={240}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: rows.map((r) => r.weeks_done) }]}
          series={[{ data: rows.map((r) => r.customers), label: t('customer.done.customers') }]}
        />
      }
      columns={[
        { key: 'weeks', label: t('customer.done.weeks'), value: (r) => r.weeks_done },
        {
          key: 'customers',
          label: t('customer.done.customers'),
          numeric: true,
          value: (r) => n(r.customers),
        },
      ]}
    />
  );
}
