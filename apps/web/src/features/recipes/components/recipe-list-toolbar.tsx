import { mdiPrinterOutline } from '@mdi/js';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { MEAL_TYPES, type MealType } from '@brigade/domain/programmes/meal-types';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { useLocalisePath } from '../../../lib/use-language.ts';

interface Props {
  meals: readonly MealType[];
  onToggleMeal: (meal: MealType) => void;
  hideStashed: boolean;
  onHideStashed: (on: boolean) => void;
  /** The recipes ticked in the list, for 'Print cards'. */
  chosen: readonly number[];
}

/** The recipe list's meal-type chips, the hide-stashed switch and 'Print cards' of the ticked recipes. */
export function RecipeListToolbar({ meals, onToggleMeal, hideStashed, onHideStashed, chosen }: Props) {
  const { t } = useTranslation('recipes');
  const localise = useLocalisePath();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Stack
        direction="row"
        role="group"
        aria-label={t('list.mealFilter')}
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
      >
        {MEAL_TYPES.map((meal) => {
          const on = meals.includes(meal);
          return (
            <Chip
              key={meal}
              label={t(`meal.${meal}`)}
              size="small"
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onToggleMeal(meal)}
            />
          );
        })}
      </Stack>
      <FormControlLabel
        control={
          <Switch size="small" checked={hideStashed} onChange={(e) => onHideStashed(e.target.checked)} />
        }
        label={t('list.hideStashed')}
      />
      <Button
        component={RouterLink}
        to={localise(`/recipes/export/multiple?ids=${chosen.join(',')}`)}
        disabled={chosen.length === 0}
        startIcon={<MdiIcon path={mdiPrinterOutline} size={0.8} />}
      >
        {t('list.printCards', { count: chosen.length })}
      </Button>
    </Stack>
  );
}
