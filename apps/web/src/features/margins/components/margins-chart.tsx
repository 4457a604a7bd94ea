import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { MarginWeek } from '@brigade/domain/schemas/margins';
import { useTranslation } from 'react-i18next';
import { chf, compactChf, weekLabel } from './format-figures.ts';

/** Revenue, food cost and gross margin of each week (its totals), side by side. */
export function MarginsChart({ weeks }: { weeks: readonly MarginWeek[] }) {
  const { t, i18n } = useTranslation('margins');
  const format = (value: number | null) => (value === null ? '' : chf(value, i18n.language));
  const series = (key: 'revenue' | 'food_cost' | 'gross_margin', color: string) => ({
    data: weeks.map((w) => w.totals[key]),
    label: t(`columns.${key}`),
    valueFormatter: format,
    color,
  });
  return (
    <Box role="figure" aria-label={t('chart.title')} data-testid="margins-chart" sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{t('chart.title')}</Typography>
      <BarChart
        height={280}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: weeks.map((w) => weekLabel(w.week_id)) }]}
        yAxis={[{ width: 72, valueFormatter: (value: number) => compactChf(value, i18n.language) }]}
        series={[
          series('revenue', '#1976d2'),
          series('food_cost', '#ef6c00'),
          series('gross_margin', '#2e7d32'),
        ]}
      />
    </Box>
  );
}
