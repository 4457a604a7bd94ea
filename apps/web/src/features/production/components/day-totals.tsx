import type { ProductionDay } from '@brigade/domain/schemas/production';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COUNT_KEYS } from './slot-row.tsx';

/** The day's orders by programme (each delivering order once), as the Week screen's totals count them. */
export function DayTotals({ totals }: { totals: ProductionDay['totals'] }) {
  const { t } = useTranslation('production');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      aria-label={t('day.totals')}
    >
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }} data-testid="day-order-total">
        {t('day.orders', { count: totals.totalOrderCount })}
      </Typography>
      {COUNT_KEYS.map((key) => (
        <Chip key={key} size="small" variant="outlined" label={`${t(`columns.${key}`)} ${totals[key]}`} />
      ))}
    </Stack>
  );
}
