import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { useProgrammes } from '../api/get-programmes.ts';
import { formatChf } from '../../../lib/format.ts';
import { OrderDialog } from '../components/order-dialog.tsx';

/**
 * Programmes (level 0): the programme types LEAN and STRONG, each with flex, and the 1-day trials, with their
 * meals and today's prices. The green add button adds a programme for a customer: a new order.
 */
export default function ProgrammesPage() {
  const { t, i18n } = useTranslation('orders');
  const [adding, setAdding] = useState(false);
  const { data, error } = useProgrammes();
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('programmes.add')} />
      {error ? <Alert severity="error">{error.message}</Alert> : null}
      {data ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('programmes.intro', { model: data.price_model })}
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        {(data?.programme_types ?? []).map((p) => (
          <Grid key={p.programme} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card
              variant="outlined"
              sx={{ height: '100%' }}
              aria-label={t(`programme.${p.programme}`)}
              role="region"
            >
              <CardContent>
                <Typography variant="h6" component="h2">
                  {t(`programme.${p.programme}`)}
                </Typography>
                <Stack direction="row" spacing={3} sx={{ my: 1 }}>
                  <Typography>
                    {p.day_trial ? t('price.trial') : t('price.dayRate')}:{' '}
                    <strong>{formatChf(p.day_rate, i18n.language)}</strong>
                  </Typography>
                  {p.day_trial ? null : (
                    <Typography>
                      {t('price.week', { count: 5 })}:{' '}
                      <strong>{formatChf(p.week_price, i18n.language)}</strong>
                    </Typography>
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('price.meals')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                  {p.meals.map((m) => (
                    <Chip key={m} size="small" label={t(`meal.${m}`)} />
                  ))}
                </Stack>
                {p.discount_meals.length ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('field.mealsLeftOut')}: {p.discount_meals.map((m) => t(`meal.${m}`)).join(', ')}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <OrderDialog open={adding} orderId={null} onClose={() => setAdding(false)} />
    </>
  );
}
