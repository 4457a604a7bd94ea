import { useWatch } from 'react-hook-form';
import { orderPrice, type OrderPriceDiscount } from '@brigade/domain/orders/order-price';
import type { DiscountCodeTerms } from '@brigade/domain/pricing/discount-code';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatChf } from '../../../lib/format.ts';
import { formatDiscountValue } from '../../../lib/format-discount.ts';
import type { OrderForm } from './order-form-values.ts';

/** The price the server will store (domain `orderPrice`), or null while the programme is not valid. */
function livePrice(...args: Parameters<typeof orderPrice>) {
  try {
    return orderPrice(...args);
  } catch {
    return null;
  }
}

interface OrderPriceProps {
  form: OrderForm;
  /** The date that picks the price model. */
  priceDate: string;
  /** The discount code's terms when known (the stored code, or an active code chosen from the suggestions). */
  code: DiscountCodeTerms | null;
  /** A code is typed whose terms only the server knows: it is checked when the order is saved. */
  codeUnchecked: boolean;
}

/**
 * The order's day rate and week price (a trial: its trial price) as the user edits, from the same domain
 * rule the server uses; `priceDate` picks the price model. With a discount code: what it takes off a full
 * week, the week price before and after it, and the day rate before and after (the effective one).
 */
export function OrderPrice({ form, priceDate, code, codeUnchecked }: OrderPriceProps) {
  const { t, i18n } = useTranslation('orders');
  const [type, isFlex, trial, discountMeals, weekdays] = useWatch({
    control: form.control,
    name: ['type', 'is_flex', 'day_trial', 'discount_meals', 'weekdays'],
  });
  const price = livePrice(
    { order_id: 0, type, is_flex: isFlex, day_trial: trial, discount_meals: discountMeals, weekdays },
    priceDate,
    code,
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
          {price.discount ? <DiscountLines discount={price.discount} after={price} /> : null}
          {codeUnchecked ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('discount.unchecked')}
            </Typography>
          ) : null}
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

/** The code, what it takes off a full week, and the week price and day rate before → after it. */
function DiscountLines({
  discount,
  after,
}: {
  discount: OrderPriceDiscount;
  after: { week_price: number; day_rate: number };
}) {
  const { t, i18n } = useTranslation('orders');
  const chf = (amount: number) => formatChf(amount, i18n.language);
  return (
    <Stack sx={{ mt: 0.5 }} spacing={0.25} data-testid="order-discount">
      <Typography color="success.main">
        {t('discount.line', {
          code: discount.code,
          value: formatDiscountValue(discount.kind, discount.value, i18n.language),
        })}
        : <strong data-testid="order-discount-amount">− {chf(discount.amount)}</strong>{' '}
        {t('discount.perWeek')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('discount.weekBeforeAfter')}:{' '}
        <span data-testid="order-week-price-before">{chf(discount.week_price_before)}</span> →{' '}
        {chf(after.week_price)} · {t('discount.dayRateBeforeAfter')}:{' '}
        <span data-testid="order-day-rate-before">{chf(discount.day_rate_before)}</span> →{' '}
        {chf(after.day_rate)}
      </Typography>
    </Stack>
  );
}
