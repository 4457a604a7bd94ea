import { useWatch } from 'react-hook-form';
import { orderPrice } from '@brigade/domain/orders/order-price';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import type { OrderForm } from './order-form-values.ts';

/** The price the server will store (domain `orderPrice`), or null while the programme is not valid. */
function livePrice(...args: Parameters<typeof orderPrice>) {
  try {
    return orderPrice(...args);
  } catch {
    return null;
  }
}

/**
 * The order's day rate and week price (a trial: its trial price) as the user edits, from the same domain
 * rule the server uses; `priceDate` picks the price model.
 */
export function OrderPrice({ form, priceDate }: { form: OrderForm; priceDate: string }) {
  const { t, i18n } = useTranslation('orders');
  const [type, isFlex, trial, discountMeals, weekdays] = useWatch({
    control: form.control,
    name: ['type', 'is_flex', 'day_trial', 'discount_meals', 'weekdays'],
  });
  const price = livePrice(
    { order_id: 0, type, is_flex: isFlex, day_trial: trial, discount_meals: discountMeals, weekdays },
    priceDate,
  );
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={t('price.title')} role="region">
      {price ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
            <Typography>
              {t('price.dayRate')}:{' '}
              <strong data-testid="order-day-rate">{formatChf(price.day_rate, i18n.language)}</strong>
            </Typography>
            <Typography>
              {trial ? t('price.trial') : t('price.week', { count: new Set(weekdays).size })}:{' '}
              <strong data-testid="order-week-price">{formatChf(price.week_price, i18n.language)}</strong>
            </Typography>
            <Typography color="text.secondary">{t('price.model', { model: price.price_model })}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('price.meals')}: {price.meals.map((m) => t(`meal.${m}`)).join(', ')}
          </Typography>
        </>
      ) : (
        <Alert severity="info" sx={{ py: 0 }}>
          {t('price.unavailable')}
        </Alert>
      )}
    </Paper>
  );
}
