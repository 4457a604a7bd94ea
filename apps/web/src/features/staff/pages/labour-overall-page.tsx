import { labourOverall, type LabourOverall } from '@brigade/domain/schemas/labour';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import { AnalyticsCard, type AnalyticsColumn } from '../../../components/analytics/analytics-card.tsx';
import { formatAmount, formatCount, weekLabel } from '../../../components/analytics/format.ts';
import { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { useAnalyticsTable } from '../../../components/analytics/use-analytics-table.ts';
import { LabourScreen } from '../components/labour-screen.tsx';

type Row = LabourOverall['rows'][number];

/**
 * /analytics/labour/overall: per week the hours and cost of the kitchen's staff and of the express couriers,
 * the meals made and meals per staff hour (charts and their table, CSV and .xlsx of the rows shown).
 */
export default function LabourOverallPage() {
  const { t, i18n } = useTranslation('staff');
  const lang = i18n.language;
  const params = useAnalyticsParams();
  const query = { from: params.query.from, to: params.query.to };
  const answer = useAnalyticsTable('/labour/overall', labourOverall, query);
  const rows = answer.data?.rows ?? [];
  const count = (n: number | null) => (n === null ? '–' : formatCount(n, lang));
  const chf = (n: number | null) => (n === null ? '–' : formatAmount(n, lang));
  const columns: AnalyticsColumn<Row>[] = [
    { key: 'week', label: t('labour.week'), value: (r) => weekLabel(r.week_id) },
    { key: 'staff_hours', label: t('labour.staffHours'), numeric: true, value: (r) => count(r.staff_hours) },
    { key: 'staff_cost', label: t('labour.staffCost'), numeric: true, value: (r) => chf(r.staff_cost_chf) },
    {
      key: 'courier_hours',
      label: t('labour.courierHours'),
      numeric: true,
      value: (r) => count(r.courier_hours),
    },
    {
      key: 'courier_cost',
      label: t('labour.courierCost'),
      numeric: true,
      value: (r) => chf(r.courier_cost_chf),
    },
    { key: 'meals', label: t('labour.meals'), numeric: true, value: (r) => count(r.meals) },
    { key: 'mph', label: t('labour.mealsPerHour'), numeric: true, value: (r) => count(r.meals_per_hour) },
    { key: 'cpm', label: t('labour.costPerMeal'), numeric: true, value: (r) => chf(r.staff_cost_per_meal) },
  ];
  const weeks = rows.map((r) => weekLabel(r.week_id));
  return (
    <LabourScreen
      params={params}
      range={answer.data}
      other={{ to: '/analytics/labour', label: t('labour.byEmployeeTitle') }}
      fetching={answer.isFetching}
      error={answer.error}
    >
      <AnalyticsCard
        title={t('labour.overallTitle')}
        caption={t('labour.overallCaption')}
        testId="labour-overall"
        exportPath="/labour/overall"
        query={query}
        rows={rows}
        rowKey={(r) => r.week_id}
        columns={columns}
        emptyMessage={t('labour.empty')}
        chart={
          <>
            <BarChart
              height={260}
              skipAnimation
              xAxis={[{ scaleType: 'band', data: weeks }]}
              series={[
                {
                  data: rows.map((r) => r.staff_hours),
                  label: t('labour.staffHours'),
                  stack: 'h',
                  color: '#1976d2',
                },
                {
                  data: rows.map((r) => r.courier_hours),
                  label: t('labour.courierHours'),
                  stack: 'h',
                  color: '#ef6c00',
                },
              ]}
            />
            <LineChart
              height={220}
              skipAnimation
              xAxis={[{ scaleType: 'point', data: weeks }]}
              series={[
                {
                  data: rows.map((r) => r.meals_per_hour),
                  label: t('labour.mealsPerHour'),
                  color: '#2e7d32',
                },
              ]}
            />
          </>
        }
      />
    </LabourScreen>
  );
}
