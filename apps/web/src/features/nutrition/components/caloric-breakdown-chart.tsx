import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslation } from 'react-i18next';
import { formatAmount } from './format-amount.ts';

interface Breakdown {
  percentCarbs: number;
  percentFat: number;
  percentProtein: number;
}

/** A pie chart of where the calories come from: Carbs, Fat, Protein, with the fat note. */
export function CaloricBreakdownChart({ breakdown }: { breakdown: Breakdown }) {
  const { t, i18n } = useTranslation('nutrition');
  const slices = [
    { id: 'carbs', value: breakdown.percentCarbs, label: t('chart.carbs') },
    { id: 'fat', value: breakdown.percentFat, label: t('chart.fat') },
    { id: 'protein', value: breakdown.percentProtein, label: t('chart.protein') },
  ];
  const empty = slices.every((s) => s.value <= 0);
  return (
    <Box role="figure" aria-label={t('chart.title')} data-testid="caloric-breakdown">
      <Typography variant="subtitle2">{t('chart.title')}</Typography>
      {empty ? (
        <Typography color="text.secondary">{t('chart.noCalories')}</Typography>
      ) : (
        <PieChart
          width={220}
          height={220}
          skipAnimation
          series={[
            {
              data: slices,
              valueFormatter: (item) => `${formatAmount(item.value, i18n.language)} %`,
              arcLabel: (item) => `${formatAmount(item.value, i18n.language)} %`,
              arcLabelMinAngle: 25,
            },
          ]}
        />
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {slices.map((s) => `${s.label} ${formatAmount(s.value, i18n.language)} %`).join(' · ')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('chart.fatNote')}
      </Typography>
    </Box>
  );
}
