import { accountingWeeklyResponse, ageingResponse } from '@brigade/domain/schemas/analytics-tables';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard } from '../../../components/analytics/analytics-card.tsx';
import { compactAmount, formatAmount, formatCount, weekLabel } from '../../../components/analytics/format.ts';
import { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { AnalyticsScreen } from '../../../components/analytics/analytics-screen.tsx';

/** /analytics/bexio (SUPER): invoiced, paid and open per week, and the ageing of open invoices. */
export default function AccountingAnalyticsPage() {
  const { t, i18n } = useTranslation('analytics-screens');
  const params = useAnalyticsParams();
  const q = { from: params.query.from, to: params.query.to };
  const weekly = useAnalyticsTable('/analytics/accounting/weekly', accountingWeeklyResponse, q);
  const ageing = useAnalyticsTable('/analytics/accounting/ageing', ageingResponse, q);
  const chf = (v: number) => formatAmount(v, i18n.language);
  const rows = weekly.data?.rows ?? [];
  const money = (v: number | null) => (v === null ? '' : chf(v));
  const anyInvoice = rows.some((r) => r.invoiced !== 0 || r.paid !== 0 || r.open !== 0);
  return (
    <AnalyticsScreen
      params={params}
      range={weekly.data}
      filters={false}
      fetching={weekly.isFetching || ageing.isFetching}
      error={weekly.error ?? ageing.error}
    >
      {weekly.data ? (
        <AnalyticsCard
          title={t('bexio.weekly.title')}
          caption={t('bexio.weekly.caption')}
          testId="accounting-weekly"
          rows={anyInvoice ? rows : []}
          rowKey={(r) => r.week_id}
          exportPath="/analytics/accounting/weekly"
          query={q}
          emptyMessage={t('bexio.empty')}
          chart={
            <BarChart
              height={280}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: rows.map((r) => weekLabel(r.week_id)) }]}
              yAxis={[{ width: 72, valueFormatter: (v: number) => compactAmount(v, i18n.language) }]}
              series={(['invoiced', 'paid', 'open'] as const).map((k) => ({
                data: rows.map((r) => r[k]),
                label: t(`bexio.weekly.${k}`),
                valueFormatter: money,
              }))}
            />
          }
          columns={[
            { key: 'week', label: t('week'), value: (r) => weekLabel(r.week_id) },
            ...(['invoiced', 'credit_notes', 'paid', 'open'] as const).map((k) => ({
              key: k,
              label: t(`bexio.weekly.${k}`),
              numeric: true,
              value: (r: (typeof rows)[number]) => chf(r[k]),
            })),
          ]}
        />
      ) : null}
      {ageing.data ? (
        <AnalyticsCard
          title={t('bexio.ageing.title')}
          caption={t('bexio.ageing.caption', { date: formatIsoDate(ageing.data.as_of, i18n.language) })}
          testId="accounting-ageing"
          rows={ageing.data.rows.some((r) => r.invoices > 0) ? ageing.data.rows : []}
          rowKey={(r) => r.bucket}
          exportPath="/analytics/accounting/ageing"
          query={q}
          emptyMessage={t('bexio.ageing.empty')}
          chart={
            <BarChart
              height={220}
              skipAnimation
              xAxis={[
                { scaleType: 'band', data: ageing.data.rows.map((r) => t(`bexio.ageing.${r.bucket}`)) },
              ]}
              yAxis={[{ width: 72, valueFormatter: (v: number) => compactAmount(v, i18n.language) }]}
              series={[
                {
                  data: ageing.data.rows.map((r) => r.amount),
                  label: t('bexio.ageing.amount'),
                  valueFormatter: money,
                },
              ]}
            />
          }
          columns={[
            { key: 'bucket', label: t('bexio.ageing.bucket'), value: (r) => t(`bexio.ageing.${r.bucket}`) },
            {
              key: 'invoices',
              label: t('bexio.ageing.invoices'),
              numeric: true,
              value: (r) => formatCount(r.invoices, i18n.language),
            },
            { key: 'amount', label: t('bexio.ageing.amount'), numeric: true, value: (r) => chf(r.amount) },
          ]}
        />
      ) : null}
    </AnalyticsScreen>
  );
}
