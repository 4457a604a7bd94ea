import { PROGRAMME_LABELS } from '@brigade/domain/orders/programme-label';
import {
  conversionResponse,
  discountUseResponse,
  type DiscountUseResponse,
  orderWeeklyResponse,
} from '@brigade/domain/schemas/analytics-tables';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard } from '../../../components/analytics/analytics-card.tsx';
import {
  compactAmount,
  formatAmount,
  formatCount,
  formatPercent,
  weekLabel,
} from '../../../components/analytics/format.ts';
import {
  useAnalyticsParams,
  type AnalyticsQuery,
} from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { useZoneOptions } from '../../../components/analytics/use-zone-options.ts';
import { AnalyticsScreen } from '../../../components/analytics/analytics-screen.tsx';

/** /analytics/order (SUPER): orders, meals and revenue per week and programme, trial conversion, discount codes. */
export default function OrderAnalyticsPage() {
  const { t, i18n } = useTranslation('analytics-screens');
  const params = useAnalyticsParams();
  const q = params.query;
  const weekly = useAnalyticsTable('/analytics/orders/weekly', orderWeeklyResponse, q);
  const conversion = useAnalyticsTable('/analytics/orders/trial-conversion', conversionResponse, q);
  const codes = useAnalyticsTable('/analytics/orders/discount-codes', discountUseResponse, q);
  const n = (v: number) => formatCount(v, i18n.language);
  const chf = (v: number) => formatAmount(v, i18n.language);
  const rows = weekly.data?.rows ?? [];
  const weeks = [...new Set(rows.map((r) => r.week_id))];
  const revenueOf = (week: string, programme: string) =>
    rows.find((r) => r.week_id === week && r.programme === programme)?.revenue ?? 0;
  const total = rows.reduce((sum, r) => sum + r.revenue, 0);
  return (
    <AnalyticsScreen
      params={params}
      range={weekly.data}
      zones={useZoneOptions()}
      fetching={[weekly, conversion, codes].some((x) => x.isFetching)}
      error={weekly.error ?? conversion.error ?? codes.error}
    >
      {weekly.data ? (
        <AnalyticsCard
          title={t('order.weekly.title')}
          caption={t('order.weekly.caption', { total: chf(total) })}
          testId="orders-weekly"
          rows={rows.some((r) => r.orders > 0) ? rows : []}
          rowKey={(r) => `${r.week_id}-${r.programme}`}
          exportPath="/analytics/orders/weekly"
          query={q}
          emptyMessage={t('empty')}
          chart={
            <BarChart
              height={280}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: weeks.map(weekLabel) }]}
              yAxis={[{ width: 72, valueFormatter: (v: number) => compactAmount(v, i18n.language) }]}
              series={PROGRAMME_LABELS.map((p) => ({
                data: weeks.map((w) => revenueOf(w, p)),
                label: p,
                stack: 'revenue',
                valueFormatter: (v: number | null) => (v === null ? '' : chf(v)),
              }))}
            />
          }
          columns={[
            { key: 'week', label: t('week'), value: (r) => weekLabel(r.week_id) },
            { key: 'programme', label: t('order.programme'), value: (r) => r.programme },
            { key: 'orders', label: t('order.weekly.orders'), numeric: true, value: (r) => n(r.orders) },
            { key: 'days', label: t('order.weekly.days'), numeric: true, value: (r) => n(r.days) },
            { key: 'meals', label: t('order.weekly.meals'), numeric: true, value: (r) => n(r.meals) },
            { key: 'revenue', label: t('order.weekly.revenue'), numeric: true, value: (r) => chf(r.revenue) },
          ]}
        />
      ) : null}
      {conversion.data ? (
        <AnalyticsCard
          title={t('order.conversion.title')}
          caption={t('order.conversion.caption')}
          testId="orders-conversion"
          rows={conversion.data.rows.some((r) => r.trials > 0) ? conversion.data.rows : []}
          rowKey={(r) => r.week_id}
          exportPath="/analytics/orders/trial-conversion"
          query={q}
          emptyMessage={t('order.conversion.empty')}
          chart={
            <BarChart
              height={240}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: conversion.data.rows.map((r) => weekLabel(r.week_id)) }]}
              series={(['trials', 'converted'] as const).map((k) => ({
                data: conversion.data.rows.map((r) => r[k]),
                label: t(`order.conversion.${k}`),
              }))}
            />
          }
          columns={[
            { key: 'week', label: t('week'), value: (r) => weekLabel(r.week_id) },
            { key: 'trials', label: t('order.conversion.trials'), numeric: true, value: (r) => n(r.trials) },
            {
              key: 'converted',
              label: t('order.conversion.converted'),
              numeric: true,
              value: (r) => n(r.converted),
            },
            {
              key: 'pct',
              label: t('order.conversion.pct'),
              numeric: true,
              value: (r) => formatPercent(r.conversion_pct, i18n.language),
            },
          ]}
        />
      ) : null}
      {codes.data ? <DiscountCodesCard rows={codes.data.rows} query={q} /> : null}
    </AnalyticsScreen>
  );
}

/** The discount codes of the range's orders: orders, order weeks and what each code took off. */
function DiscountCodesCard({ rows, query: q }: { rows: DiscountUseResponse['rows']; query: AnalyticsQuery }) {
  const { t, i18n } = useTranslation('analytics-screens');
  const n = (v: number) => formatCount(v, i18n.language);
  const chf = (v: number) => formatAmount(v, i18n.language);
  return (
    <AnalyticsCard
      title={t('order.codes.title')}
      caption={t('order.codes.caption')}
      testId="orders-discount-codes"
      rows={rows}
      rowKey={(r) => r.code}
      exportPath="/analytics/orders/discount-codes"
      query={q}
      emptyMessage={t('order.codes.empty')}
      chart={
        <BarChart
          height={220}
          skipAnimation
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: rows.map((r) => r.code), width: 100 }]}
          series={[{ data: rows.map((r) => r.cost), label: t('order.codes.cost') }]}
        />
      }
      columns={[
        { key: 'code', label: t('order.codes.code'), value: (r) => r.code },
        {
          key: 'value',
          label: t('order.codes.value'),
          value: (r) => (r.kind === 'PERCENT' ? `${n(r.value)} %` : chf(r.value)),
        },
        { key: 'orders', label: t('order.codes.orders'), numeric: true, value: (r) => n(r.orders) },
        { key: 'weeks', label: t('order.codes.weeks'), numeric: true, value: (r) => n(r.weeks) },
        { key: 'cost', label: t('order.codes.cost'), numeric: true, value: (r) => chf(r.cost) },
      ]}
    />
  );
}
