import type {
  DeliveryBreakdownResponse,
  DeliveryReasonsResponse,
  DeliveryWeeklyResponse,
} from '@brigade/domain/schemas/delivery-analytics';
import { NOT_DELIVERED_REASONS } from '@brigade/domain/logistics/tracking-flow';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, type AnalyticsColumn } from '../../../components/analytics/analytics-card.tsx';
import { formatCount, formatPercent, weekLabel } from '../../../components/analytics/format.ts';
import type { AnalyticsQuery } from '../../../components/analytics/use-analytics-params.ts';

interface CardProps<T> {
  data: T;
  query: AnalyticsQuery;
}

type Outcomes = DeliveryWeeklyResponse['rows'][number];
type OutcomeKey = 'delivered' | 'not_delivered' | 'open';
const OUTCOMES: readonly { key: OutcomeKey; label: string }[] = [
  { key: 'delivered', label: 'delivered' },
  { key: 'not_delivered', label: 'notDelivered' },
  { key: 'open', label: 'open' },
];

/** The outcome columns every delivery table shares: deliveries, delivered, not delivered, open, shares. */
function useOutcomeColumns<Row extends Omit<Outcomes, 'week_id' | 'start_date'>>(): AnalyticsColumn<Row>[] {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const n = (v: number) => formatCount(v, i18n.language);
  const pct = (v: number | null) => formatPercent(v, i18n.language);
  return [
    {
      key: 'deliveries',
      label: t('delivery.weekly.deliveries'),
      numeric: true,
      value: (r) => n(r.deliveries),
    },
    ...OUTCOMES.map((o) => ({
      key: o.key,
      label: t(`delivery.weekly.${o.label}`),
      numeric: true,
      value: (r: Row) => n(r[o.key]),
    })),
    {
      key: 'delivered_pct',
      label: t('delivery.weekly.deliveredPct'),
      numeric: true,
      value: (r) => pct(r.delivered_pct),
    },
    {
      key: 'on_time_pct',
      label: t('delivery.weekly.onTimePct'),
      numeric: true,
      value: (r) => pct(r.on_time_pct),
    },
  ];
}

/** Deliveries per week by their latest tracking (stacked), and the share on time. */
export function DeliveryWeeklyCard({ data, query }: CardProps<DeliveryWeeklyResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const columns = useOutcomeColumns<Outcomes>();
  const rows = data.rows;
  const weeks = rows.map((r) => weekLabel(r.week_id));
  return (
    <AnalyticsCard
      title={t('delivery.weekly.title')}
      caption={t('delivery.weekly.caption')}
      testId="delivery-weekly"
      rows={data.tracked ? rows : []}
      rowKey={(r) => r.week_id}
      exportPath="/analytics/delivery/weekly"
      query={query}
      emptyMessage={t('delivery.untracked')}
      chart={
        <>
          <BarChart
            height={260}
            skipAnimation
            xAxis={[{ scaleType: 'band', data: weeks }]}
            yAxis={[{ width: 56, valueFormatter: (v: number) => formatCount(v, i18n.language) }]}
            series={OUTCOMES.map((o) => ({
              data: rows.map((r) => r[o.key]),
              label: t(`delivery.weekly.${o.label}`),
              stack: 'outcome',
            }))}
          />
          <LineChart
            height={180}
            skipAnimation
            xAxis={[{ scaleType: 'point', data: weeks }]}
            yAxis={[{ min: 0, max: 100 }]}
            series={[
              {
                data: rows.map((r) => r.on_time_pct),
                label: t('delivery.weekly.onTimePct'),
                connectNulls: true,
              },
            ]}
          />
        </>
      }
      columns={[{ key: 'week', label: t('week'), value: (r) => weekLabel(r.week_id) }, ...columns]}
    />
  );
}

/** The deliveries of the range per zone, courier, pick-up point or day period (the selector above it). */
export function DeliveryBreakdownCard({ data, query }: CardProps<DeliveryBreakdownResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const columns = useOutcomeColumns<DeliveryBreakdownResponse['rows'][number]>();
  const by = t(`delivery.breakdown.groups.${data.by}`);
  const rows = data.rows;
  return (
    <AnalyticsCard
      title={t(`delivery.breakdown.titles.${data.by}`)}
      testId="delivery-breakdown"
      rows={data.tracked ? rows : []}
      rowKey={(r) => r.key}
      exportPath="/analytics/delivery/breakdown"
      query={{ ...query, by: data.by } as AnalyticsQuery}
      emptyMessage={t('delivery.untracked')}
      chart={
        <BarChart
          height={Math.max(160, 28 * rows.length + 60)}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: rows.map((r) => r.label), width: 160 }]}
          xAxis={[{ valueFormatter: (v: number) => formatCount(v, i18n.language) }]}
          series={OUTCOMES.map((o) => ({
            data: rows.map((r) => r[o.key]),
            label: t(`delivery.weekly.${o.label}`),
            stack: 'outcome',
          }))}
        />
      }
      columns={[{ key: 'label', label: by, value: (r) => r.label }, ...columns]}
    />
  );
}

/** The stops not delivered in the range, per reason the driver gave (a known reason in the language). */
export function DeliveryReasonsCard({ data, query }: CardProps<DeliveryReasonsResponse>) {
  const { t, i18n } = useTranslation('kitchen-analytics');
  const rows = data.rows;
  const reason = (value: string) => {
    const [code = '', ...note] = value.split(':');
    if (!(NOT_DELIVERED_REASONS as readonly string[]).includes(code)) return value;
    return [t(`delivery.reasons.codes.${code}`), ...note].join(':');
  };
  return (
    <AnalyticsCard
      title={t('delivery.reasons.title')}
      caption={t('delivery.reasons.caption')}
      testId="delivery-reasons"
      rows={rows}
      rowKey={(r) => r.reason}
      exportPath="/analytics/delivery/reasons"
      query={query}
      emptyMessage={data.tracked ? t('delivery.reasons.empty') : t('delivery.untracked')}
      chart={
        <BarChart
          height={Math.max(160, 28 * rows.length + 60)}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: rows.map((r) => reason(r.reason)), width: 200 }]}
          series={[{ data: rows.map((r) => r.stops), label: t('delivery.reasons.stops') }]}
        />
      }
      columns={[
        { key: 'reason', label: t('delivery.reasons.reason'), value: (r) => reason(r.reason) },
        {
          key: 'stops',
          label: t('delivery.reasons.stops'),
          numeric: true,
          value: (r) => formatCount(r.stops, i18n.language),
        },
        {
          key: 'share',
          label: t('delivery.reasons.share'),
          numeric: true,
          value: (r) => formatPercent(r.share_pct, i18n.language),
        },
      ]}
    />
  );
}
