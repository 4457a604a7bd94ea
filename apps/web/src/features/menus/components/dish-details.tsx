import type { MenuItem } from '@brigade/domain/schemas/menus';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AllergenChipItems } from '../../../components/allergen-chips.tsx';
import { figure } from './format.ts';

type Dish = Omit<MenuItem, 'slot'>;

/** A dish's allergens (traces marked) and nutrition per serving, as customers read them. */
export function DishDetails({ dish }: { dish: Dish }) {
  const { t, i18n } = useTranslation('menus');
  const n = dish.nutrition;
  const g = (value: number) => figure(value, i18n.language, 'g');
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        aria-label={t('dish.allergens')}
        role="list"
      >
        <Typography variant="body2" color="text.secondary" sx={{ mr: 0.5 }}>
          {t('dish.allergens')}:
        </Typography>
        {dish.allergens.length === 0 ? (
          // Never "no allergens" while some ingredient was not reviewed: missing data is not safe (ADR 009).
          <Typography variant="body2">
            {dish.unreviewed_ingredients.length > 0 ? t('dish.noneConfirmed') : t('dish.noAllergens')}
          </Typography>
        ) : (
          <AllergenChipItems
            allergens={dish.allergens}
            color="warning"
            label={(a, name) => (a.may_contain ? t('dish.traces', { name }) : name)}
          />
        )}
      </Stack>
      {dish.unreviewed_ingredients.length > 0 ? (
        <Alert severity="warning" sx={{ py: 0 }}>
          {t('dish.unreviewed', { ingredients: dish.unreviewed_ingredients.join(', ') })}
        </Alert>
      ) : null}
      {n ? (
        <Typography variant="body2" data-testid="dish-nutrition">
          <strong>{t('dish.perServing', { weight: figure(n.weight_g, i18n.language, 'kcal') })}:</strong>{' '}
          {[
            t('dish.energy', { value: figure(n.energy_kcal, i18n.language, 'kcal') }),
            t('dish.protein', { value: g(n.protein_g) }),
            t('dish.carbohydrates', { value: g(n.carbohydrates_g) }),
            t('dish.fat', { value: g(n.fat_g) }),
            t('dish.salt', { value: g(n.salt_g) }),
          ].join(' · ')}
          {n.complete ? null : (
            <Typography component="span" variant="body2" color="warning.main" sx={{ display: 'block' }}>
              {t('dish.incomplete')}
            </Typography>
          )}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('dish.noNutrition')}
        </Typography>
      )}
    </Stack>
  );
}
