import type { ProductionDay } from '@brigade/domain/schemas/production';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** What the kitchen must not miss: meals ordered without a recipe, orders without a programme, bag changes. */
export function DayAlerts({ day }: { day: ProductionDay }) {
  const { t } = useTranslation('production');
  const unassigned = day.unassigned_meals.map(
    (m) => `${t(`slot.${m.meal_type}`)} (${t('day.orders', { count: m.totalOrderCount })})`,
  );
  const undetermined = day.undetermined_orders.map((o) => `#${o.order_id}`);
  if (unassigned.length === 0 && undetermined.length === 0 && !day.show_bag_changes) return null;
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      {unassigned.length > 0 ? (
        <Alert severity="error">{t('day.unassigned', { meals: unassigned.join(', ') })}</Alert>
      ) : null}
      {undetermined.length > 0 ? (
        <Alert severity="warning">
          {t('day.undetermined', { count: undetermined.length, orders: undetermined.join(', ') })}
        </Alert>
      ) : null}
      {day.show_bag_changes ? <Alert severity="info">{t('day.bagChanges')}</Alert> : null}
    </Stack>
  );
}
