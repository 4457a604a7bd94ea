import { useWatch } from 'react-hook-form';
import { defaultDiscountMeals } from '@brigade/domain/programmes/default-discount-meals';
import { inMenuOrder, type MealType } from '@brigade/domain/programmes/meal-types';
import { programmeFromMealTypes } from '@brigade/domain/programmes/programme-selection';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n.ts';
import { errorText, fieldSetter, type OrderForm } from './order-form-values.ts';

/** The meals one can leave out; dressing follows lunch and 'other' is always added. */
const SELECTABLE_MEALS: readonly MealType[] = [
  'breakfast',
  'shot',
  'lunch',
  'treat',
  'power_shake',
  'dinner',
];

interface OrderMealFieldsProps {
  form: OrderForm;
  /** Why the last choice was refused (a catalogue message), or null. */
  error: string | null;
  onError: (message: string | null) => void;
}

/**
 * The meals left out, as toggles: the meals chosen give the programme (type and flex) by the domain's
 * meal-type selection; a choice that is no programme is refused and nothing changes.
 */
export function OrderMealFields({ form, error, onError }: OrderMealFieldsProps) {
  const { t } = useTranslation('orders');
  const set = fieldSetter(form);
  const errors = form.formState.errors;
  const [type, isFlex, discountMeals] = useWatch({
    control: form.control,
    name: ['type', 'is_flex', 'discount_meals'],
  });
  const leftOut = discountMeals ?? defaultDiscountMeals(type, isFlex);

  const toggleMeal = (meal: MealType) => {
    const next = leftOut.includes(meal) ? leftOut.filter((m) => m !== meal) : [...leftOut, meal];
    try {
      const selection = programmeFromMealTypes(next, { breakfastVariant: true });
      set('type', selection.type);
      set('is_flex', selection.isFlex);
      const meals = inMenuOrder(selection.discountMeals);
      const isDefault = meals.join() === defaultDiscountMeals(selection.type, selection.isFlex).join();
      set('discount_meals', isDefault ? null : meals);
      onError(null);
    } catch (caught) {
      onError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <Box>
      <FormLabel component="legend">{t('field.mealsLeftOut')}</FormLabel>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
        role="group"
        aria-label={t('field.mealsLeftOut')}
      >
        {SELECTABLE_MEALS.map((meal) => {
          const selected = leftOut.includes(meal);
          return (
            <Chip
              key={meal}
              label={t(`meal.${meal}`)}
              color={selected ? 'warning' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              onClick={() => toggleMeal(meal)}
            />
          );
        })}
      </Stack>
      <FormHelperText error={Boolean(error ?? errors.discount_meals)}>
        {error
          ? translateMessage(error)
          : (errorText(errors.discount_meals?.message) ?? t('help.mealsLeftOut'))}
      </FormHelperText>
    </Box>
  );
}
