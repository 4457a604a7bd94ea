import { labourByEmployee, type LabourByEmployee } from '@brigade/domain/schemas/labour';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, type AnalyticsColumn } from '../../../components/analytics/analytics-card.tsx';
import { formatAmount, formatCount, weekLabel } from '../../../components/analytics/format.ts';
import { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { LabourScreen } from '../components/labour-screen.tsx';

type Row = LabourByEmployee['rows'][number];

/** The hours of the chart: per week, one stacked bar part per employee (the 8 with most hours, the rest summed). */
function chartSeries(data: LabourByEmployee, others: string) {
  const weeks = [...new Set(data.rows.map((r) => r.week_id))].sort();
  const top = data.employees.slice(0, 8);
  const hoursOf = (week: string, ids: (id: number) => boolean) =>
    data.rows.filter((r) => r.week_id === week && ids(r.employee_id)).reduce((s, r) => s + r.hours, 0);
  const topIds = new Set(top.map((e) => e.employee_id));
  const series = top.map((e) => ({
    label: e.name,
    stack: 'h',
    data: weeks.map((w) => hoursOf(w, (id) => id === e.employee_id)),
  }));
  if (data.employees.length > top.length) {
    series.push({ label: others, stack: 'h', data: weeks.map((w) => hoursOf(w, (id) => !topIds.has(id))) });
  }
  return { weeks: weeks.map(weekLabel), series };
}

/** /analytics/labour: net hours and cost per employee and week (the week the hours are paid in), and per employee. */
export default function LabourPage() {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language;
  const params = useAnalyticsParams();
  const query = { from: params.query.from, to: params.query.to };
  const answer = useAnalyticsTable('/labour/employees', labourByEmployee, query);
  const data = answer.data;
  const columns: AnalyticsColumn<Row>[] = [
    { key: 'week', label: t('labour.week'), value: (r) => weekLabel(r.week_id) },
    { key: 'name', label: t('labour.employee'), value: (r) => r.name },
    { key: 'role', label: t('labour.role'), value: (r) => r.role || t(`kind.${r.kind}`) },
    { key: 'hours', label: t('labour.hours'), numeric: true, value: (r) => formatCount(r.hours, lang) },
    { key: 'cost', label: t('labour.cost'), numeric: true, value: (r) => formatAmount(r.cost_chf, lang) },
  ];
  const chart = data ? chartSeries(data, t('labour.others')) : null;
  return (
    <LabourScreen
      params={params}
      range={data}
      other={{ to: '/analytics/labour/overall', label: t('labour.overallTitle') }}
      fetching={answer.isFetching}
      error={answer.error}
    >
      <AnalyticsCard
        title={t('labour.byEmployeeTitle')}
        caption={t('labour.byEmployeeCaption')}
        testId="labour-employees"
        exportPath="/labour/employees"
        query={query}
        rows={data?.rows ?? []}
        rowKey={(r) => `${r.week_id}-${r.employee_id}`}
        columns={columns}
        emptyMessage={t('labour.empty')}
        chart={
          chart ? (
            <BarChart
              height={300}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: chart.weeks }]}
              series={chart.series}
            />
          ) : null
        }
      />
    </LabourScreen>
  );
}
