import type { MenuContent } from '@brigade/domain/schemas/menus';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../lib/format.ts';
import { DishDetails } from './dish-details.tsx';
import { SafeHtml } from './safe-html.tsx';
import { slotLabel } from './slot-label.ts';

type Day = NonNullable<MenuContent['additional_day']>;

/** The additional meals of a menu with their production, best-before and expiry dates. */
export function AdditionalMealsView({ day }: { day: Day }) {
  const { t, i18n } = useTranslation('menus');
  if (day.meals.length === 0) return null;
  const date = (iso: string | null) => (iso ? formatIsoDate(iso, i18n.language) : null);
  return (
    <section aria-labelledby="additional-meals-title">
      <Typography id="additional-meals-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('additional.title')}
      </Typography>
      <Stack spacing={1}>
        {day.meals.map((meal) => {
          const dates = [
            meal.production_date ? t('additional.produced', { date: date(meal.production_date) }) : null,
            meal.bb_date ? t('additional.bestBefore', { date: date(meal.bb_date) }) : null,
            meal.expiry_date ? t('additional.expiry', { date: date(meal.expiry_date) }) : null,
          ].filter(Boolean);
          return (
            <Paper
              key={meal.additional_meal_id}
              variant="outlined"
              sx={{ p: 2 }}
              data-testid="menu-additional-meal"
            >
              <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {slotLabel(t, meal.meal)}
              </Typography>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
                {meal.display_name}
              </Typography>
              {dates.length > 0 ? (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {dates.join(' · ')}
                </Typography>
              ) : null}
              {meal.dish ? <DishDetails dish={meal.dish} /> : null}
              <SafeHtml html={meal.public_html} sx={{ typography: 'body2', mt: 1 }} />
            </Paper>
          );
        })}
      </Stack>
    </section>
  );
}
